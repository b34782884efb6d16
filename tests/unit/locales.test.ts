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
  it('declares the font on every page under the root base URL, the installed font first, and asks for it at once on Bengali pages, never by preload', () => {
    expect(existsSync(`static/${bengaliFont.file}`)).toBe(true);
    const [bn, en] = [fontHeadTags('/borl/', 'bn'), fontHeadTags('/borl/', 'en')];
    expect(en.map((tag) => tag.tagName)).toEqual(['style']);
    expect(bn.map((tag) => tag.tagName)).toEqual(['style', 'script']);
    const rule = en[0]!.innerHTML;
    expect(bn[0]!.innerHTML).toBe(rule);
    expect(rule).toMatch(/^@font-face\{font-family:'Noto Sans Bengali';.*font-display:swap;/);
    expect(rule).toContain(`src:local('Noto Sans Bengali'),local('NotoSansBengali-Regular'),`);
    expect(rule.indexOf('local(')).toBeLessThan(rule.indexOf(`url(/borl/${bengaliFont.file}) format('woff2')`));
    expect(rule).toContain(`unicode-range:${bengaliFont.unicodeRange}`);
    // The script names the family of the rule and a Bengali letter, so the rule's sources are used.
    expect(bn[1]!.innerHTML).toBe(`document.fonts&&document.fonts.load("1em 'Noto Sans Bengali'","অ").catch(function(){})`);
  });

  it("gives a locale's base URL as Docusaurus resolved it, and names a locale it lacks", () => {
    const i18n = {localeConfigs: {en: {baseUrl: '/borl/'}, bn: {baseUrl: '/borl/bn/'}}};
    expect(localeBaseUrl(i18n, 'bn')).toBe('/borl/bn/');
    expect(() => localeBaseUrl(i18n, 'xx')).toThrow('"xx"');
  });
});
