/**
 * Career durations and deadlines as visitors read them, in the current locale
 * ('3 to 6 months', '31 December, every year', '30 December 2025').
 */
import {translate} from '@docusaurus/Translate';
import type {Deadline, Duration} from '@site/src/data/careers';

/** A duration as text: 'Flexible, all year round' or '{min} to {max} months'. */
export function formatDuration(duration: Duration): string {
  if (duration.kind === 'flexible') {
    return translate({id: 'careers.duration.flexible', message: 'Flexible, all year round'});
  }
  return translate(
    {id: 'careers.duration.months', message: '{min} to {max} months', description: 'Duration of a career opportunity'},
    {min: String(duration.min), max: String(duration.max)},
  );
}

/** A deadline as text: 'Open all year', '31 December, every year' or '30 December 2025'. */
export function formatDeadline(deadline: Deadline, locale: string): string {
  switch (deadline.kind) {
    case 'open':
      return translate({id: 'careers.deadline.open', message: 'Open all year'});
    case 'yearly': {
      // Any leap year holds every month and day; only day and month are printed.
      const date = new Date(Date.UTC(2000, deadline.month - 1, deadline.day));
      const dayAndMonth = date.toLocaleDateString(locale === 'en' ? 'en-GB' : locale, {day: 'numeric', month: 'long', timeZone: 'UTC'});
      return translate({id: 'careers.deadline.yearly', message: '{date}, every year'}, {date: dayAndMonth});
    }
    case 'date':
      return new Date(`${deadline.date}T00:00:00Z`).toLocaleDateString(locale === 'en' ? 'en-GB' : locale, {
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
      });
  }
}
