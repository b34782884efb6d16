import {usePluginData} from '@docusaurus/useGlobalData';
import {formatDate} from '@site/src/utils/formatDate';
import {useIntlLocale} from './useIntlLocale';

/**
 * A calendar date (`YYYY-MM-DD`, or an ISO timestamp) written out for readers in the site's
 * locale, e.g. `12 February 2024`: the label the `date-labels` plugin wrote at build time when
 * it knows the date (articles, press items, review dates), otherwise `formatDate` in the browser.
 * Both give the same text; the first costs the browser no `Intl` set-up. No date (`undefined`
 * or `''`) gives `''`.
 *
 * @throws RangeError when the date is not a real date and the plugin did not label it.
 */
export function useDateLabel(isoDate: string | undefined): string {
  const labels = usePluginData('borl-date-labels') as Record<string, string> | undefined;
  const locale = useIntlLocale();
  if (!isoDate) {
    return '';
  }
  const day = isoDate.slice(0, 10);
  return labels?.[day] ?? formatDate(day, locale);
}
