/**
 * A calendar date (`YYYY-MM-DD`) written out for readers in the given locale, e.g.
 * `12 February 2024` or `February 12, 2024`. Computed in UTC so the day never shifts with the
 * reader's time zone (the server-rendered and the hydrated text are the same).
 */
export function formatDate(isoDate: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, {dateStyle: 'long', timeZone: 'UTC'}).format(new Date(`${isoDate.slice(0, 10)}T00:00:00Z`));
}
