/**
 * The Bengali edition (`/bn/…`) in a browser: the language menu that keeps the page, Bengali
 * years, names and addresses, English headlines marked as such, and the Bengali search index.
 * Bengali text, digits, titles, alternates and feeds of every page are checked in Node
 * (`scripts/check-build.ts`).
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {test, expect, visit, at} from './fixtures';
import {buildYear} from '../../plugins/calendar/globalData';
import {pagePath} from '../../src/navigation';
import {detailPath} from '../../src/collections';
import {site} from '../../src/data/site';
import {localeDigits} from '../../src/utils/formatNumber';
import {listPath} from '../../src/collections';
import {pressItems, pressTitleLang} from '../../src/data/press';

const factPath = pagePath('swatch-of-no-ground');

test.describe('the Bengali edition', () => {
  test('the featured articles\' sidebar heads each year in Bengali digits', async ({page}) => {
    await visit(page, `/bn${listPath('featuredArticles')}/1`);
    const years = await page.getByRole('complementary').getByRole('group').getByRole('heading', {level: 3}).allTextContents();
    expect(years.length).toBeGreaterThan(0);
    expect(years.every((year) => /^[০-৯]{4}$/u.test(year))).toBe(true);
  });

  test('a Bengali page is in Bengali, names its alternates, and the language menu returns to the same English page', async ({page}) => {
    await visit(page, `/bn${factPath}`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'bn-BD');
    await expect(page.getByRole('heading', {level: 1})).toHaveText('সোয়াচ অব নো গ্রাউন্ড');
    await page.getByRole('navigation').first().getByRole('button', {name: 'বাংলা'}).click();
    await page.getByRole('link', {name: 'English'}).click();
    await expect(page).toHaveURL(at(factPath));
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-GB');
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
    test.setTimeout(120_000);
    const bay = await bengaliResults(page, 'বঙ্গোপসাগর');
    expect(bay.filter((href) => !href.startsWith(at('/bn/')))).toEqual([]);
    expect(bay.filter((href) => href.startsWith(at(`/bn${path.posix.dirname(factPath)}/`))).length).toBeGreaterThan(3);
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
      expect([query, (await bengaliResults(page, query))[0]]).toEqual([query, at(`/bn${pagePath(id)}`)]);
    }
  });
});
