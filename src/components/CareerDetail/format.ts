/**
 * Career durations and deadlines as visitors read them, in the current locale
 * ('3 to 6 months', '31 December, every year', '30 December 2025').
 */
import {translate} from '@docusaurus/Translate';
import type {Deadline, Duration} from '@site/src/data/careers';
import {formatDate} from '@site/src/utils/formatDate';
import {formatNumber} from '@site/src/utils/formatNumber';

/**
 * A duration as text: 'Flexible, all year round' or '{min} to {max} months', the numbers in the
 * digits of `locale` (a BCP 47 tag, as `useIntlLocale` gives).
 */
export function formatDuration(duration: Duration, locale: string): string {
  if (duration.kind === 'flexible') {
    return translate({id: 'careers.duration.flexible', message: 'Flexible, all year round'});
  }
  return translate(
    {id: 'careers.duration.months', message: '{min} to {max} months', description: 'Duration of a career opportunity'},
    {min: formatNumber(duration.min, locale), max: formatNumber(duration.max, locale)},
  );
}

/**
 * A deadline as text: 'Open all year', '31 December, every year' or '30 December 2025', in
 * `locale` (a BCP 47 tag, as `useIntlLocale` gives; dates as `formatDate` writes them).
 */
export function formatDeadline(deadline: Deadline, locale: string): string {
  switch (deadline.kind) {
    case 'open':
      return translate({id: 'careers.deadline.open', message: 'Open all year'});
    case 'yearly': {
      // Any leap year holds every month and day; only day and month are printed.
      const date = new Date(Date.UTC(2000, deadline.month - 1, deadline.day));
      const dayAndMonth = date.toLocaleDateString(locale, {day: 'numeric', month: 'long', timeZone: 'UTC'});
      return translate({id: 'careers.deadline.yearly', message: '{date}, every year'}, {date: dayAndMonth});
    }
    case 'date':
      return formatDate(deadline.date, locale);
  }
}
