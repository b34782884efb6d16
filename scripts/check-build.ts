/**
 * Checks a production build in Node, in one pass over its files, every page of every language:
 * what only needs the built files, so no browser.
 *
 *   jiti scripts/check-build.ts [build folder, default build]
 *
 * - Links: every internal URL of an HTML, XML or text file (pages, feeds, sitemaps, robots.txt,
 *   JSON-LD, social cards) names a file of the build under the build's base URL
 *   (`scripts/check-links.ts`; the base URL is read from the build's sitemap).
 * - html-validate over every page (`scripts/validate-html.ts`, rules in `.htmlvalidate.mjs`).
 * - Every page of the sitemaps: a title and a description; JSON-LD that parses, with a type;
 *   each day in the main content written as `formatDate` writes it; no Content-Security-Policy
 *   `<meta>` (the policy is a header) and one social card; new-tab links with `rel="noopener noreferrer"`; a heading and text
 *   in the server-rendered main content (readable without JavaScript);
 *   alternates (`hreflang`) that name each other both ways; no edit link and no Git author in
 *   the doc footer (public pages show nothing of the build); no microdata property outside an
 *   item, no `<img sizes>` without a `srcset`.
 * - Pages shown elsewhere (`pagesShownElsewhere`, in every language): their alternates are
 *   those of the canonical page they name, never the alias's own addresses.
 * - Data sets' pages: a chart of every variable, each with its accessible name, caption and
 *   table, its file drawn (in Bengali digits on Bengali pages); no script with the charting library.
 * - The host's files: `_headers` gives every page the security headers and a policy that allows
 *   its inline scripts and only its own services; `robots.txt` names both sitemaps.
 * - The Bengali edition: a Bengali counterpart for every English page; on each Bengali page a
 *   Bengali title, at least 85 % Bengali letters in the main text (a few pages of English-language
 *   works excepted, see {@link notYetBengali}) and numbers in Bengali digits; the blogs' Bengali
 *   feeds marked Bengali, titled in Bengali, with the Bengali copyright line.
 *
 * Pages are read as parsed HTML (`./html.ts`, parse5), each parsed once; the sitemaps, feeds,
 * chart drawings and `robots.txt` are plain text and XML, read as such.
 *
 * Prints each problem and a summary; exit code 1 on any problem.
 */
import {existsSync, readFileSync} from 'node:fs';
import {filesBelow} from '../plugins/buildFiles';
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import {FileSystemConfigLoader, HtmlValidate} from 'html-validate';
import {builtBaseUrl, isLinkingDocument, linkChecker} from './check-links';
import {validatePage} from './validate-html';
import {attribute, attributeWords, elementsOf, firstElement, nextElement, parseHtml, textOf, type Html, type HtmlDocument, type HtmlElement, type HtmlNode} from './html';
import {untranslatedNoticeClass} from '../src/components/UntranslatedNotice/marker';
import {defaultLocale, localeConfigs} from '../src/config/locales';
import {detailPath, pagesShownElsewhere} from '../src/collections';
import {readCollection} from '../plugins/collections/entryFiles';
import {campaignsOf, chartingLibraryMark, datasetChartPath, keyVariable, type ChartKind} from '../src/data/datasets';
import {localeDigits} from '../src/utils/formatNumber';
import {site} from '../src/data/site';
import {formatDate} from '../src/utils/formatDate';
import {buildYear} from '../plugins/site-files/globalData';
import {canonicalPathOf} from '../plugins/search';
import {headersFileLimits, headersForPath, parseHeadersFile} from '../plugins/site-files/headersFile';
import {inlineScriptHashes} from '../plugins/site-files';
import {thirdPartyOrigins} from '../plugins/site-files/policy';
import {searchPagePath} from '../src/search/pagefind';
import {firstPaintAfterId} from '../src/config/ssrTemplate';

/**
 * Bengali pages whose main text may hold less than 85 % Bengali letters, and why. Each is a
 * known gap of the Bengali edition, not a design: the list should only shrink. Paths are
 * relative to the base URL.
 */
export const notYetBengali: {page: RegExp; why: string}[] = [
  {page: /^bn\/know-bay-of-bengal\/dive-into-our-research\/publications(\/[a-z0-9]+)?$/, why: 'citations and pages of English-language works (marked lang="en")'},
  {page: /^bn\/know-bay-of-bengal\/dive-into-our-research\/borl-in-the-news(\/\d+)?$/, why: 'headlines of English-language newspapers'},
  {page: /^bn\/news$/, why: 'headlines of English-language newspapers in the press list'},
];

/** A Bengali letter or digit. */
const bengali = /[\u0980-\u09FF]/u;

/** Elements whose text is no reader's text: scripts, styles, code, drawings, templates. */
const notText = new Set(['script', 'style', 'code', 'pre', 'svg', 'template']);

/** The text a reader reads below `node`: scripts, styles and code left out, and what `skip` leaves out. */
function plainText(node: HtmlNode, skip: (element: HtmlElement) => boolean = () => false): string {
  return textOf(node, {separator: ' ', skip: (element) => notText.has(element.tagName) || skip(element)});
}

/** A heading's or caption's text: tags dropped, zero-width spaces out, trimmed. */
const shownText = (node: HtmlNode) =>
  textOf(node)
    .replace(/\u200b/g, '')
    .trim();

/** Whether an element's `class` has `name`. */
const hasClass = (element: HtmlElement, name: string) => attributeWords(element, 'class').includes(name);

/** The page's `<html lang>`, or `none`. */
const languageOf = (page: HtmlDocument) => attribute(firstElement(page, 'html')!, 'lang') ?? 'none';

/** Share of Bengali letters among the letters of a page's main text, text marked English left out. */
export function bengaliShare(html: Html): {bengali: number; share: number} {
  const main = firstElement(parseHtml(html), 'main');
  // Text marked as English (a paper's title, `lang="en"`) is English by design, not a gap; so is
  // a code that no language translates (`translate="no"`: a station's code in a table of values).
  const markedEnglish = (element: HtmlElement) => ['a', 'span', 'cite', 'em'].includes(element.tagName) && /^en(-[A-Za-z]+)?$/.test(attribute(element, 'lang') ?? '');
  const untranslatable = (element: HtmlElement) => ['th', 'td', 'span'].includes(element.tagName) && attribute(element, 'translate') === 'no';
  const text = main ? plainText(main, (element) => markedEnglish(element) || untranslatable(element)) : '';
  const bn = (text.match(/[\u0980-\u09FF]/gu) ?? []).length;
  const latin = (text.match(/[A-Za-z]/g) ?? []).length;
  return {bengali: bn, share: bn / Math.max(1, bn + latin)};
}

/** The attributes whose text a screen reader or a pointer reveals. */
const labelAttributes = ['aria-label', 'alt', 'title', 'placeholder'];

/**
 * The numbers in Latin digits a Bengali page shows, in its text and in the labels a screen reader
 * or a pointer reveals (`aria-label`, `alt`, `title`, `placeholder`). Latin digits may stand only
 * in a stretch of Latin-script text (an English headline, a DOI, a station code `S01`,
 * `ISO 8601`): the text is cut at every Bengali letter, and a piece with a Latin digit but no
 * Latin letter is a stray number (`নির্বাচিত নিবন্ধ 2024`).
 */
export function strayLatinNumbers(html: Html): string[] {
  const body = firstElement(parseHtml(html), 'body');
  if (!body) return [];
  const labels = elementsOf(body).flatMap((element) => element.attrs.filter((attr) => labelAttributes.includes(attr.name)).map((attr) => attr.value));
  const pieces = [plainText(body), ...labels].flatMap((text) => text.split(/[\u0980-\u09FF]+/u));
  return [...new Set(pieces.filter((piece) => /[0-9]/.test(piece) && !/[A-Za-z]/.test(piece)).map((piece) => piece.trim()))];
}

/** The `hreflang` alternates a page names, as `language path` (the path relative to the origin). */
export function alternatesOf(html: Html): string[] {
  return elementsOf(parseHtml(html), (element) => element.tagName === 'link' && attributeWords(element, 'rel').includes('alternate') && attribute(element, 'hreflang') !== undefined)
    .map((link) => `${attribute(link, 'hreflang')} ${new URL(attribute(link, 'href') ?? '', 'https://x.invalid').pathname}`)
    .sort();
}

/** The JSON-LD blocks of a page, as written. */
function structuredDataOf(page: HtmlNode): string[] {
  return elementsOf(page, (element) => element.tagName === 'script' && attribute(element, 'type') === 'application/ld+json').map((script) => textOf(script));
}

/** An element as a message names it: its tag and first attributes. */
function tagOf(element: HtmlElement): string {
  return `<${element.tagName}${element.attrs.map((attr) => ` ${attr.name}="${attr.value}"`).join('')}>`.slice(0, 80);
}

/**
 * What one page of a sitemap breaks of the rules above (not links nor html-validate).
 *
 * @param page the page's path relative to the base URL (`news`, `bn/news`, `` for home)
 * @param html the built page, as text or parsed
 */
export function pageProblems(page: string, html: Html): string[] {
  const problems: string[] = [];
  const dom = parseHtml(html);
  const meta = (key: 'name' | 'property', value: string) =>
    elementsOf(dom, (element) => element.tagName === 'meta' && attribute(element, key) === value).map((element) => attribute(element, 'content') ?? '');
  const titleElement = firstElement(dom, 'title');
  const title = titleElement ? textOf(titleElement).trim() : '';
  if (!title) problems.push('no title');
  if (!(meta('name', 'description')[0] ?? '').trim()) problems.push('no description');
  for (const json of structuredDataOf(dom)) {
    try {
      const data = [JSON.parse(json) as Record<string, unknown> | Record<string, unknown>[]].flat();
      if (data.some((item) => !item['@context'] || !(item['@type'] || item['@graph']))) problems.push(`JSON-LD without @context or @type: ${json.slice(0, 60)}`);
    } catch (error) {
      problems.push(`JSON-LD that does not parse: ${(error as Error).message}`);
    }
  }
  const language = languageOf(dom);
  // One date format: every day the main content shows is written as formatDate writes it.
  const main = firstElement(dom, 'main');
  for (const time of main ? elementsOf(main, 'time') : []) {
    const datetime = attribute(time, 'datetime') ?? '';
    if (!/^\d{4}-\d{2}-\d{2}(T\S*)?$/.test(datetime)) continue;
    const shown = textOf(time).trim();
    const expected = formatDate(datetime, language);
    // A short range (`12–16 January 2025`) or a month (`October 2022`) is another format; a
    // weekday or a second day may stand beside the day.
    const day = !shown.includes('–') && shown.split(/\s+/).length >= 3;
    if (day && !shown.includes(expected)) problems.push(`<time datetime="${datetime}"> shows "${shown}", not "${expected}"`);
  }
  // Readable without JavaScript: a heading and text in the server-rendered main content.
  if (!main || !firstElement(main, 'h1') || plainText(main).split(/\s+/).filter(Boolean).length < 10) problems.push('no heading or text in <main> without JavaScript');
  // The policy is a header (`_headers`, checked below): a second one in the page would narrow it.
  if (elementsOf(dom, (element) => element.tagName === 'meta' && attribute(element, 'http-equiv')?.toLowerCase() === 'content-security-policy').length > 0)
    problems.push('a Content-Security-Policy <meta>');
  // The first paint waits for the element after the navigation bar (ssrTemplate): without it, for the whole page.
  const body = firstElement(dom, 'body');
  if (!body || !firstElement(body, (element) => attribute(element, 'id') === firstPaintAfterId)) problems.push(`no element #${firstPaintAfterId}, which the first paint waits for`);
  const cards = meta('property', 'og:image');
  if (cards.length !== 1 || !/\/img\/social\/.+\.png$/.test(cards[0] ?? '')) problems.push(`social cards: ${cards.join(', ') || 'none'}`);
  for (const link of elementsOf(dom, (element) => element.tagName === 'a' && attribute(element, 'target') === '_blank')) {
    const words = attributeWords(link, 'rel');
    if (!words.includes('noopener') || !words.includes('noreferrer')) problems.push(`a new-tab link without rel="noopener noreferrer": ${tagOf(link)}`);
  }
  if (elementsOf(dom, (element) => hasClass(element, 'theme-edit-this-page') || (attribute(element, 'href') ?? '').includes('/edit/')).length > 0) problems.push('an edit link');
  // Microdata is a whole item or none: a property outside any item is invalid HTML.
  const microdata = (name: string) => elementsOf(dom, (element) => attribute(element, name) !== undefined).length > 0;
  if (microdata('itemprop') && !microdata('itemscope')) problems.push('microdata: an itemprop outside any itemscope');
  for (const image of elementsOf(dom, 'img')) {
    if (attribute(image, 'sizes') !== undefined && attribute(image, 'srcset') === undefined) problems.push(`an <img> with sizes but no srcset: ${tagOf(image)}`);
  }
  const lastUpdated = firstElement(dom, (element) => hasClass(element, 'theme-last-updated'));
  if (lastUpdated && elementsOf(lastUpdated, 'b').length > 1) problems.push('the doc footer names an author');
  if (language === localeConfigs.bn?.htmlLang) {
    const exempt = notYetBengali.some(({page: pattern}) => pattern.test(page));
    const ownTitle = title.split(' | ')[0] ?? '';
    if (!bengali.test(ownTitle) && !exempt) problems.push(`title not in Bengali: ${ownTitle}`);
    if (!firstElement(dom, (element) => hasClass(element, untranslatedNoticeClass))) {
      const {bengali: letters, share} = bengaliShare(dom);
      if (letters === 0 || (share < 0.85 && !exempt)) problems.push(`${Math.round(share * 100)} % Bengali letters in the main text`);
    }
    problems.push(...strayLatinNumbers(dom).map((number) => `a number in Latin digits: ${number}`));
    problems.push(...englishChrome(dom));
  }
  return problems;
}

/** Types that schema.org gives no `inLanguage`; a paper keeps its own language, English. */
const withoutLanguage = new Set(['Person', 'ResearchOrganization', 'JobPosting']);

/**
 * English that the theme or the data would put on a Bengali page: previous/next labels of docs,
 * the labels of heading links (built from the heading, not its English id), the structured
 * data's language and its blog posts' captions and author titles, the titles of the feed links,
 * and the units of the data sets' tables.
 */
export function englishChrome(html: Html): string[] {
  const problems: string[] = [];
  const dom = parseHtml(html);
  for (const label of elementsOf(dom, (element) => hasClass(element, 'pagination-nav__label')).map((element) => textOf(element))) {
    if (/[A-Za-z]/.test(label)) problems.push(`an English previous/next label: ${label}`);
  }
  const isHashLink = (element: HtmlElement) => element.tagName === 'a' && hasClass(element, 'hash-link');
  for (const heading of elementsOf(dom, (element) => /^h[2-6]$/.test(element.tagName))) {
    const label = firstElement(heading, isHashLink)?.attrs.find((attr) => attr.name === 'aria-label')?.value;
    if (label === undefined) continue;
    const text = textOf(heading, {skip: isHashLink})
      .replace(/\u200b/g, '')
      .trim();
    if (!label.includes(`“${text}”`)) problems.push(`a heading link not named after its heading: ${label}`);
  }
  const language = localeConfigs.bn?.htmlLang;
  for (const json of structuredDataOf(dom)) {
    let objects: Record<string, unknown>[];
    try {
      objects = [JSON.parse(json) as Record<string, unknown>].flat();
    } catch {
      continue; // reported by pageProblems
    }
    for (const object of objects) {
      const type = String(object['@type']);
      const expected = type === 'ScholarlyArticle' ? 'en' : withoutLanguage.has(type) ? undefined : language;
      if (object.inLanguage !== expected) problems.push(`JSON-LD ${type} with inLanguage ${String(object.inLanguage)}`);
      for (const post of [object, ...[object.blogPost ?? []].flat()] as Record<string, unknown>[]) {
        if (post['@type'] !== 'BlogPosting') continue;
        const texts = [(post.image as {caption?: string} | undefined)?.caption, ...[post.author ?? []].flat().map((author) => (author as {description?: string}).description)];
        problems.push(...texts.filter((text) => text !== undefined && /[A-Za-z]/.test(text)).map((text) => `English in a BlogPosting: ${text}`));
      }
    }
  }
  for (const link of elementsOf(dom, (element) => element.tagName === 'link' && /^application\/(rss|atom)\+xml$/.test(attribute(element, 'type') ?? ''))) {
    const title = attribute(link, 'title') ?? '';
    if (!/^[\u0980-\u09FF ]+$/u.test(title)) problems.push(`a feed link titled ${title}`);
  }
  // A data set's table of variables: the unit's cell stands before the cell of the variable's code.
  for (const cell of elementsOf(dom, 'td')) {
    const next = nextElement(cell);
    const codeCell = next?.tagName === 'td' && (next.childNodes[0] as HtmlElement | undefined)?.tagName === 'code';
    if (codeCell && cell.attrs.length === 0 && elementsOf(cell).length === 0 && /[A-Za-z]/.test(textOf(cell))) problems.push(`a unit in English: ${textOf(cell)}`);
  }
  return problems;
}

/** The pages a sitemap lists, as paths relative to the base URL. */
function sitemapPages(xml: string, baseUrl: string): string[] {
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? '').pathname.slice(baseUrl.length));
}

/** The built file of a page path relative to the base URL (`` → `index.html`, `bn/` → `bn/index.html`). */
const fileOf = (page: string) => (page === '' || page.endsWith('/') ? `${page}index.html` : `${page}.html`);

/** What the whole build breaks of the rules above: every problem, each with its file. */
export async function checkSite(buildDir: string): Promise<{files: number; pages: number; urls: number; problems: string[]}> {
  const baseUrl = builtBaseUrl(buildDir);
  const links = linkChecker(buildDir, baseUrl, site.url);
  const validator = new HtmlValidate(new FileSystemConfigLoader());
  const files = filesBelow(buildDir);
  const texts = new Map<string, string>();
  const problems: string[] = [];
  for (const file of files.filter(isLinkingDocument)) {
    const text = readFileSync(path.join(buildDir, file), 'utf8');
    texts.set(file, text);
    problems.push(...links.check(file, text).map((link) => `${link.file}: ${link.url} (${link.reason})`));
    if (file.endsWith('.html')) {
      for (const problem of await validatePage(validator, file, path.resolve(buildDir, file), text)) {
        if (problem.severity === 'error') problems.push(`${file}:${problem.line}:${problem.column} ${problem.rule} ${problem.message}`);
      }
    }
  }
  const english = sitemapPages(texts.get('sitemap.xml') ?? '', baseUrl);
  const bengaliPages = sitemapPages(texts.get('bn/sitemap.xml') ?? '', baseUrl);
  const bnSet = new Set(bengaliPages);
  problems.push(...english.filter((page) => !bnSet.has(`bn/${page}`)).map((page) => `${page}: no Bengali counterpart in bn/sitemap.xml`));
  const pages = [...english, ...bengaliPages];
  // Each page parsed once, when a check first reads it.
  const parsed = new Map<string, HtmlDocument>();
  const dom = (html: string) => parsed.get(html) ?? parsed.set(html, parseHtml(html)).get(html)!;
  for (const page of pages) {
    const html = texts.get(fileOf(page));
    if (html === undefined) {
      problems.push(`${page}: listed in a sitemap, no file ${fileOf(page)}`);
      continue;
    }
    // A sitemap lists only the pages search engines are to index: canonical ones, not search.
    const own = `${baseUrl}${page}`.replace(/(.)\/$/, '$1');
    if (canonicalPathOf(html) !== own) problems.push(`${fileOf(page)}: in a sitemap, but names ${canonicalPathOf(html) ?? 'no page'} as canonical`);
    if (own.endsWith(searchPagePath)) problems.push(`${fileOf(page)}: the search page is in a sitemap`);
    problems.push(...pageProblems(page, dom(html)).map((problem) => `${fileOf(page)}: ${problem}`));
    // Each alternate names the same set of alternates: the pairs hold both ways.
    const alternates = alternatesOf(dom(html));
    if (alternates.length < 3) problems.push(`${fileOf(page)}: alternates ${alternates.join(', ')}`);
    for (const alternate of alternates) {
      const target = fileOf(alternate.split(' ')[1]!.slice(baseUrl.length));
      const theirs = texts.get(target);
      if (!theirs || alternatesOf(dom(theirs)).join() !== alternates.join()) {
        problems.push(`${fileOf(page)}: its alternate ${alternate} does not name the same alternates`);
      }
    }
  }
  problems.push(...aliasProblems(texts, baseUrl), ...chartProblems(texts, buildDir, baseUrl, files));
  problems.push(...strayLatinNumbers(texts.get('bn/404.html') ?? '').map((number) => `bn/404.html: a number in Latin digits: ${number}`));
  problems.push(...bengaliFeedProblems(texts), ...feedSelfLinkProblems(texts, baseUrl), ...hostFileProblems(buildDir, baseUrl, pages, texts));
  return {files: texts.size, pages: pages.length, urls: links.counted.urls, problems};
}

/** Each locale of the site with the folder of the build it is written to: Docusaurus serves the default locale at the base URL and every other under its name (`bn/`). */
const localePrefixes = Object.keys(localeConfigs).map((locale) => ({locale, prefix: locale === defaultLocale ? '' : `${locale}/`}));

/**
 * What the pages that show another page's screen (`pagesShownElsewhere`) get wrong, in every
 * language: they name the other page as canonical, and their `hreflang` alternates must be that
 * canonical page's, so search engines are pointed at one address per language; no feed and no
 * JSON-LD names such a page's URL.
 */
function aliasProblems(texts: Map<string, string>, baseUrl: string): string[] {
  const locales = localePrefixes.map(({prefix}) => prefix);
  const aliasUrls = Object.keys(pagesShownElsewhere).flatMap((alias) => locales.map((prefix) => `${site.url}${baseUrl}${prefix}${alias.slice(1)}`));
  const named = new RegExp(`(${aliasUrls.map((url) => url.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})(?=["<\\s])`);
  // Feeds and structured data link the canonical page, never an alias (an Atom <id> is a name, not a link, and stays).
  const linking = [...texts].flatMap(([file, text]) =>
    file.endsWith('.html')
      ? structuredDataOf(parseHtml(text)).map((json): [string, string] => [`${file} (JSON-LD)`, json])
      : /(rss|atom)\.xml$/.test(file)
        ? [[file, text.replace(/<id>[^<]*<\/id>/g, '')] as [string, string]]
        : [],
  );
  const aliasLinks = linking.flatMap(([where, text]) => {
    const url = named.exec(text)?.[1];
    return url ? [`${where}: names ${url}, a page shown elsewhere, instead of its canonical page`] : [];
  });
  return aliasLinks.concat(
    Object.keys(pagesShownElsewhere).flatMap((alias) =>
      locales.flatMap((prefix) => {
        const file = fileOf(`${prefix}${alias.replace(/^\//, '')}`);
        const html = texts.get(file);
        const canonical = html && canonicalPathOf(html);
        if (!html || !canonical) return [`${file}: a page shown elsewhere, missing or naming no canonical page`];
        const canonicalHtml = texts.get(fileOf(canonical.slice(baseUrl.length)));
        return canonicalHtml && alternatesOf(html).join() === alternatesOf(canonicalHtml).join()
          ? []
          : [`${file}: alternates ${alternatesOf(html).join(', ')}, not those of its canonical page ${canonical}`];
      }),
    ),
  );
}

/** The most bytes (gzip) of a data set page's HTML and its charts' drawings together. */
const datasetPageBudget = 60 * 1024;

/**
 * What the data sets' and cruises' pages get wrong about their charts, in every language: each
 * variable of a data set has a `<figure>` against the stations on the data set's page, its key
 * variable a map, and every other variable one against depth where the data set asks; a
 * cruise's page has the key chart of each of its data sets, linked to the data set's page. Each
 * chart's drawing (`<svg role="img">` with a name, showing the build's chart file through
 * `<use>`) exists, with a caption and a table of its values (caption, header cells); a Bengali
 * chart's numbers are in Bengali digits; a data set page's HTML and drawings weigh at most
 * {@link datasetPageBudget}; no script of the site carries the charting library.
 */
function chartProblems(texts: Map<string, string>, buildDir: string, baseUrl: string, files: readonly string[]): string[] {
  const problems = files
    .filter((file) => file.endsWith('.js') && readFileSync(path.join(buildDir, file), 'utf8').includes(chartingLibraryMark))
    .map((file) => `${file}: a script with the charting library in it`);
  const figuresOf = (page: HtmlNode) => elementsOf(page, 'figure').filter((figure) => firstElement(figure, 'use'));
  /** Whether an element below `node` has an attribute whose value `test` accepts (an `href` of `<use>`, `<a>`). */
  const hasAttributeValue = (node: HtmlNode, test: (value: string) => boolean) => firstElement(node, (element) => element.attrs.some((attr) => test(attr.value))) !== undefined;
  /** The problems of the page's figure that draws `chartFile`, or that there is none. */
  const figureProblems = (page: string, figures: readonly HtmlElement[], chartFile: string, what: string, {locale, prefix}: (typeof localePrefixes)[number]): string[] => {
    const figure = figures.find((candidate) => hasAttributeValue(candidate, (value) => value.includes(`${chartFile}#chart`)));
    if (!figure) return [`${page}: no ${what}`];
    const found: string[] = [];
    if (!firstElement(figure, (element) => element.tagName === 'svg' && attribute(element, 'role') === 'img' && Boolean(attribute(element, 'aria-label')?.trim())))
      found.push(`${page}: the ${what} has no accessible name`);
    const caption = firstElement(figure, 'figcaption');
    if ((caption ? shownText(caption) : '').length < 20) found.push(`${page}: the ${what} has no caption`);
    const table = firstElement(figure, 'table');
    const headerCells = (scope: string) => (table ? elementsOf(table, (element) => element.tagName === 'th' && attribute(element, 'scope') === scope).length : 0);
    if (!table || !firstElement(table, 'caption') || headerCells('col') === 0 || headerCells('row') === 0) found.push(`${page}: the ${what} has no table of its values with caption and header cells`);
    const svg = texts.get(`${prefix}${chartFile}`) ?? (existsSync(path.join(buildDir, prefix, chartFile)) ? readFileSync(path.join(buildDir, prefix, chartFile), 'utf8') : undefined);
    if (svg === undefined) {
      found.push(`${page}: its ${what} ${baseUrl}${prefix}${chartFile} does not exist`);
    } else if (locale !== defaultLocale) {
      const latin = [...svg.matchAll(/<text\b[^>]*>([^<]*)<\/text>/g)].map((match) => match[1] ?? '').filter((text) => /[0-9]/.test(text) && !/[A-Za-z]/.test(text));
      if (latin.length > 0) found.push(`${prefix}${chartFile}: numbers in Latin digits: ${latin.slice(0, 3).join(', ')}`);
    }
    return found;
  };
  const datasets = readCollection('datasets');
  const cruises = readCollection('cruises');
  for (const place of localePrefixes) {
    for (const dataset of datasets) {
      const page = fileOf(`${place.prefix}${detailPath('datasets', dataset.id).slice(1)}`);
      const html = texts.get(page);
      if (html === undefined) continue;
      const dom = parseHtml(html);
      const figures = figuresOf(dom);
      // The page and its drawings reach a phone in one small load.
      const drawings = [
        ...new Set(elementsOf(dom, 'use').flatMap((use) => use.attrs.filter((attr) => attr.name === 'href' && /\.svg#chart/.test(attr.value)).map((attr) => attr.value.split('#')[0]!))),
      ];
      const builtFile = (url: string) => path.join(buildDir, url.slice(baseUrl.length));
      const bytes = [html, ...drawings.map((url) => (existsSync(builtFile(url)) ? readFileSync(builtFile(url), 'utf8') : ''))].reduce((sum, text) => sum + gzipSync(text).length, 0);
      if (bytes > datasetPageBudget) problems.push(`${page}: ${(bytes / 1024).toFixed(1)} KB of HTML and charts (gzip), more than ${datasetPageBudget / 1024} KB`);
      const key = keyVariable(dataset);
      for (const variable of dataset.variables) {
        const chart = (kind: ChartKind, what: string) => figureProblems(page, figures, datasetChartPath(dataset.id, variable.name, kind).slice(1), what, place);
        problems.push(...chart('stations', `chart of ${variable.name}`));
        if (variable.name === key) problems.push(...chart('map', `map of ${variable.name}`));
        if (dataset.charts?.depth && variable.name !== 'depth') problems.push(...chart('depth', `chart of ${variable.name} against depth`));
      }
      // Beside the other campaigns of its programme: each variable every campaign measured, but station depth.
      const campaigns = campaignsOf(dataset, datasets, cruises).map((id) => datasets.find((candidate) => candidate.id === id)!);
      for (const variable of campaigns.length === 0 ? [] : dataset.variables) {
        if (variable.name === 'depth' || !campaigns.every((other) => other.variables.some((candidate) => candidate.name === variable.name))) continue;
        problems.push(...figureProblems(page, figures, datasetChartPath(dataset.id, variable.name, 'campaigns').slice(1), `chart of ${variable.name} beside the other campaigns`, place));
      }
    }
    for (const cruise of cruises) {
      const page = fileOf(`${place.prefix}${detailPath('cruises', cruise.id).slice(1)}`);
      const html = texts.get(page);
      if (html === undefined) continue;
      const figures = figuresOf(parseHtml(html));
      for (const dataset of datasets.filter((candidate) => candidate.cruise === cruise.id)) {
        const chartFile = datasetChartPath(dataset.id, keyVariable(dataset)).slice(1);
        const what = `key chart of ${dataset.id}`;
        problems.push(...figureProblems(page, figures, chartFile, what, place));
        const figure = figures.find((candidate) => hasAttributeValue(candidate, (value) => value.includes(`${chartFile}#chart`)));
        const datasetPage = `${baseUrl}${place.prefix}${detailPath('datasets', dataset.id).slice(1)}`;
        if (figure && !firstElement(figure, (element) => element.tagName === 'a' && attribute(element, 'href') === datasetPage))
          problems.push(`${page}: the ${what} does not link to the data set's page`);
      }
    }
  }
  return problems;
}

/**
 * The files the host reads at the site's root: `_headers`, as the host reads it, gives every
 * sitemap page the security headers and the one policy, which allows its inline scripts and the
 * site's three outside services (`thirdPartyOrigins`); `robots.txt` names the sitemap of every
 * language. Neither file is written below the root, where no host reads it.
 */
function hostFileProblems(buildDir: string, baseUrl: string, pages: readonly string[], texts: Map<string, string>): string[] {
  const rules = parseHeadersFile(readFileSync(path.join(buildDir, '_headers'), 'utf8'));
  const problems = rules.length > headersFileLimits.rules || rules[0]?.path !== `${baseUrl}*` ? [`_headers: ${rules.length} rules, the first for ${rules[0]?.path}`] : [];
  for (const page of pages) {
    const headers = headersForPath(rules, `${baseUrl}${page}`);
    const policy = headers['content-security-policy'] ?? '';
    const missing = Object.values(thirdPartyOrigins).filter((origin) => !policy.includes(origin));
    const wrong = [
      ...(headers['strict-transport-security'] === 'max-age=31536000; includeSubDomains' ? [] : ['Strict-Transport-Security']),
      ...(headers['referrer-policy'] === 'strict-origin-when-cross-origin' ? [] : ['Referrer-Policy']),
      ...(headers['x-content-type-options'] === 'nosniff' ? [] : ['X-Content-Type-Options']),
      ...(/^camera=\(\), microphone=\(\), geolocation=\(\)/.test(headers['permissions-policy'] ?? '') ? [] : ['Permissions-Policy']),
      ...(policy.match(/default-src/g)?.length === 1 ? [] : ['not one policy']),
      ...(/^default-src 'self'; script-src 'self' 'wasm-unsafe-eval'( 'sha256-[A-Za-z0-9+/=]+')+;/.test(policy) && !policy.includes("'unsafe-eval'") ? [] : ['script-src']),
      ...(policy.includes("frame-ancestors 'none'") && policy.includes("object-src 'none'") ? [] : ['frame-ancestors or object-src']),
      ...missing.map((origin) => `no ${origin}`),
      ...inlineScriptHashes(texts.get(fileOf(page)) ?? '')
        .filter((hash) => !policy.includes(hash))
        .map((hash) => `no ${hash} for its inline script`),
    ];
    problems.push(...wrong.map((what) => `_headers for ${baseUrl}${page}: ${what}`));
  }
  if (headersForPath(rules, `${baseUrl}calendar/events.ics`)['content-type'] !== 'text/calendar; charset=utf-8') problems.push('_headers: the calendar feeds are not text/calendar');
  const robots = texts.get('robots.txt') ?? readFileSync(path.join(buildDir, 'robots.txt'), 'utf8');
  const sitemaps = [...robots.matchAll(/^Sitemap: (https:\/\/\S+)$/gm)].map((match) => new URL(match[1] ?? '').pathname);
  if (!robots.includes('User-agent: *') || sitemaps.join() !== `${baseUrl}sitemap.xml,${baseUrl}bn/sitemap.xml`) problems.push(`robots.txt: names the sitemaps ${sitemaps.join(', ')}`);
  problems.push(...['bn/robots.txt', 'bn/_headers'].filter((file) => existsSync(path.join(buildDir, file))).map((file) => `${file}: below the root, where no host reads it`));
  return problems;
}

/** The blogs' Bengali feeds: marked Bengali, titled in Bengali, with the Bengali copyright line. */
function bengaliFeedProblems(texts: Map<string, string>): string[] {
  const translations = JSON.parse(readFileSync('i18n/bn/borl-collections/site.json', 'utf8')) as Record<string, {message: string}>;
  const copyright = `© ${localeDigits(String(buildYear(Date.now())), 'bn')} ${translations['site.name']?.message}`;
  const language = localeConfigs.bn?.htmlLang ?? '';
  const feeds = [...texts.keys()].filter((file) => /^bn\/.*\/(rss|atom)\.xml$/.test(file));
  const problems = feeds.length < 4 ? [`only ${feeds.length} Bengali feeds`] : [];
  for (const file of feeds) {
    const xml = texts.get(file) ?? '';
    const rss = file.endsWith('rss.xml');
    const marked = rss ? xml.includes(`<language>${language}</language>`) : new RegExp(`<feed [^>]*xml:lang="${language}"`).test(xml);
    if (!marked) problems.push(`${file}: not marked ${language}`);
    if (!xml.includes(rss ? `<copyright>${copyright}</copyright>` : `<rights>${copyright}</rights>`)) problems.push(`${file}: no line ${copyright}`);
    if (!/^[\u0980-\u09FF ]+$/u.test(/<title>([^<]*)<\/title>/.exec(xml)?.[1] ?? '')) problems.push(`${file}: title not in Bengali`);
  }
  return problems;
}

/** Every feed names its own address (`rel="self"`), RSS in the Atom namespace. */
function feedSelfLinkProblems(texts: Map<string, string>, baseUrl: string): string[] {
  const origin = new URL(site.url).origin;
  return [...texts.keys()]
    .filter((file) => /(^|\/)(rss|atom)\.xml$/.test(file))
    .filter((file) => {
      const xml = texts.get(file) ?? '';
      const self = `${origin}${baseUrl}${file}`;
      return file.endsWith('rss.xml')
        ? !(xml.includes(`<atom:link href="${self}" rel="self" type="application/rss+xml"/>`) && /<rss [^>]*xmlns:atom="http:\/\/www\.w3\.org\/2005\/Atom"/.test(xml))
        : !xml.includes(`<link rel="self" href="${self}" type="application/atom+xml"/>`);
    })
    .map((file) => `${file}: does not name its own address as rel="self"`);
}

/** Command-line entry: prints the problems and a summary, and returns the exit code. */
export async function main(args: string[]): Promise<number> {
  const dir = args[0] ?? 'build';
  const started = performance.now();
  const result = await checkSite(dir);
  for (const problem of result.problems) console.error(`- ${problem}`);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`check-build: ${result.files} files, ${result.pages} sitemap pages, ${result.urls} internal URLs in ${seconds} s: ${result.problems.length} problems`);
  return result.problems.length > 0 ? 1 : 0;
}

if (process.argv[1] && /check-build\.ts$/.test(process.argv[1])) {
  main(process.argv.slice(2)).then((code) => {
    process.exitCode = code;
  });
}
