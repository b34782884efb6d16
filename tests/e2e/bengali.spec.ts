/**
 * The Bengali edition (`/bn/…`): the page's language and its alternates, the language menu
 * that keeps the page, Bengali text and Bengali digits on every Bengali page of the sitemap,
 * the blogs' Bengali feeds, accessibility of typical Bengali pages, and the Bengali search index.
 */
import {readFileSync, existsSync} from 'node:fs';
import path from 'node:path';
import {buildYear} from '../../plugins/calendar/globalData';
import {test, expect, visit, isMobile, axeViolations, sitemapPages} from './fixtures';
import {pagePath} from '../../src/navigation';
import {detailPath} from '../../src/collections';
import {untranslatedNoticeClass} from '../../src/components/UntranslatedNotice/marker';
import {site} from '../../src/data/site';
import {localeDigits} from '../../src/utils/formatNumber';
import {listPath} from '../../src/collections';
import {localeConfigs} from '../../src/config/locales';
import {pressItems, pressTitleLang} from '../../src/data/press';

const factPath = pagePath('swatch-of-no-ground');

/** Paths of the Bengali sitemap, with the built HTML file of each. */
const bengaliPages = sitemapPages('build/bn/sitemap.xml');

/**
 * Bengali pages whose main text may hold less than 85 % Bengali letters, and why. Each is a
 * known gap of the Bengali edition, not a design: the list should only shrink.
 */
const notYetBengali: Record<string, string> = {
  '/bn/know-bay-of-bengal/dive-into-our-research/publications': 'citations name English-language works and journals',
  '/bn/know-bay-of-bengal/dive-into-our-research/borl-in-the-news': 'headlines of English-language newspapers',
  '/bn/news': 'headlines of English-language newspapers in the press list',
};
const pressDetail = /^\/bn\/know-bay-of-bengal\/dive-into-our-research\/borl-in-the-news\/\d+$/;
/** A publication's page: its title, reference, abstract and BibTeX are the English paper's (marked `lang="en"`). */
const publicationDetail = /^\/bn\/know-bay-of-bengal\/dive-into-our-research\/publications\/[a-z0-9]+$/;

/**
 * The numbers in Latin digits a Bengali page shows, in its text and in the labels a screen reader
 * or a pointer reveals (`aria-label`, `alt`, `title`, `placeholder`). Latin digits may stand only
 * in a stretch of Latin-script text: an English headline or citation, a DOI or URL, a code such
 * as a station's `S01`, a standard's name such as `ISO 8601` or `CC BY 4.0`. So the text is cut at
 * every Bengali letter and a piece with a Latin digit but no Latin letter is a stray number
 * (`নির্বাচিত নিবন্ধ 2024`). Code (`code`, `pre`), scripts, styles and drawings are left out.
 */
function strayLatinNumbers(html: string): string[] {
  const body = (/<body[\s\S]*<\/body>/.exec(html)?.[0] ?? '').replace(/<(script|style|code|pre|svg|template)\b[\s\S]*?<\/\1>/g, ' ');
  const labels = [...body.matchAll(/\s(?:aria-label|alt|title|placeholder)=("[^"]*"|'[^']*'|[^\s>]+)/g)].map((match) => (match[1] ?? '').replace(/^["']|["']$/g, ''));
  const texts = [body.replace(/<[^>]*>/g, ' '), ...labels].map((text) => text.replace(/&[#a-z0-9]+;/gi, ' '));
  const pieces = texts.flatMap((text) => text.split(/[\u0980-\u09FF]+/u)).filter((piece) => /[0-9]/.test(piece) && !/[A-Za-z]/.test(piece));
  return [...new Set(pieces.map((piece) => piece.trim()))];
}

test.describe('the Bengali edition', () => {
  test('every English page has its Bengali counterpart, and most Bengali pages are in Bengali', async () => {
    test.skip(test.info().project.name === 'mobile', 'reads the built files; the same for every screen');
    const english = sitemapPages('build/sitemap.xml').map((page) => page.pathname);
    const bengali = new Set(bengaliPages.map((page) => page.pathname));
    expect(english.filter((pathname) => !bengali.has(pathname === '/' ? '/bn/' : `/bn${pathname}`))).toEqual([]);
    const problems: string[] = [];
    for (const {pathname, file} of bengaliPages) {
      if (!existsSync(file)) {
        problems.push(`${pathname}: no file ${file}`);
        continue;
      }
      const html = readFileSync(file, 'utf8');
      if (html.includes(untranslatedNoticeClass)) {
        // The page says it shows its English text until it is translated.
        continue;
      }
      const main = /<main[\s\S]*<\/main>/.exec(html)?.[0] ?? '';
      // Text marked as English (a paper's title, `lang="en"`) is English by design, not a gap.
      const text = main
        .replace(/<(a|span|cite|em)\b[^>]*\blang=["']?en(-[A-Za-z]+)?["'\s>][\s\S]*?<\/\1>/g, ' ')
        .replace(/<(script|style|code|pre)[\s\S]*?<\/\1>/g, ' ').replace(/<[^>]+>/g, ' ').replace(/&[a-z#0-9]+;/g, ' ');
      const bn = (text.match(/[\u0980-\u09FF]/g) ?? []).length;
      const latin = (text.match(/[A-Za-z]/g) ?? []).length;
      const share = bn / Math.max(1, bn + latin);
      const exempt = pathname in notYetBengali || pressDetail.test(pathname) || publicationDetail.test(pathname);
      if (bn === 0 || (share < 0.85 && !exempt)) {
        problems.push(`${pathname}: ${Math.round(share * 100)} % Bengali letters`);
      }
    }
    expect(problems).toEqual([]);
  });

  test('every Bengali page writes its numbers in Bengali digits, Latin ones only inside Latin-script text', async () => {
    test.skip(test.info().project.name === 'mobile', 'reads the built files; the same for every screen');
    expect(strayLatinNumbers('<body><h3>2024</h3><p>নির্বাচিত নিবন্ধ</p></body>')).toEqual(['2024']);
    expect(strayLatinNumbers('<body><p>স্টেশন S01, ISO 8601, ২০২৪</p><code>x = 1</code></body>')).toEqual([]);
    const problems = [...bengaliPages, {pathname: '/bn/404', file: 'build/bn/404.html'}]
      .filter(({file}) => existsSync(file))
      .flatMap(({pathname, file}) => strayLatinNumbers(readFileSync(file, 'utf8')).map((number) => `${pathname}: ${number}`));
    expect(problems).toEqual([]);
  });

  test('the blogs\' Bengali feeds are marked Bengali, titled in Bengali and carry the Bengali copyright line', async () => {
    test.skip(test.info().project.name === 'mobile', 'reads the built files; the same for every screen');
    const name = (JSON.parse(readFileSync('i18n/bn/borl-collections/site.json', 'utf8')) as Record<string, {message: string}>)['site.name']?.message;
    const copyright = `© ${localeDigits(String(buildYear(Date.now())), 'bn')} ${name}`;
    const language = localeConfigs.bn?.htmlLang;
    for (const blog of [listPath('featuredArticles'), listPath('expeditions')]) {
      const rss = readFileSync(`build/bn${blog}/rss.xml`, 'utf8');
      expect(rss).toContain(`<language>${language}</language>`);
      expect(rss).toContain(`<copyright>${copyright}</copyright>`);
      expect(/<title>([^<]*)<\/title>/.exec(rss)?.[1]).toMatch(/^[\u0980-\u09FF ]+$/u);
      const atom = readFileSync(`build/bn${blog}/atom.xml`, 'utf8');
      expect(atom).toMatch(new RegExp(`<feed [^>]*xml:lang="${language}"`));
      expect(atom).toContain(`<rights>${copyright}</rights>`);
    }
  });

  test('the previous and next links of Bengali docs name the neighbouring docs in Bengali', async () => {
    test.skip(test.info().project.name === 'mobile', 'reads the built files; the same for every screen');
    const labels = bengaliPages
      .filter(({file}) => existsSync(file))
      .flatMap(({pathname, file}) => [...readFileSync(file, 'utf8').matchAll(/class="?pagination-nav__label"?>([^<]*)</g)].map((match) => `${pathname}: ${match[1]}`));
    expect(labels.length).toBeGreaterThan(0);
    expect(labels.filter((label) => /[A-Za-z]/.test(label.replace(/^[^:]*: /, '')))).toEqual([]);
  });

  test('the link beside each heading of a Bengali page is named after the heading, not its id', async () => {
    test.skip(test.info().project.name === 'mobile', 'reads the built files; the same for every screen');
    const text = (html: string) => html.replace(/<[^>]*>/g, '').replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'").replace(/\u200b/g, '').trim();
    const problems = bengaliPages
      .filter(({file}) => existsSync(file))
      .flatMap(({pathname, file}) =>
        [...readFileSync(file, 'utf8').matchAll(/<h([2-6])\b[^>]*>((?:(?!<\/h\1>)[\s\S])*?)<a\b[^>]*\bclass="?hash-link"?[^>]*\baria-label="([^"]*)"/g)]
          .filter((match) => !text(match[3] ?? '').includes(`“${text(match[2] ?? '')}”`))
          .map((match) => `${pathname}: ${text(match[3] ?? '')}`),
      );
    expect(problems).toEqual([]);
  });

  test('the structured data of Bengali pages states Bengali and carries no English of the theme', async () => {
    test.skip(test.info().project.name === 'mobile', 'reads the built files; the same for every screen');
    const language = localeConfigs.bn?.htmlLang;
    // Types that schema.org gives no `inLanguage`; a paper keeps its own language, English.
    const withoutLanguage = new Set(['Person', 'ResearchOrganization', 'JobPosting']);
    const problems: string[] = [];
    let postings = 0;
    for (const {pathname, file} of bengaliPages.filter((page) => existsSync(page.file))) {
      const blocks = [...readFileSync(file, 'utf8').matchAll(/<script[^>]*\btype="?application\/ld\+json"?[^>]*>([\s\S]*?)<\/script>/g)];
      for (const object of blocks.flatMap((block) => [JSON.parse(block[1] ?? '{}') as Record<string, unknown>].flat())) {
        const type = String(object['@type']);
        const expected = type === 'ScholarlyArticle' ? 'en' : withoutLanguage.has(type) ? undefined : language;
        if (object.inLanguage !== expected) {
          problems.push(`${pathname}: ${type} inLanguage ${String(object.inLanguage)}`);
        }
        for (const posting of [object, ...[object.blogPost ?? []].flat()] as Record<string, unknown>[]) {
          if (posting['@type'] !== 'BlogPosting') {
            continue;
          }
          postings += 1;
          const texts = [(posting.image as {caption?: string} | undefined)?.caption, ...[posting.author ?? []].flat().map((author) => (author as {description?: string}).description)];
          problems.push(...texts.filter((value) => value !== undefined && /[A-Za-z]/.test(value)).map((value) => `${pathname}: ${value}`));
        }
      }
    }
    expect(postings).toBeGreaterThan(0);
    expect(problems).toEqual([]);
  });

  test('Bengali pages title the links to the blogs\' feeds in Bengali', async () => {
    test.skip(test.info().project.name === 'mobile', 'reads the built files; the same for every screen');
    const titles = [...readFileSync('build/bn/index.html', 'utf8').matchAll(/<link\b[^>]*\btype="?application\/(?:rss|atom)\+xml"?[^>]*>/g)].map((match) => /\btitle="([^"]*)"/.exec(match[0])?.[1] ?? '');
    expect(titles).toHaveLength(4);
    expect(titles.filter((title) => !/^[\u0980-\u09FF ]+$/u.test(title))).toEqual([]);
  });

  test('the data sets\' tables write units in Bengali', async () => {
    test.skip(test.info().project.name === 'mobile', 'reads the built files; the same for every screen');
    const units = bengaliPages
      .filter(({pathname, file}) => pathname.startsWith(`/bn${listPath('datasets')}/`) && existsSync(file))
      .flatMap(({pathname, file}) => [...readFileSync(file, 'utf8').matchAll(/<td>([^<]*)(?:<\/td>)?<td><code>/g)].map((match) => `${pathname}: ${match[1]}`));
    expect(units.length).toBeGreaterThan(0);
    expect(units.filter((unit) => /[A-Za-z]/.test(unit.replace(/^[^:]*: /, '')))).toEqual([]);
  });

  test('the featured articles\' sidebar heads each year in Bengali digits', async ({page}) => {
    test.skip(isMobile(page), 'the sidebar is in the closed mobile menu; its headings are the same markup');
    await visit(page, `/bn${listPath('featuredArticles')}/1`);
    const years = await page.getByRole('complementary').getByRole('group').getByRole('heading', {level: 3}).allTextContents();
    expect(years.length).toBeGreaterThan(0);
    expect(years.every((year) => /^[০-৯]{4}$/u.test(year))).toBe(true);
  });

  test('a Bengali page is in Bengali, names its alternates, and the language menu returns to the same English page', async ({page}) => {
    await visit(page, `/bn${factPath}`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'bn-BD');
    await expect(page.getByRole('heading', {level: 1})).toHaveText('সোয়াচ অব নো গ্রাউন্ড');
    const alternates = await page.locator('link[rel="alternate"][hreflang]').evaluateAll((links) => links.map((link) => `${link.getAttribute('hreflang')} ${new URL(link.getAttribute('href') ?? '').pathname}`));
    expect(alternates.sort()).toEqual([`bn-BD /bn${factPath}`, `en-GB ${factPath}`, `x-default ${factPath}`]);
    if (isMobile(page)) {
      await page.getByRole('button', {name: /মেনু/}).click();
      await page.locator('.navbar-sidebar').getByRole('button', {name: /ভাষা/}).click();
    } else {
      await page.getByRole('navigation').first().getByRole('button', {name: 'বাংলা'}).click();
    }
    await page.getByRole('link', {name: 'English'}).click();
    await expect(page).toHaveURL(factPath);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-GB');
  });

  for (const pathname of ['/bn/', `/bn${factPath}`, `/bn${detailPath('people', 1)}`, `/bn${pagePath('publications')}`, `/bn${pagePath('our-people')}`]) {
    test(`${pathname} has no WCAG 2.2 A/AA violation`, async ({page}) => {
      await visit(page, pathname);
      await expect(page.locator('html')).toHaveAttribute('lang', 'bn-BD');
      expect(await axeViolations(page)).toEqual([]);
    });
  }

  test('a person\'s page is titled with the Bengali name of the entry', async ({page}) => {
    await visit(page, `/bn${detailPath('people', 1)}`);
    const translation = JSON.parse(readFileSync('i18n/bn/borl-collections/people.json', 'utf8')) as Record<string, {message: string}>;
    await expect(page.getByRole('heading', {level: 1})).toHaveText(translation['1.name']!.message);
  });

  test('press headlines, which stay in their outlet\'s language, are marked with it on Bengali pages', async ({page}) => {
    const [newest] = pressItems;
    for (const address of [`/bn${listPath('press')}`, `/bn${detailPath('press', newest!.id)}`, '/bn/']) {
      await visit(page, address);
      const headline = page.getByText(newest!.title, {exact: true}).first();
      await expect(headline, address).toBeVisible();
      expect(await headline.evaluate((element) => element.closest('[lang]')?.getAttribute('lang')), address).toBe(pressTitleLang(newest!));
    }
  });

  test('the laboratory\'s name and address are Bengali in the footer, on Directions and in the title', async ({page}) => {
    const identity = Object.fromEntries(
      Object.entries(JSON.parse(readFileSync('i18n/bn/borl-collections/site.json', 'utf8')) as Record<string, {message: string}>).map(([key, {message}]) => [key, message]),
    );
    const address = [
      identity['site.name'],
      identity['site.institute.name'],
      identity['site.university.name'],
      identity['site.address.street'],
      `${identity['site.address.city']} ${localeDigits(site.address.postalCode, 'bn')}`,
      identity['site.address.country'],
    ].join('\n');
    await visit(page, `/bn${pagePath('directions')}`);
    const footer = page.getByRole('contentinfo');
    expect(await footer.locator('address').innerText()).toBe(address);
    expect(await page.getByRole('main').locator('address').innerText()).toBe(address);
    await expect(footer).toContainText(`© ${localeDigits(String(buildYear(Date.now())), 'bn')} ${identity['site.name']}`);
    await expect(page).toHaveTitle(new RegExp(`^[^|]+ \\| ${identity['site.name']}$`));
  });

  /** The addresses the Bengali results page lists for `query`, best first. */
  async function bengaliResults(page: import('@playwright/test').Page, query: string): Promise<string[]> {
    await visit(page, `/bn/search?q=${encodeURIComponent(query)}`);
    const links = page.getByRole('main').getByRole('listitem').getByRole('link');
    await expect(links.first()).toBeVisible({timeout: 15_000});
    return links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href') ?? ''));
  }

  test('the Bengali search finds Bengali pages, by base word, inflected form or either kind of digits', async ({page}) => {
    test.skip(test.info().project.name === 'mobile', 'the index and its answers are the same for every screen');
    const bay = await bengaliResults(page, 'বঙ্গোপসাগর');
    expect(bay.filter((href) => !href.startsWith('/bn/'))).toEqual([]);
    expect(bay.filter((href) => href.startsWith(`/bn${path.posix.dirname(factPath)}/`)).length).toBeGreaterThan(3);
    expect(await bengaliResults(page, 'বঙ্গোপসাগরের')).toEqual(bay);

    const firstFound: [query: string, page: string][] = [
      ['ইলিশের', 'migratory-routes-for-tenualosa-ilisha'],
      ['ইলিশ', 'migratory-routes-for-tenualosa-ilisha'],
      ['সুন্দরবনে', 'coastal-sundarban'],
      ['ডলফিনের', 'habitat-for-irrawaddy-dolphin'],
      ['১৬৩৬', 'swatch-of-no-ground'],
      ['1636', 'swatch-of-no-ground'],
    ];
    for (const [query, id] of firstFound) {
      expect([query, (await bengaliResults(page, query))[0]]).toEqual([query, `/bn${pagePath(id)}`]);
    }
  });
});
