/** The Bengali edition in a browser: the language menu, English headlines marked, the Bengali search. The rest: `scripts/check-build.ts`. */
import path from 'node:path';
import type {Page} from '@playwright/test';
import {test, expect, visit, at} from './fixtures';
import {pagePath} from '../../src/navigation';
import {detailPath, listPath} from '../../src/collections';
import {pressTitleLang} from '../../src/data/press';
import {pressItems} from '../shared/collections';

const factPath = pagePath('swatch-of-no-ground');

test.describe('the Bengali edition', () => {
  test("marks press headlines with their outlet's language, and the language menu returns to the same English page", async ({page}) => {
    const [newest] = pressItems;
    for (const address of ['/bn/', `/bn${listPath('press')}`, `/bn${detailPath('press', newest!.id)}`]) {
      await visit(page, address);
      const headline = page.getByText(newest!.title, {exact: true}).first();
      await expect(headline, address).toBeVisible();
      expect(await headline.evaluate((element) => element.closest('[lang]')?.getAttribute('lang')), address).toBe(pressTitleLang(newest!));
    }

    await visit(page, `/bn${factPath}`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'bn-BD');
    await expect(page.getByRole('heading', {level: 1})).toHaveText('সোয়াচ অব নো গ্রাউন্ড');
    await page.getByRole('navigation').first().getByRole('button', {name: 'বাংলা'}).click();
    await page.getByRole('link', {name: 'English'}).click();
    await expect(page).toHaveURL(at(factPath));
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-GB');
  });

  /** The addresses the Bengali results page lists for `query`, best first. */
  async function bengaliResults(page: Page, query: string): Promise<string[]> {
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
    const problems: string[] = [];
    for (const [query, id] of firstFound) {
      const first = (await bengaliResults(page, query))[0];
      if (first !== at(`/bn${pagePath(id)}`)) problems.push(`${query}: first result ${first}, not ${id}`);
    }
    expect(problems).toEqual([]);
  });
});
