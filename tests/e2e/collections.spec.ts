/** Collection lists and entries: Read More and Back, alumni photos, leaders' profiles, loose and unknown ids. Cruises: `cruises.spec.ts`. */
import type {Page} from '@playwright/test';
import {test, expect, visit, at} from './fixtures';
import {personGroups, groupPeople} from '../../src/data/people';
import {alumni, leaders as leaderFiles, people, programs} from '../shared/collections';
import {resolveLeaders} from '../../src/data/leadership';
import {site} from '../../src/data/site';
import {detailPath, listPath} from '../../src/collections';
const peopleByGroup = groupPeople(people);

const main = (page: Page) => page.locator('main').last();
const readMore = /^Read More/;

test.describe('lists', () => {
  test('Our People lists everyone by group with Read More and Back; Leadership links each profile in a new tab', async ({page}) => {
    await visit(page, listPath('people'));
    await expect(main(page).getByRole('region').getByRole('heading', {level: 2})).toHaveText(peopleByGroup.map(({group}) => personGroups[group].label));
    for (const {group, people: members} of peopleByGroup) {
      const section = page.getByRole('region', {name: personGroups[group].label});
      await expect(section.getByRole('article').getByRole('heading', {level: 3})).toHaveText(members.map((person) => person.name));
      await expect(section.getByRole('link', {name: readMore})).toHaveCount(members.length);
    }
    const person = people[0]!;
    const first = page.getByRole('article').filter({hasText: person.name});
    await expect(first.getByRole('img', {name: `Portrait of ${person.name}`})).toBeVisible();
    await expect(first.getByText(/…$/)).toBeVisible();
    await first.getByRole('link', {name: readMore}).click();
    await expect(page).toHaveURL(at(detailPath('people', person.id)));
    await expect(page.getByRole('heading', {level: 1, name: person.name})).toBeVisible();
    await main(page).getByRole('link', {name: 'Back to Our People'}).click();
    await expect(page).toHaveURL(at(listPath('people')));
    await expect(page.getByRole('heading', {level: 1, name: 'Our People'})).toBeVisible();

    await visit(page, '/who-we-are/about-borl/leadership');
    const leaders = resolveLeaders(leaderFiles, people);
    await expect(main(page).getByRole('heading', {level: 2})).toHaveText(leaders.map((leader) => leader.name));
    for (const leader of leaders) {
      await expect(main(page).getByText(leader.role, {exact: true})).toBeVisible();
      const link = main(page)
        .getByRole('link', {name: new RegExp(`^Read More\\W+${leader.name}`)})
        .first();
      const got = [await link.getAttribute('href'), await link.getAttribute('target'), await link.getAttribute('rel')];
      expect(got, leader.name).toEqual([leader.profileUrl, '_blank', 'noopener noreferrer']);
    }
  });

  test.describe('Lab Alumni', () => {
    test.use({allowedStatuses: [404]});

    test('an alumnus without a photo, or whose photo fails to load, shows the 300x300 placeholder', async ({page}) => {
      const withoutPhoto = alumni.find((alumnus) => !alumnus.img);
      const withPhoto = alumni.find((alumnus) => alumnus.img);
      if (!withoutPhoto || !withPhoto?.img) throw new Error('the data must keep one alumnus without a photo and one with');
      await page.route(`**${at(withPhoto.img)}`, (route) => route.fulfill({status: 404, body: ''}));
      for (const [path, alumnus] of [
        [listPath('alumni'), withoutPhoto],
        [detailPath('alumni', withoutPhoto.id), withoutPhoto],
        [detailPath('alumni', withPhoto.id), withPhoto],
      ] as const) {
        await visit(page, path);
        const image = main(page).getByRole('img', {name: `No photo of ${alumnus.name}`});
        await image.scrollIntoViewIfNeeded();
        await expect(image, path).toHaveAttribute('src', at('/img/alumni/placeholder.svg'));
        await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth), path).toBe(300);
        await expect(image, path).toHaveAttribute('width', '300');
        await expect(image, path).toHaveAttribute('height', '300');
      }
    });
  });
});

test.describe('entry ids', () => {
  // Cruise Planning's map loads tiles.
  test.use({allowedStatuses: [404], localServices: true});

  const views = [
    ['people', 'Person not found', 'Back to All People'],
    ['alumni', 'Person not found', 'Back to All People'],
    ['programs', 'Program not found', 'Back to All Programs'],
    ['researchAreas', 'Research area not found', 'Back to All Research Areas'],
    ['undergraduate', 'Category not found', 'Back to Undergraduate'],
    ['graduate', 'Category not found', 'Back to Graduate'],
    ['cruises', 'Cruise not found', 'Back to Cruise Planning'],
    ['datasets', 'Data set not found', 'Back to Data and Repositories'],
  ].map(([name, message, back]) => ({list: listPath(name as Parameters<typeof listPath>[0]), message: message!, back: back!}));

  test('an id is found as written in the address; an unknown one answers 404 or, after a client-side change, says what was not found', async ({page}) => {
    for (const [path, name] of [
      [`${listPath('people')}/${people[0]!.id}`, people[0]!.name],
      [`${listPath('alumni')}/${alumni[0]!.id}`, alumni[0]!.name],
      [`${listPath('programs')}/${programs[0]!.id}`, programs[0]!.title],
    ]) {
      await visit(page, path!);
      await expect(page.getByRole('heading', {level: 1}), path).toHaveText(name!);
    }

    for (const view of views) {
      const response = await page.goto(at(`${view.list}/999`));
      expect(response?.status(), view.list).toBe(404);
      await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
      await expect(page.getByRole('heading', {level: 1}), view.list).toHaveText(view.message);
      await expect(page, view.list).toHaveTitle(`${view.message} | ${site.name}`);
      await expect(page.getByRole('link', {name: view.back}), view.list).toHaveAttribute('href', at(view.list));
    }

    // On a list page, a client-side change of address to an unknown id.
    for (const view of [views[0]!, views[6]!]) {
      await visit(page, view.list);
      await page.evaluate(
        (path) => {
          window.history.pushState({}, '', path);
          window.dispatchEvent(new PopStateEvent('popstate', {state: {}}));
        },
        at(`${view.list}/999`),
      );
      await expect(page.getByRole('heading', {level: 1}), view.list).toHaveText(view.message);
      const back = page.getByRole('link', {name: view.back});
      await expect(back).toHaveAttribute('href', at(view.list));
      await back.click();
      await expect(page).toHaveURL(at(view.list));
    }
  });
});
