/**
 * Whether a career call still takes applications. Every view of a call asks {@link careerStatus}
 * (the cards of Careers and Start a Career, the call's page, its JobPosting), so they always
 * agree. Kept apart from the data module so that a call's page does not ship every call.
 */
import type {CareerOpportunity, Deadline} from '@site/src/data/careers';

/**
 * The last day applications are taken, `YYYY-MM-DD`: a fixed date as it is, a yearly deadline
 * at its next occurrence on or after `fromDay`, none for a call open all year.
 *
 * @param fromDay `YYYY-MM-DD`, the day counted from
 */
export function closingDay(deadline: Deadline, fromDay: string): string | undefined {
  switch (deadline.kind) {
    case 'open':
      return undefined;
    case 'date':
      return deadline.date;
    case 'yearly': {
      const year = Number(fromDay.slice(0, 4));
      const inYear = (candidate: number) => `${candidate}-${String(deadline.month).padStart(2, '0')}-${String(deadline.day).padStart(2, '0')}`;
      return inYear(year) >= fromDay ? inYear(year) : inYear(year + 1);
    }
  }
}

/** Whether a call takes applications: `open`, or `closed` once its closing day has passed. */
export type CareerStatus = 'open' | 'closed';

/**
 * Whether `opportunity` takes applications on `today`: open up to and including its closing
 * day, closed from the day after. A call open all year, or with a yearly deadline (it opens
 * again for the next year), is never closed.
 *
 * @param today `YYYY-MM-DD` in Bangladesh time. The pages pass the day the site was built
 *   (`useBuildDay`): the site is rebuilt on each deploy.
 */
export function careerStatus(opportunity: CareerOpportunity, today: string): CareerStatus {
  const closing = closingDay(opportunity.details.applicationDeadline, today);
  return closing !== undefined && closing < today ? 'closed' : 'open';
}
