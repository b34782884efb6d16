/**
 * Local plugin for the site's two blogs (featured articles, expedition posts): the blog plugin
 * of Docusaurus, registered in its place with the same options, whose bylines come from Our
 * People (`authors.ts`: `processBlogPosts` is set here, from the build's locale) and whose feeds
 * are completed as below.
 *
 * The language of the blogs' RSS and Atom feeds. Docusaurus loads the configuration once per
 * locale and writes each locale's feeds (`…/rss.xml`, `/bn/…/rss.xml`) from the options of that
 * load, so the feed of a locale states that locale's language and carries a copyright line in it
 * ({@link feedLanguageOptions}, in Node when the configuration is loaded).
 *
 * The default export is the blog plugin itself, registered in its place, with three additions:
 * - the blog plugin writes the language into the RSS feed (`<language>`) but not into the Atom
 *   feed, which states it with `xml:lang`: after writing the feeds it marks the Atom feed's root
 *   with the language;
 * - neither feed names its own address, which feed readers and validators look for (RSS
 *   `<atom:link rel="self">`, Atom `<link rel="self">`; the plugin's options have no setting for
 *   either): after writing the feeds it adds it ({@link withSelfLink});
 * - every page links the feeds in its head with a title that the blog plugin ends in English
 *   ("… RSS Feed"): in a translated locale those titles end in the locale's words instead
 *   ({@link withFeedLinkTitles}).
 */
import {existsSync, readFileSync} from 'node:fs';
import {readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {CodeTranslations, HtmlTagObject, HtmlTags, LoadContext, Plugin} from '@docusaurus/types';
import {getPluginI18nPath, normalizeUrl} from '@docusaurus/utils';
import blogPlugin, {validateOptions} from '@docusaurus/plugin-content-blog';
import type {PluginOptions} from '@docusaurus/plugin-content-blog';
import {localeConfigs} from '../../src/config/locales';
import {formatNumber} from '../../src/utils/formatNumber';
import {siteInLocale} from '../../src/config/siteInLocale';
import {peopleAsAuthors} from './authors';
import {frontMatterProblems, postFrontMatterSchemas, type BlogId} from './frontMatter';
import {canonicalPageOf} from '../../src/collections';
import {checkLocaleCopies} from '../collections/localeCopies';
import {stopOrReport} from '../collections/problems';

/** The feed options that depend on the locale (see `feedOptions` of the blog plugin). */
export type FeedLanguageOptions = {
  /** The feed's language: the locale's `htmlLang` (`en-GB`, `bn-BD`); RSS `<language>`, Atom `xml:lang`. */
  language: string;
  /** `© {year} {name}`: the copyright year and the laboratory's name, in the locale's digits and words. */
  copyright: string;
};

/**
 * The language and copyright line of the feeds built for `locale`: the year is the build's
 * (`buildYear` of `plugins/site-files/globalData.ts`) and the name is `site.name` of `src/data/site.ts`, translated as the locale's pages show it
 * (`i18n/<locale>/borl-collections/site.json`).
 *
 * @param siteDir the site's directory
 * @param locale the locale being built, one of `src/config/locales.ts`
 * @param defaultLocale the default locale, whose texts are the data's own
 * @param copyrightYear the year of the copyright line (the build's, `buildYear`)
 * @throws Error when `locale` is not a locale of the site
 */
export function feedLanguageOptions(siteDir: string, locale: string, defaultLocale: string, copyrightYear: number): FeedLanguageOptions {
  const htmlLang = localeConfigs[locale]?.htmlLang;
  if (!htmlLang) {
    throw new Error(`No feed language for the locale ${locale}: the site's locales are ${Object.keys(localeConfigs).join(', ')} (src/config/locales.ts)`);
  }
  const {name} = siteInLocale(siteDir, locale, defaultLocale);
  return {language: htmlLang, copyright: `© ${formatNumber(copyrightYear, htmlLang, {grouping: false})} ${name}`};
}

/** A feed's title and description. */
export type FeedTexts = {title: string; description: string};

/**
 * The title and description of a blog's feeds built for `locale`: the title is the laboratory's
 * short name and the blog's title (`BORL Featured Articles`), the description the one given. In
 * another locale both come from the blog's translation (`i18n/<locale>/docusaurus-plugin-content-blog-<id>/options.json`,
 * `title` and `description`, as the blog's pages show them) and the short name from the locale's
 * identity record; a text without translation stays English.
 *
 * @param siteDir the site's directory
 * @param locale the locale being built
 * @param defaultLocale the default locale, whose texts are the ones given
 * @param blogId the blog plugin instance's `id`
 * @param english the blog's title and the feeds' description in the default locale
 * @throws SyntaxError when the blog's translation file is not valid JSON
 */
export function feedTexts(siteDir: string, locale: string, defaultLocale: string, blogId: string, english: FeedTexts): FeedTexts {
  const {shortName} = siteInLocale(siteDir, locale, defaultLocale);
  const file = getPluginI18nPath({localizationDir: path.join(siteDir, 'i18n', locale), pluginName: 'docusaurus-plugin-content-blog', pluginId: blogId, subPaths: ['options.json']});
  const translation = locale !== defaultLocale && existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Partial<Record<'title' | 'description', {message: string}>>) : {};
  return {
    title: `${shortName} ${translation.title?.message || english.title}`,
    description: translation.description?.message || english.description,
  };
}

/** The start tag of an Atom feed's root as the blog plugin writes it. */
const atomRoot = '<feed xmlns="http://www.w3.org/2005/Atom">';

/**
 * An Atom feed with `xml:lang` on its root, so a reader knows the language of its texts.
 *
 * @throws Error when the feed does not start its root as the blog plugin writes it
 */
export function withAtomLanguage(atom: string, language: string): string {
  if (!atom.includes(atomRoot)) {
    throw new Error(`The Atom feed has no root ${atomRoot}; the blog plugin's feed format has changed`);
  }
  return atom.replace(atomRoot, `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${language}">`);
}

/** The XML feeds, each with the file name the blog plugin writes it to under the blog's route. */
const feedFiles = {rss: 'rss.xml', atom: 'atom.xml'} as const;

/** A kind of XML feed of the blog plugin. */
export type FeedKind = keyof typeof feedFiles;

/** Text escaped for an XML attribute. */
function xmlAttribute(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');
}

/**
 * A feed that names its own address: RSS with `<atom:link rel="self">` first in its channel
 * (and the Atom namespace on its root), Atom with `<link rel="self">` first in its root.
 *
 * @param url the feed's absolute URL
 * @throws Error when the feed's root or channel is not as the blog plugin writes it
 */
export function withSelfLink(feed: string, kind: FeedKind, url: string): string {
  const href = xmlAttribute(url);
  if (kind === 'atom') {
    if (!/<feed [^>]*>/.test(feed)) {
      throw new Error("The Atom feed has no <feed> root; the blog plugin's feed format has changed");
    }
    return feed.replace(/(<feed [^>]*>)/, `$1\n    <link rel="self" href="${href}" type="application/atom+xml"/>`);
  }
  if (!/<rss [^>]*>/.test(feed) || !feed.includes('<channel>')) {
    throw new Error("The RSS feed has no <rss> root with a <channel>; the blog plugin's feed format has changed");
  }
  const rooted = /<rss [^>]*xmlns:atom=/.test(feed) ? feed : feed.replace(/<rss /, '<rss xmlns:atom="http://www.w3.org/2005/Atom" ');
  return rooted.replace('<channel>', `<channel>\n        <atom:link href="${href}" rel="self" type="application/rss+xml"/>`);
}

/**
 * A feed whose channel links to `pageUrl`: the RSS channel's `<link>` and the Atom feed's
 * `<link rel="alternate">`, which the blog plugin points at the blog's own list page. Used where
 * that list is shown at another, canonical address (`pagesShownElsewhere`), so readers and
 * validators follow the feed to the page search engines index.
 *
 * @throws Error when the feed has no channel link as the blog plugin writes it
 */
export function withChannelLink(feed: string, kind: FeedKind, pageUrl: string): string {
  const href = xmlAttribute(pageUrl);
  const channelLink = kind === 'atom' ? /(<feed [^>]*>[\s\S]*?)<link rel="alternate" href="[^"]*"\/>/ : /(<channel>[\s\S]*?)<link>[^<]*<\/link>/;
  if (!channelLink.test(feed)) {
    throw new Error(`The ${kind === 'atom' ? 'Atom' : 'RSS'} feed has no channel link; the blog plugin's feed format has changed`);
  }
  return feed.replace(channelLink, kind === 'atom' ? `$1<link rel="alternate" href="${href}"/>` : `$1<link>${href}</link>`);
}

/**
 * The interface messages that name a kind of feed: the links of `src/components/FeedLinks`
 * ("RSS feed", "Atom feed"), by the MIME type of the feed's head link.
 */
const feedKindMessageIds: Readonly<Record<string, string>> = {
  'application/rss+xml': 'blog.feeds.rss',
  'application/atom+xml': 'blog.feeds.atom',
};

/**
 * The blog plugin's head tags with each feed link titled `{feedTitle} {kind}`, the kind in the
 * locale's words: the translation (`codeTranslations`, from `i18n/<locale>/code.json`) of the
 * message that names that kind of feed on the pages (`blog.feeds.rss`: "আরএসএস ফিড"). A feed
 * link whose message has no translation, as in the default locale, and every other tag are kept
 * as the plugin wrote them ("BORL Featured Articles RSS Feed").
 *
 * @param tags the `headTags` of the blog plugin's `injectHtmlTags`
 * @param feedTitle the feeds' title (`feedOptions.title`), in the locale's language
 * @param codeTranslations the locale's translated interface messages, by id
 */
export function withFeedLinkTitles(tags: HtmlTags | undefined, feedTitle: string, codeTranslations: CodeTranslations): HtmlTags | undefined {
  const retitle = (tag: string | HtmlTagObject): string | HtmlTagObject => {
    const type = typeof tag === 'object' && tag.tagName === 'link' ? tag.attributes?.type : undefined;
    const messageId = typeof type === 'string' ? feedKindMessageIds[type] : undefined;
    const kind = messageId === undefined ? undefined : codeTranslations[messageId];
    return typeof tag === 'object' && kind ? {...tag, attributes: {...tag.attributes, title: `${feedTitle} ${kind}`}} : tag;
  };
  return Array.isArray(tags) ? tags.map(retitle) : tags === undefined ? tags : retitle(tags);
}

/**
 * The blog plugin (`@docusaurus/plugin-content-blog`, same options), whose posts' front matter
 * is checked strictly (`frontMatter.ts`: unknown keys, dates not written `YYYY-MM-DD`, a copy's
 * date, slug or ids differing from the English post's stop the build), whose locale copies each
 * have an English post (a copy without one stops the build, a post without a copy is a warning:
 * `checkLocaleCopies`), whose posts' authors are
 * people of Our People ({@link peopleAsAuthors}), whose feeds, once it has
 * written them, also name their own address ({@link withSelfLink}) and link the list's canonical
 * page where the list is shown elsewhere ({@link withChannelLink}), whose Atom feed states its
 * language (`feedOptions.language`), and whose feed links are titled in the locale's words
 * ({@link withFeedLinkTitles}).
 */
export default async function blogWithFeedMetadata(context: LoadContext, options: PluginOptions): Promise<Plugin<unknown>> {
  const {siteDir, i18n, siteConfig, baseUrl} = context;
  const bylines = peopleAsAuthors({siteDir, locale: i18n.currentLocale, defaultLocale: i18n.defaultLocale, siteUrl: siteConfig.url.replace(/\/$/, ''), localeBaseUrl: baseUrl, blogId: options.id});
  const blogId = options.id as BlogId;
  if (!Object.hasOwn(postFrontMatterSchemas, blogId)) {
    throw new Error(`The blog ${options.id} has no front matter rules: add them to postFrontMatterSchemas (plugins/blog/frontMatter.ts)`);
  }
  const processBlogPosts: typeof bylines = async (args) => {
    // The locale's copies of the posts, checked when that locale is built (once per build).
    if (i18n.currentLocale !== i18n.defaultLocale) {
      const copies = getPluginI18nPath({localizationDir: context.localizationDir, pluginName: 'docusaurus-plugin-content-blog', pluginId: blogId});
      checkLocaleCopies({siteDir, locale: i18n.currentLocale, originals: options.path, copies, globs: options}, 'copy by hand');
    }
    const problems = frontMatterProblems(
      blogId,
      args.blogPosts.map(({metadata}) => metadata),
      siteDir,
      options.path,
    );
    stopOrReport(`blog ${blogId}/${i18n.currentLocale}`, problems);
    return bylines(args);
  };
  const plugin = (await blogPlugin(context, {...options, processBlogPosts})) as Plugin<unknown>;
  const {language, type, title} = options.feedOptions;
  const kinds = (type ?? []).filter((kind): kind is FeedKind => Object.hasOwn(feedFiles, kind));
  const pluginTags = plugin.injectHtmlTags?.bind(plugin);
  const injectHtmlTags: Plugin<unknown>['injectHtmlTags'] = pluginTags
    ? (args) => {
        const tags = pluginTags(args);
        return {...tags, headTags: withFeedLinkTitles(tags.headTags, title ?? context.siteConfig.title, context.codeTranslations)};
      }
    : undefined;
  return {
    ...plugin,
    injectHtmlTags,
    ...(kinds.length > 0
      ? {
          async postBuild(props) {
            await plugin.postBuild?.(props);
            for (const kind of kinds) {
              const file = path.join(props.outDir, options.routeBasePath, feedFiles[kind]);
              // The feed's address as the blog plugin makes its own links: the locale's base URL, then the route.
              const url = normalizeUrl([context.siteConfig.url, context.baseUrl, options.routeBasePath, feedFiles[kind]]);
              const listPage = normalizeUrl(['/', options.routeBasePath]);
              const canonicalList = canonicalPageOf(listPage);
              const written = withSelfLink(await readFile(file, 'utf8'), kind, url);
              const feed = canonicalList === listPage ? written : withChannelLink(written, kind, normalizeUrl([context.siteConfig.url, context.baseUrl, canonicalList]));
              await writeFile(file, kind === 'atom' && language ? withAtomLanguage(feed, language) : feed);
            }
          },
        }
      : {}),
  };
}

export {validateOptions};
