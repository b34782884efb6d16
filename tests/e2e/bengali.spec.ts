/**
 * The Bengali edition (`/bn/…`): the page's language and its alternates, the language menu
 * that keeps the page, Bengali text on every Bengali page of the sitemap, accessibility of
 * typical Bengali pages, and the Bengali search index.
 */
import {readFileSync, existsSync} from 'node:fs';
import path from 'node:path';
import {test, expect, visit, isMobile, axeViolations, sitemapPages} from './fixtures';
import {pagePath} from '../../src/navigation';
import {detailPath} from '../../src/collections';
import {untranslatedNoticeClass} from '../../src/components/UntranslatedNotice/marker';
import {site} from '../../src/data/site';
import {localeDigits} from '../../src/utils/formatNumber';

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
    await expect(footer).toContainText(`© ${localeDigits(String(site.copyrightYear), 'bn')} ${identity['site.name']}`);
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
