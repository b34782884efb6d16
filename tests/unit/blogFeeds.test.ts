/**
 * @jest-environment node
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {feedLanguageOptions, withAtomLanguage} from '@site/plugins/blog-feeds';
import {localeConfigs, defaultLocale} from '@site/src/config/locales';
import {site} from '@site/src/data/site';

const siteDir = path.join(__dirname, '../..');
/** The Bengali name of the laboratory, as the Bengali pages show it. */
const bengaliName = (JSON.parse(readFileSync(path.join(siteDir, 'i18n/bn/borl-collections/site.json'), 'utf8')) as Record<string, {message: string}>)['site.name']?.message;

describe('the blogs\' feeds in the locale built', () => {
  it('state the default locale\'s language and the English copyright line', () => {
    expect(feedLanguageOptions(siteDir, defaultLocale, defaultLocale)).toEqual({
      language: localeConfigs[defaultLocale]?.htmlLang,
      copyright: `© ${site.copyrightYear} ${site.name}`,
    });
  });

  it('state Bengali, with the Bengali name and the year in Bengali digits, in the Bengali build', () => {
    const {language, copyright} = feedLanguageOptions(siteDir, 'bn', defaultLocale);
    expect(language).toBe(localeConfigs.bn?.htmlLang);
    expect(bengaliName).toMatch(/[\u0980-\u09FF]/u);
    expect(copyright).toContain(bengaliName);
    expect(copyright).not.toContain(site.name);
    expect(copyright).not.toMatch(/[0-9]/);
    expect(copyright).toMatch(/^© [০-৯]{4} /u);
  });

  it('refuse a locale the site does not have', () => {
    expect(() => feedLanguageOptions(siteDir, 'xx', defaultLocale)).toThrow(/xx/);
  });

  it('mark an Atom feed\'s root with the language, and stop on a feed of another shape', () => {
    const atom = '<?xml version="1.0" encoding="utf-8"?>\n<feed xmlns="http://www.w3.org/2005/Atom">\n<title>t</title></feed>';
    expect(withAtomLanguage(atom, 'bn-BD')).toContain('<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="bn-BD">');
    expect(() => withAtomLanguage('<rss version="2.0"></rss>', 'bn-BD')).toThrow(/Atom/);
  });
});
