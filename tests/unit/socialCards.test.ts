/**
 * @jest-environment node
 */
import {existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import socialCardsPlugin, {cardSection, localSiteName, renderCard} from '@site/plugins/social-cards';
import {site} from '@site/src/data/site';
import {cardWidth, socialCardSvg, textMargin, textWidth, titleLayout, wrapTitle} from '@site/plugins/social-cards/card';
import {cardFontStack, loadCardFonts, setLine, type CardFonts, type FontWeight} from '@site/plugins/social-cards/typeset';
import {translateNavigation} from '@site/plugins/navigation';
import {navigation} from '@site/src/navigation';
import {graphemes, textLength} from '@site/src/utils/textLength';
import {readCollection, type FileCollectionName} from '@site/plugins/collections/entryFiles';
import {collections} from '@site/src/collections';
import {repoFiles, root} from '@site/tests/shared/files';
import sharp from 'sharp';
import {bibliographyFile} from '@site/plugins/publications/bibliography';
import {socialCardPath, socialCardSize} from '@site/src/utils/socialCard';
const bengali = (file: string) => JSON.parse(readFileSync(path.join(root, 'i18n/bn', file), 'utf8')) as Record<string, {message: string}>;

describe('graphemes and wrapTitle', () => {
  it('split a Bengali word into what a reader counts as characters, and join back to it', () => {
    const word = 'বঙ্গোপসাগর';
    expect(graphemes(word)).toHaveLength(6);
    expect(graphemes(word).join('')).toBe(word);
    expect(textLength(word)).toBe(graphemes(word).length);
  });

  it('wraps Bengali by user-perceived characters, not by UTF-16 code units', () => {
    // 10 characters as a reader counts them, 17 code units.
    const firstLine = 'বঙ্গোপসাগর সমুদ্র';
    expect(firstLine.length).toBeGreaterThan(10);
    expect(wrapTitle(`${firstLine} গবেষণাগার`, textLength, 10, 4)).toEqual([firstLine, 'গবেষণাগার']);
  });

  it('breaks a word too long for a line between characters, never inside a conjunct or before a vowel sign', () => {
    const lines = wrapTitle('বঙ্গোপসাগর', textLength, 4, 4);
    expect(lines.join('')).toBe('বঙ্গোপসাগর');
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) {
      expect(textLength(line)).toBeLessThanOrEqual(4);
      // A line never starts with a combining mark (vowel sign, hasanta) or a joiner.
      expect(line).not.toMatch(/^[\p{M}\u200c\u200d]/u);
    }
  });

  it('ends the last line kept with an ellipsis that still fits', () => {
    const lines = wrapTitle('one two three four five six', textLength, 9, 3);
    expect(lines).toEqual(['one two', 'three', 'four…']);
    expect(lines.every((line) => textLength(line) <= 9)).toBe(true);
  });
});

describe('card text', () => {
  let fonts: CardFonts;
  beforeAll(async () => {
    fonts = await loadCardFonts();
  });

  it('shapes Bengali in the Bengali font (a conjunct is one glyph, a pre-base vowel sign before its consonant), Latin in the Latin one', () => {
    const bengaliFace = cardFontStack.length - 1;
    const conjunct = setLine(fonts, 'ক্ষ', {size: 66, weight: 'bold'});
    expect(conjunct.missing).toEqual([]);
    expect(conjunct.glyphs).toHaveLength(1);
    expect(conjunct.glyphs[0]).toMatchObject({face: bengaliFace});
    expect(conjunct.glyphs[0]?.glyph).not.toBe(0);

    const ka = setLine(fonts, 'ক', {size: 66, weight: 'bold'}).glyphs[0]?.glyph;
    const ke = setLine(fonts, 'কে', {size: 66, weight: 'bold'}).glyphs;
    expect(ke).toHaveLength(2);
    expect(ke[1]?.glyph).toBe(ka);
    expect(ke[0]?.x).toBeLessThan(ke[1]?.x ?? 0);
    // Latin in DejaVu Sans and Bengali in Noto Sans Bengali on one line.
    const line = setLine(fonts, 'তাপমাত্রা (SST)', {size: 66, weight: 'bold'});
    expect(line.missing).toEqual([]);
    expect(new Set(line.glyphs.map((glyph) => glyph.face))).toEqual(new Set([0, 1]));
  });
});

/** Pixels of a rendered card at least as light as the title's white, in a box. */
function lightPixels(pixels: Uint8Array, box: {left: number; top: number; right: number; bottom: number}): number {
  let count = 0;
  for (let y = box.top; y < box.bottom; y += 1) {
    for (let x = box.left; x < box.right; x += 1) {
      const i = (y * cardWidth + x) * 4;
      if ((pixels[i] ?? 0) > 200 && (pixels[i + 1] ?? 0) > 200 && (pixels[i + 2] ?? 0) > 200) count += 1;
    }
  }
  return count;
}

/** The title's band of the card (between the section label and the laboratory's name). */
const titleBand = {left: 0, top: 130, right: cardWidth, bottom: 440};

describe('rendered cards', () => {
  it('draws a Bengali title with the Bengali font: the picture differs from one without it, and no character is left as a box', async () => {
    const card = {title: 'সোয়াচ অব নো গ্রাউন্ড', siteName: 'বিওআরএল'};
    const withBengali = socialCardSvg(card, await loadCardFonts());
    const latinOnly = socialCardSvg(card, await loadCardFonts(cardFontStack.slice(0, 1)));
    expect(withBengali.missing).toEqual([]);
    expect(latinOnly.missing.length).toBeGreaterThan(0);

    const drawn = await renderCard(withBengali.svg).ensureAlpha().raw().toBuffer();
    const boxes = await renderCard(latinOnly.svg).ensureAlpha().raw().toBuffer();
    expect(lightPixels(drawn, titleBand)).toBeGreaterThan(5000);
    let differing = 0;
    for (let i = 0; i < drawn.length; i += 4) if (drawn[i] !== boxes[i]) differing += 1;
    expect(differing).toBeGreaterThan(5000);
  });
});

describe('section label and laboratory name in the locale built', () => {
  const translatedTree = translateNavigation(navigation, bengali('borl-navigation/navigation.json'));

  it('labels a page with its navigation group or top-bar link, and names the laboratory, as the locale built does', () => {
    const groupLabel = bengali('borl-navigation/navigation.json')['navigation.bob']?.message;
    expect(groupLabel).toBeTruthy();
    expect(cardSection(translatedTree, path.join('know-bay-of-bengal', 'explore-bob-facts', 'swatch-of-no-ground.html'))).toBe(groupLabel);
    expect(cardSection(translatedTree, path.join('news', '1.html'))).toBe(bengali('borl-navigation/navigation.json')['navigation.top.news']?.message);
    expect(cardSection(navigation, path.join('news', '1.html'))).toBe('NEWS');
    expect(cardSection(navigation, 'news.html')).toBeUndefined();
    expect(cardSection(navigation, path.join('unknown', 'page.html'))).toBeUndefined();
    expect(localSiteName(root, 'en', 'en')).toBe(site.name);
    expect(localSiteName(root, 'bn', 'en')).toBe(bengali('borl-collections/site.json')['site.name']?.message);
    expect(localSiteName(root, 'bn', 'en')).not.toBe(site.name);
  });
});

/** The titles of every doc and post (both languages), of the Bengali collection texts, and of every publication. */
function contentTitles(): string[] {
  const titles: string[] = [];
  for (const file of [...['docs', 'blog', 'i18n/bn'].flatMap((folder) => repoFiles(folder, /\.mdx?$/)), ...repoFiles('content', /\.bn\.md$/)]) {
    const frontMatter = /^---\n([\s\S]*?)\n---/.exec(readFileSync(path.join(root, file), 'utf8'))?.[1] ?? '';
    const title = /^title:\s*(.+)$/m
      .exec(frontMatter)?.[1]
      ?.trim()
      .replace(/^(['"])(.*)\1$/, '$2');
    if (title) titles.push(title);
  }
  for (const file of repoFiles('i18n/bn/borl-collections', /\.json$/)) {
    titles.push(
      ...Object.entries(bengali(path.relative('i18n/bn', file)))
        .filter(([key]) => /\.(title|name)$/.test(key))
        .map(([, {message}]) => message),
    );
  }
  const bibliography = readFileSync(path.join(root, bibliographyFile), 'utf8');
  for (const match of bibliography.matchAll(/^\s*title\s*=\s*\{(.+)\},?\s*$/gm)) titles.push((match[1] ?? '').replace(/\\[a-zA-Z]+\s*/g, '').replace(/[{}]/g, ''));
  return titles;
}

describe('the longest titles of the site', () => {
  const titles = contentTitles();
  const isBengali = (title: string) => /[\u0980-\u09FF]/u.test(title);
  const longest = (list: string[]) => [...list].sort((a, b) => textLength(b) - textLength(a)).slice(0, 4);
  const english = longest(titles.filter((title) => !isBengali(title)));
  const bengaliTitles = longest(titles.filter(isBengali));

  it.each([...english, ...bengaliTitles])('wrap %j into lines that each fit the card, as set in its fonts', async (title) => {
    const fonts = await loadCardFonts();
    const {style, lines} = titleLayout(title, fonts);
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) {
      const set = setLine(fonts, line, style);
      expect(set.missing).toEqual([]);
      expect(Math.max(set.advance, set.inkRight)).toBeLessThanOrEqual(textWidth);
    }
    // Nothing is lost but what an ellipsis stands for.
    const shown = lines.join(' ');
    if (shown.endsWith('…')) {
      expect(title.replace(/\s+/g, ' ').startsWith(shown.slice(0, -1).trimEnd())).toBe(true);
    } else {
      expect(lines.join('').replace(/\s+/g, '')).toBe(title.replace(/\s+/g, ''));
    }
  });

  it('are found, and a title too long for the card is cut with an ellipsis, every line still inside the margin', async () => {
    expect([english.length, bengaliTitles.length]).toEqual([4, 4]);
    expect(textLength(english[0] ?? '')).toBeGreaterThan(60);
    expect(textLength(bengaliTitles[0] ?? '')).toBeGreaterThan(40);
    const fonts = await loadCardFonts();
    const title = `${english[0]} ${bengaliTitles[0]} ${english[1]} ${bengaliTitles[1]}`;
    const {style, lines} = titleLayout(title, fonts);
    expect(lines.at(-1)).toMatch(/…$/);
    for (const line of lines) {
      const set = setLine(fonts, line, style);
      expect(Math.max(set.advance, set.inkRight)).toBeLessThanOrEqual(textWidth);
    }
    const pixels = await renderCard(socialCardSvg({title, siteName: site.name}, fonts).svg)
      .ensureAlpha()
      .raw()
      .toBuffer();
    expect(lightPixels(pixels, titleBand)).toBeGreaterThan(5000);
    expect(lightPixels(pixels, {...titleBand, left: cardWidth - textMargin + 1})).toBe(0);
  });
});

/** Every string under a `label`, `title` or `footerTitle` key of a navigation tree: the cards' section labels and the pages' names. */
function navigationLabels(tree: unknown): string[] {
  if (Array.isArray(tree)) return tree.flatMap(navigationLabels);
  if (tree === null || typeof tree !== 'object') return [];
  return Object.entries(tree).flatMap(([key, value]) => (typeof value === 'string' ? (['label', 'title', 'footerTitle'].includes(key) ? [value] : []) : navigationLabels(value)));
}

/** The English titles and names of the collections' entries and of the laboratory. */
function englishCollectionTitles(): string[] {
  const names = (Object.keys(collections) as FileCollectionName[]).filter((name) => 'entryFiles' in collections[name]);
  const entries = names.flatMap((name) => readCollection(name) as {title?: string; name?: string}[]);
  return [site.name, site.shortName, ...entries.flatMap((entry) => [entry.title ?? entry.name ?? []].flat())];
}

/** What a card could not draw of `text` in `weight`: characters no font has, and a note when a missing-glyph box was drawn. */
function undrawable(fonts: CardFonts, text: string, weight: FontWeight): string[] {
  const line = setLine(fonts, text, {size: 66, weight});
  return [...line.missing, ...(line.glyphs.some((glyph) => glyph.glyph === 0) ? ['a missing-glyph box'] : [])];
}

/** Each text with what a card could not draw of it, in either weight; empty when every character is drawn. */
function undrawableTexts(fonts: CardFonts, texts: readonly string[]): string[] {
  return [...new Set(texts)].flatMap((text) => {
    const problems = [...new Set((['bold', 'normal'] as const).flatMap((weight) => undrawable(fonts, text, weight)))];
    return problems.length > 0 ? [`${JSON.stringify(text)}: ${problems.join(' ')}`] : [];
  });
}

describe('every text a card shows is drawn by a font that has its characters', () => {
  const isBengali = (text: string) => /[\u0980-\u09FF]/u.test(text);
  const codeTitles = Object.entries(bengali('code.json'))
    .filter(([key]) => /title$/i.test(key))
    .map(([, {message}]) => message);
  const bengaliSite = bengali('borl-collections/site.json');
  const bengaliTexts = [
    ...contentTitles().filter(isBengali),
    ...codeTitles,
    ...navigationLabels(translateNavigation(navigation, bengali('borl-navigation/navigation.json'))),
    ...['site.name', 'site.shortName'].map((key) => bengaliSite[key]?.message ?? ''),
  ].filter(Boolean);
  const englishTexts = [...contentTitles().filter((title) => !isBengali(title)), ...navigationLabels(navigation), ...englishCollectionTitles(), site.name, site.shortName];

  it.each([
    ['Bengali', bengaliTexts.filter(isBengali)],
    ['English', englishTexts],
  ])('on %s cards (and finds more than 100 texts)', async (_language, texts) => {
    expect(texts.length).toBeGreaterThan(100);
    expect(undrawableTexts(await loadCardFonts(), texts)).toEqual([]);
  });

  it('and names a character when the fonts chosen cannot draw it', async () => {
    const fonts = await loadCardFonts();
    // A Bengali title set with the Latin font alone, an English one with the Bengali font alone,
    // and a character that no font of the stack has.
    expect(undrawableTexts(await loadCardFonts(cardFontStack.slice(0, 1)), ['সোয়াচ অব নো গ্রাউন্ড']).join()).toMatch(/সো/);
    expect(undrawableTexts(await loadCardFonts(cardFontStack.slice(1)), ['Salinity ≈ 14 PSU']).join()).toMatch(/≈/);
    expect(undrawableTexts(fonts, ['বঙ্গোপসাগর 海'])).toEqual(['"বঙ্গোপসাগর 海": 海 a missing-glyph box']);
  });
});

describe('where a card is', () => {
  it('is the same for a page named by its route and by its HTML file', () => {
    for (const [route, file] of [
      ['', 'index.html'],
      ['news', 'news.html'],
      ['who-we-are/about-borl/history', 'who-we-are/about-borl/history.html'],
      ['404.html', '404.html'],
    ]) {
      expect(socialCardPath(route!)).toBe(socialCardPath(file!));
    }
    expect(socialCardPath('')).toBe('img/social/index.png');
    expect(socialCardPath('who-we-are/about-borl/history')).toBe('img/social/who-we-are/about-borl/history.png');
  });
});

describe('the plugin after a build', () => {
  it('draws a card for every page where the page names it, and changes no page; none for a page that asks not to be indexed (the web editor)', async () => {
    const outDir = mkdtempSync(path.join(tmpdir(), 'cards-'));
    mkdirSync(path.join(outDir, 'admin'));
    writeFileSync(path.join(outDir, 'index.html'), '<html><head><title>Home | BORL</title></head><body></body></html>');
    writeFileSync(path.join(outDir, 'admin/index.html'), '<html><head><meta name="robots" content="noindex"><title>Editor</title></head><body></body></html>');
    const context = {siteDir: root, i18n: {currentLocale: 'en', defaultLocale: 'en'}} as unknown as LoadContext;
    await (socialCardsPlugin(context) as Plugin & {postBuild: (props: object) => Promise<void>}).postBuild({
      outDir,
      siteConfig: {url: 'https://borl.ac.bd', baseUrl: '/', title: site.name},
      plugins: [],
    });
    expect(readFileSync(path.join(outDir, 'index.html'), 'utf8')).toBe('<html><head><title>Home | BORL</title></head><body></body></html>');
    const card = readFileSync(path.join(outDir, socialCardPath('')));
    expect(await sharp(card).metadata()).toMatchObject({format: 'png', width: socialCardSize.width, height: socialCardSize.height});
    expect(existsSync(path.join(outDir, 'img/social/admin'))).toBe(false);
  }, 30_000);
});
