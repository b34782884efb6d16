import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {intlLocale} from '@site/src/utils/formatDate';

/**
 * The BCP 47 language tag the current locale's dates and numbers are written in, for `Intl`:
 * the locale's `htmlLang` (`en-GB`, `bn-BD`), else its name.
 */
export function useIntlLocale(): string {
  const {i18n} = useDocusaurusContext();
  return intlLocale(i18n.localeConfigs[i18n.currentLocale]?.htmlLang, i18n.currentLocale);
}
