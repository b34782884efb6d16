import {currentLocale, defaultLocale, localeConfigs, siteLocales} from '@site/src/config/locales';

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
