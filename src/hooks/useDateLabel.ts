import {formatDate} from '@site/src/utils/formatDate';
import {useIntlLocale} from './useIntlLocale';

/**
 * A calendar date (`YYYY-MM-DD`, or an ISO timestamp) written out for readers in the site's
 * locale, e.g. `12 February 2024` (`formatDate`, the day in UTC). No date (`undefined` or `''`)
 * gives `''`.
 *
 * @throws RangeError when the date is not a real date
 */
export function useDateLabel(isoDate: string | undefined): string {
  const locale = useIntlLocale();
  return isoDate ? formatDate(isoDate.slice(0, 10), locale) : '';
}
