/**
 * @jest-environment node
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {feedLanguageOptions, feedTexts, withAtomLanguage, withChannelLink, withFeedLinkTitles, withSelfLink} from '@site/plugins/blog';
import {featuredArticlesBlogId} from '@site/src/data/featuredArticles';
import {localeConfigs, defaultLocale} from '@site/src/config/locales';
import {site} from '@site/src/data/site';

const siteDir = path.join(__dirname, '../..');
const bengali = (file: string) => JSON.parse(readFileSync(path.join(siteDir, 'i18n/bn', file), 'utf8')) as Record<string, {message: string} | undefined>;
/** The Bengali name of the laboratory, as the Bengali pages show it. */
const bengaliName = bengali('borl-collections/site.json')['site.name']?.message;

describe("the blogs' feeds in the locale built", () => {
  it('state the language and copyright line of the locale: Bengali with the Bengali name and digits; refuse a locale the site lacks', () => {
    expect(feedLanguageOptions(siteDir, defaultLocale, defaultLocale, 2026)).toEqual({language: localeConfigs[defaultLocale]?.htmlLang, copyright: `© 2026 ${site.name}`});
    expect(() => feedLanguageOptions(siteDir, 'xx', defaultLocale, 2026)).toThrow(/xx/);
    const {language, copyright} = feedLanguageOptions(siteDir, 'bn', defaultLocale, 2026);
    expect(language).toBe(localeConfigs.bn?.htmlLang);
    expect(bengaliName).toMatch(/[\u0980-\u09FF]/u);
    expect(copyright).toContain(bengaliName);
    expect(copyright).not.toContain(site.name);
    expect(copyright).not.toMatch(/[0-9]/);
    expect(copyright).toMatch(/^© ২০২৬ /u);
  });

  it('name their own address: RSS with atom:link and the Atom namespace, Atom with link rel="self" and the language on its root', () => {
    const rss =
      '<?xml version="1.0" encoding="utf-8"?>\n<rss version="2.0" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:content="http://purl.org/rss/1.0/modules/content/">\n    <channel>\n        <title>t</title>\n    </channel>\n</rss>';
    const url = 'https://borl.ac.bd/bn/news/featured-article/rss.xml';
    const withSelf = withSelfLink(rss, 'rss', url);
    expect(withSelf).toMatch(/^<\?xml [^>]*>\n<rss xmlns:atom="http:\/\/www\.w3\.org\/2005\/Atom" version="2\.0" /m);
    expect(withSelf).toContain(`<channel>\n        <atom:link href="${url}" rel="self" type="application/rss+xml"/>\n        <title>t</title>`);
    // A root that already declares the namespace keeps one declaration.
    expect(withSelfLink(withSelf.replace(/<atom:link[^>]*>/, ''), 'rss', url).match(/xmlns:atom=/g)).toHaveLength(1);

    const atom = '<?xml version="1.0" encoding="utf-8"?>\n<feed xmlns="http://www.w3.org/2005/Atom">\n    <id>https://borl.ac.bd/news/featured-article</id>\n</feed>';
    const atomUrl = 'https://borl.ac.bd/news/featured-article/atom.xml?a=1&b=2';
    const linked = withAtomLanguage(withSelfLink(atom, 'atom', atomUrl), 'en-GB');
    expect(linked).toContain(
      '<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="en-GB">\n    <link rel="self" href="https://borl.ac.bd/news/featured-article/atom.xml?a=1&amp;b=2" type="application/atom+xml"/>\n    <id>',
    );

    expect(() => withSelfLink(atom, 'rss', url)).toThrow(/RSS/);
    expect(() => withSelfLink(rss, 'atom', url)).toThrow(/Atom/);
    expect(() => withAtomLanguage(rss, 'bn-BD')).toThrow(/Atom/);
  });

  it('link the canonical page of a list shown elsewhere, not the blog’s own list address', () => {
    const page = 'https://borl.ac.bd/know-bay-of-bengal/dive-into-our-research/news-releases';
    const rss =
      '<rss version="2.0">\n    <channel>\n        <atom:link href="https://borl.ac.bd/news/featured-article/rss.xml" rel="self" type="application/rss+xml"/>\n        <title>t</title>\n        <link>https://borl.ac.bd/news/featured-article</link>\n        <item><link>https://borl.ac.bd/news/featured-article/1</link></item>\n    </channel>\n</rss>';
    const linked = withChannelLink(rss, 'rss', page);
    expect(linked).toContain(`<title>t</title>\n        <link>${page}</link>`);
    expect(linked).toContain('<item><link>https://borl.ac.bd/news/featured-article/1</link></item>');
    const atom =
      '<feed xmlns="http://www.w3.org/2005/Atom">\n    <link rel="self" href="https://borl.ac.bd/news/featured-article/atom.xml" type="application/atom+xml"/>\n    <link rel="alternate" href="https://borl.ac.bd/news/featured-article"/>\n    <entry><link href="https://borl.ac.bd/news/featured-article/1"/></entry>\n</feed>';
    expect(withChannelLink(atom, 'atom', page)).toContain(`<link rel="alternate" href="${page}"/>\n    <entry><link href="https://borl.ac.bd/news/featured-article/1"/>`);
    expect(() => withChannelLink('<feed xmlns="http://www.w3.org/2005/Atom"></feed>', 'atom', page)).toThrow(/Atom feed has no channel link/);
  });

  it('are titled and described in the language of the locale built', () => {
    const english = {title: 'Featured Articles', description: 'Featured articles of the laboratory.'};
    expect(feedTexts(siteDir, defaultLocale, defaultLocale, featuredArticlesBlogId, english)).toEqual({title: `${site.shortName} Featured Articles`, description: english.description});
    const blog = bengali(`docusaurus-plugin-content-blog-${featuredArticlesBlogId}/options.json`);
    const shortName = bengali('borl-collections/site.json')['site.shortName']?.message;
    expect(blog.title?.message).toMatch(/[\u0980-\u09FF]/u);
    expect(feedTexts(siteDir, 'bn', defaultLocale, featuredArticlesBlogId, english)).toEqual({title: `${shortName} ${blog.title?.message}`, description: blog.description?.message});
    // A blog without a translation keeps its English texts, after the locale's short name.
    expect(feedTexts(siteDir, 'bn', defaultLocale, 'no-such-blog', english)).toEqual({title: `${shortName} Featured Articles`, description: english.description});
  });

  it("are linked from every page's head with a title in the locale's words", () => {
    // The blog plugin's head tags, as it writes them in every locale.
    const pluginTags = [
      {tagName: 'link', attributes: {rel: 'alternate', type: 'application/rss+xml', href: '/bn/news/featured-article/rss.xml', title: 'বিওআরএল নির্বাচিত নিবন্ধ RSS Feed'}},
      {tagName: 'link', attributes: {rel: 'alternate', type: 'application/atom+xml', href: '/bn/news/featured-article/atom.xml', title: 'বিওআরএল নির্বাচিত নিবন্ধ Atom Feed'}},
      '<meta name="x">',
    ];
    const messages = Object.fromEntries(Object.entries(bengali('code.json')).map(([id, entry]) => [id, entry?.message ?? '']));
    const titles = (withFeedLinkTitles(pluginTags, 'বিওআরএল নির্বাচিত নিবন্ধ', messages) as typeof pluginTags).map((tag) => (typeof tag === 'string' ? tag : tag.attributes.title));
    expect(titles).toEqual([`বিওআরএল নির্বাচিত নিবন্ধ ${messages['blog.feeds.rss']}`, `বিওআরএল নির্বাচিত নিবন্ধ ${messages['blog.feeds.atom']}`, '<meta name="x">']);
    expect(titles.slice(0, 2).filter((title) => /[A-Za-z]/.test(title))).toEqual([]);
    // The default locale has no translations: the plugin's English titles stay.
    expect(withFeedLinkTitles(pluginTags, 'BORL Featured Articles', {})).toEqual(pluginTags);
  });
});
