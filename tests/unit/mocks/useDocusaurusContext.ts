import siteConfig from './siteConfig';

/** Stand-in for `useDocusaurusContext()`; a test may set `i18n.currentLocale` (and set it back) to render as the Bengali build. */
export const docusaurusContext = {
  siteConfig,
  i18n: {
    defaultLocale: 'en',
    currentLocale: 'en',
    locales: ['en', 'bn'],
    localeConfigs: {en: {htmlLang: 'en-GB', label: 'English'}, bn: {htmlLang: 'bn-BD', label: 'বাংলা'}},
  },
};

/** Returns {@link docusaurusContext}. */
export default function useDocusaurusContext(): typeof docusaurusContext {
  return docusaurusContext;
}
