import siteConfig from './siteConfig';

/**
 * Stand-in for `@docusaurus/useDocusaurusContext` in unit tests: the English site of
 * {@link siteConfig}, whose default and current locale is `en`.
 */
export default function useDocusaurusContext() {
  return {
    siteConfig,
    i18n: {
      defaultLocale: 'en',
      currentLocale: 'en',
      locales: ['en', 'bn'],
      localeConfigs: {en: {htmlLang: 'en-GB', label: 'English'}, bn: {htmlLang: 'bn-BD', label: 'বাংলা'}},
    },
  };
}
