import type {Page} from '@playwright/test';
import {test, expect, visit, at} from './fixtures';
import {people, peopleByGroup, personGroups} from '../../src/data/people';
import {alumni} from '../../src/data/alumni';
import {resolveLeaders} from '../../src/data/leadership';
import {programs} from '../../src/data/research';
import {cruiseMonths, cruisesByDate} from '../../src/data/cruises';
import {site} from '../../src/data/site';
import {detailPath, listPath} from '../../src/collections';

const main = (page: Page) => page.locator('main').last();
const readMore = /^Read More/;

/** Checks that a link opens in a new tab without giving the new page access to this one. */
async function expectNewTab(page: Page, name: string | RegExp, href: string): Promise<void> {
  const link = main(page).getByRole('link', {name}).first();
  await expect(link).toHaveAttribute('href', href);
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', /noopener/);
  await expect(link).toHaveAttribute('rel', /noreferrer/);
}

test.describe('Our People', () => {
  test('lists every person of the data in their group, with photo, name, excerpt and Read More', async ({page}) => {
    await visit(page, listPath('people'));
    await expect(page.getByRole('heading', {level: 1, name: 'Our People'})).toBeVisible();
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
  });

  test('Back returns to the list', async ({page}) => {
    const person = people[people.length - 1]!;
    await visit(page, detailPath('people', person.id));
    await expect(page.getByRole('heading', {level: 1})).toHaveText(person.name);
    await main(page).getByRole('link', {name: 'Back to Our People'}).click();
    await expect(page).toHaveURL(at(listPath('people')));
  });
});

test.describe('Lab Alumni', () => {
  test('the photo takes a quarter of the width on large screens', async ({page}) => {
    await visit(page, listPath('alumni'));
    const card = main(page).getByRole('listitem').first();
    const cardBox = await card.boundingBox();
    const photoBox = await card.getByRole('img').boundingBox();
    const headingBox = await card.getByRole('heading').boundingBox();
    if (!cardBox || !photoBox || !headingBox) throw new Error('alumnus card not laid out');
    expect(photoBox.width / cardBox.width).toBeCloseTo(0.25, 1);
    expect(headingBox.x).toBeGreaterThan(photoBox.x + photoBox.width);
  });

  test('an alumnus without a photo shows the 300x300 placeholder', async ({page}) => {
    const withoutPhoto = alumni.find((alumnus) => !alumnus.img);
    if (!withoutPhoto) throw new Error('the data must keep one alumnus without a photo');
    for (const path of [listPath('alumni'), detailPath('alumni', withoutPhoto.id)]) {
      await visit(page, path);
      const image = main(page).getByRole('img', {name: `No photo of ${withoutPhoto.name}`});
      await image.scrollIntoViewIfNeeded();
      await expect(image).toHaveAttribute('src', at('/img/alumni/placeholder.svg'));
      await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBe(300);
      await expect(image).toHaveAttribute('width', '300');
      await expect(image).toHaveAttribute('height', '300');
    }
  });

  test.describe('a photo that fails to load', () => {
    test.use({allowedStatuses: [404]});

    test('falls back to the placeholder', async ({page}) => {
      const withPhoto = alumni.find((alumnus) => alumnus.img);
      if (!withPhoto?.img) throw new Error('the data must keep one alumnus with a photo');
      await page.route(`**${at(withPhoto.img)}`, (route) => route.fulfill({status: 404, body: ''}));
      await visit(page, detailPath('alumni', withPhoto.id));
      const image = main(page).getByRole('img', {name: `No photo of ${withPhoto.name}`});
      await expect(image).toHaveAttribute('src', at('/img/alumni/placeholder.svg'));
      await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBe(300);
    });
  });
});

test.describe('Leadership', () => {
  test('shows every leader with bio and Read More to the external profile in a new tab', async ({page}) => {
    await visit(page, '/who-we-are/about-borl/leadership');
    const leaders = resolveLeaders();
    await expect(main(page).getByRole('heading', {level: 2})).toHaveText(leaders.map((leader) => leader.name));
    for (const leader of leaders) {
      await expect(main(page).getByText(leader.role, {exact: true})).toBeVisible();
      await expectNewTab(page, new RegExp(`^Read More\\W+${leader.name}`), leader.profileUrl);
    }
  });
});

test.describe('Cruise Planning', () => {
  test('Cruise Planning lists every cruise from the oldest, in a table on wide screens and as cards on small ones', async ({page}) => {
    await visit(page, '/what-we-do/explore/cruise-planning');
    const table = main(page).getByRole('table');
    const cards = main(page).getByRole('list').filter({has: page.getByRole('heading', {level: 3})});
    {
      await expect(table).toBeVisible();
      await expect(cards).toBeHidden();
      await expect(table.getByRole('columnheader')).toHaveText(['Cruise Date', 'Cruise/Expedition Name', 'Description']);
      const rows = table.locator('tbody tr');
      await expect(rows).toHaveCount(cruisesByDate.length);
      for (const [index, cruise] of cruisesByDate.entries()) {
        await expect(rows.nth(index)).toContainText(cruiseMonths(cruise, 'en-GB'));
        await expect(rows.nth(index)).toContainText(cruise.name);
      }
    }
    await page.setViewportSize({width: 390, height: 844});
    await expect(table).toBeHidden();
    await expect(cards.getByRole('heading', {level: 3})).toHaveText(cruisesByDate.map((cruise) => cruise.name));
    await page.setViewportSize({width: 1280, height: 900});
    // Each cruise's name leads to its page.
    const first = cruisesByDate[0]!;
    await main(page).getByRole('link', {name: first.name}).filter({visible: true}).click();
    await expect(page).toHaveURL(new RegExp(`/what-we-do/explore/cruise-planning/${first.id}$`));
    await expect(page.getByRole('heading', {level: 1, name: first.name})).toBeVisible();
  });
});

test.describe('loose ids', () => {
  test('a person, an alumnus and a programme are found by the id as written in the URL', async ({page}) => {
    const person = people[0]!;
    await visit(page, `${listPath('people')}/${person.id}`);
    await expect(page.getByRole('heading', {level: 1})).toHaveText(person.name);
    const alumnus = alumni[0]!;
    await visit(page, `${listPath('alumni')}/${alumnus.id}`);
    await expect(page.getByRole('heading', {level: 1})).toHaveText(alumnus.name);
    const program = programs[0]!;
    await visit(page, `${listPath('programs')}/${program.id}`);
    await expect(page.getByRole('heading', {level: 1})).toHaveText(program.title);
  });
});

test.describe('unknown ids', () => {
  test.use({allowedStatuses: [404]});

  const views = [
    {list: listPath('people'), message: 'Person not found', back: 'Back to All People'},
    {list: listPath('alumni'), message: 'Person not found', back: 'Back to All People'},
    {list: listPath('programs'), message: 'Program not found', back: 'Back to All Programs'},
    {list: listPath('researchAreas'), message: 'Research area not found', back: 'Back to All Research Areas'},
    {list: listPath('undergraduate'), message: 'Category not found', back: 'Back to Undergraduate'},
    {list: listPath('graduate'), message: 'Category not found', back: 'Back to Graduate'},
    {list: listPath('cruises'), message: 'Cruise not found', back: 'Back to Cruise Planning'},
    {list: listPath('datasets'), message: 'Data set not found', back: 'Back to Data and Repositories'},
  ];

  test('an unknown id answers 404 naming what was not found, with a way back to the list', async ({page}) => {
    for (const view of views) {
      const response = await page.goto(at(`${view.list}/999`));
      expect(response?.status()).toBe(404);
      await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
      await expect(page.getByRole('heading', {level: 1})).toHaveText(view.message);
      await expect(page).toHaveTitle(`${view.message} | ${site.name}`);
      await expect(page.getByRole('link', {name: view.back})).toHaveAttribute('href', at(view.list));
    }
  });

  for (const view of [views[0]!, views[6]!]) {
    test(`${view.list}/999 shows '${view.message}' on client-side navigation`, async ({page}) => {
      await visit(page, view.list);
      await page.evaluate((path) => {
        window.history.pushState({}, '', path);
        window.dispatchEvent(new PopStateEvent('popstate', {state: {}}));
      }, at(`${view.list}/999`));
      await expect(page.getByRole('heading', {level: 1})).toHaveText(view.message);
      const back = page.getByRole('link', {name: view.back});
      await expect(back).toHaveAttribute('href', at(view.list));
      await back.click();
      await expect(page).toHaveURL(at(view.list));
    });
  }
});
