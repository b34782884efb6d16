/**
 * The site's languages: the one source for `docusaurus.config.ts` (its `i18n`) and for the
 * scripts that need them outside a build (the benchmark).
 *
 * English is the default locale, served at the base URL; every other locale is served under
 * `{baseUrl}{locale}/` with the same paths.
 */

/** A locale's name (its path segment) and how Docusaurus presents it. */
export type SiteLocale = {
  /** `<html lang>` and the language tag dates and numbers are written in. */
  htmlLang: string;
  /** The language switcher's label, in the language itself. */
  label: string;
};

/** The default locale, served at the base URL itself. */
export const defaultLocale = 'en';

/** Every locale the site has, by name. */
export const localeConfigs: Record<string, SiteLocale> = {
  en: {htmlLang: 'en-GB', label: 'English'},
  bn: {htmlLang: 'bn-BD', label: 'বাংলা'},
};

/**
 * The locales to build, default first: all of {@link localeConfigs}, or those listed,
 * comma-separated, in `siteLocalesVariable` (`SITE_LOCALES=en` builds English alone, quicker).
 *
 * @throws Error naming a listed locale the site does not have
 */
export function siteLocales(siteLocalesVariable: string | undefined): string[] {
  const listed = (siteLocalesVariable || Object.keys(localeConfigs).join(','))
    .split(',')
    .map((locale) => locale.trim())
    .filter(Boolean);
  const unknown = listed.filter((locale) => !Object.hasOwn(localeConfigs, locale));
  if (unknown.length > 0) {
    throw new Error(`SITE_LOCALES names ${unknown.join(', ')}, but the site's locales are ${Object.keys(localeConfigs).join(', ')} (src/config/locales.ts)`);
  }
  return [defaultLocale, ...listed.filter((locale) => locale !== defaultLocale)];
}

/**
 * The locale Docusaurus is loading the configuration for, from `DOCUSAURUS_CURRENT_LOCALE`
 * (which Docusaurus sets once per locale it builds). `docusaurus start` without `--locale` sets it
 * to the text `undefined`; that, an empty value or any name the site lacks means the default
 * locale, which is what `docusaurus start` serves then.
 */
export function currentLocale(currentLocaleVariable: string | undefined): string {
  return currentLocaleVariable !== undefined && Object.hasOwn(localeConfigs, currentLocaleVariable) ? currentLocaleVariable : defaultLocale;
}

/**
 * The base URL Docusaurus serves `locale` under (`/borl/` for the default locale, `/borl/bn/`),
 * as the build's load context gives it (`i18n.localeConfigs`). A locale's build sees only its
 * own as `baseUrl`; this gives any locale's, for the files written once for the whole site.
 *
 * @throws Error when the context has no base URL for `locale` (not a locale of the site)
 */
export function localeBaseUrl(i18n: {localeConfigs: Record<string, {baseUrl?: string} | undefined>}, locale: string): string {
  const baseUrl = i18n.localeConfigs[locale]?.baseUrl;
  if (!baseUrl) throw new Error(`No base URL for the locale "${locale}"`);
  return baseUrl;
}

/**
 * Noto Sans Bengali for Bengali text: `static/fonts/noto-sans-bengali-400.woff2`, the Bengali
 * subset at weight 400 of `@fontsource/noto-sans-bengali` (44 KB, SIL Open Font License beside
 * it). Its `unicode-range` lets a browser fetch it only for Bengali letters its own fonts cannot
 * show, so English pages load no font; bold is synthesised (a second weight would double the
 * bytes). The family is named in `--ifm-font-family-base` of `src/css/custom.css`.
 */
export const bengaliFont = {
  family: 'Noto Sans Bengali',
  /** Path under the site's root base URL, shared by every locale. */
  file: 'fonts/noto-sans-bengali-400.woff2',
  unicodeRange: 'U+0951-0952, U+0964-0965, U+0980-09FE, U+200C-200D, U+20B9, U+25CC',
} as const;

/** Whether the pages of `locale` are written in Bengali script and so preload {@link bengaliFont}. */
export function needsBengaliFont(locale: string): boolean {
  return localeConfigs[locale]?.htmlLang.startsWith('bn') ?? false;
}

/**
 * The `headTags` of the configuration for the pages of `locale`: the font's `@font-face` on
 * every page (a Bengali word on an English page, such as the language menu's, shows in it
 * when needed), and on the Bengali pages a preload, so the text's font arrives with the page.
 * The rule is written here, not in a stylesheet, because its address must carry the base URL.
 *
 * @param rootBaseUrl the site's base URL (the default locale's), ending in `/`
 */
export function fontHeadTags(rootBaseUrl: string, locale: string) {
  const href = `${rootBaseUrl}${bengaliFont.file}`;
  const fontFace = `@font-face{font-family:'${bengaliFont.family}';font-style:normal;font-weight:400;font-display:swap;src:url(${href}) format('woff2');unicode-range:${bengaliFont.unicodeRange}}`;
  return [
    ...(needsBengaliFont(locale) ? [{tagName: 'link', attributes: {rel: 'preload', href, as: 'font', type: 'font/woff2', crossorigin: 'anonymous'}}] : []),
    {tagName: 'style', attributes: {}, innerHTML: fontFace},
  ];
}
