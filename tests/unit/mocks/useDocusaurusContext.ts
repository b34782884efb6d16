import siteConfig from './siteConfig';

/**
 * Stand-in for `useDocusaurusContext()` in unit tests: the site config stand-in and the two
 * locales of the site, English current. A test may set `docusaurusContext.i18n.currentLocale`
 * (and set it back) to render a component as the Bengali build does.
 */
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
