import {existsSync} from 'node:fs';
import {bengaliFont, currentLocale, defaultLocale, fontHeadTags, localeBaseUrl, localeConfigs, siteLocales} from '@site/src/config/locales';

describe('siteLocales', () => {
  it('builds every locale by default, the default first, or those SITE_LOCALES lists', () => {
    expect(siteLocales(undefined)).toEqual([defaultLocale, ...Object.keys(localeConfigs).filter((locale) => locale !== defaultLocale)]);
    expect(siteLocales('')).toEqual(siteLocales(undefined));
    expect(siteLocales('en')).toEqual(['en']);
    expect(siteLocales(' bn , en ')).toEqual(['en', 'bn']);
    expect(siteLocales('bn')).toEqual(['en', 'bn']);
  });

  it('stops with the known locales when SITE_LOCALES names another', () => {
    expect(() => siteLocales('en,xx')).toThrow(/SITE_LOCALES names xx, but the site's locales are en, bn/);
    expect(() => siteLocales('constructor')).toThrow(/constructor/);
  });
});

describe('currentLocale', () => {
  it('is the locale being loaded, or the default one when Docusaurus names none (npm start sets the text "undefined")', () => {
    expect(currentLocale('bn')).toBe('bn');
    expect(currentLocale('en')).toBe('en');
    expect(currentLocale('undefined')).toBe(defaultLocale);
    expect(currentLocale(undefined)).toBe(defaultLocale);
    expect(currentLocale('')).toBe(defaultLocale);
    expect(currentLocale('toString')).toBe(defaultLocale);
  });
});

describe('the Bengali font and the base URL of a locale', () => {
  it('declares the static font under the root base URL on every page, preloads it on Bengali pages only', () => {
    expect(existsSync(`static/${bengaliFont.file}`)).toBe(true);
    const [bn, en] = [fontHeadTags('/borl/', 'bn'), fontHeadTags('/borl/', 'en')];
    expect(bn.map((tag) => tag.tagName)).toEqual(['link', 'style']);
    expect(bn[0]!.attributes).toMatchObject({rel: 'preload', href: `/borl/${bengaliFont.file}`});
    expect(en.map((tag) => tag.tagName)).toEqual(['style']);
    expect(en[0]!.innerHTML).toContain(`url(/borl/${bengaliFont.file})`);
  });

  it("gives a locale's base URL as Docusaurus resolved it, and names a locale it lacks", () => {
    const i18n = {localeConfigs: {en: {baseUrl: '/borl/'}, bn: {baseUrl: '/borl/bn/'}}};
    expect(localeBaseUrl(i18n, 'bn')).toBe('/borl/bn/');
    expect(() => localeBaseUrl(i18n, 'xx')).toThrow('"xx"');
  });
});
