import type {Page} from '@playwright/test';
import {test, expect, visit, isMobile} from './fixtures';
import {people, peopleByGroup, personGroups} from '../../src/data/people';
import {alumni} from '../../src/data/alumni';
import {resolveLeaders} from '../../src/data/leadership';
import {programs, researchAreas} from '../../src/data/research';
import {undergraduatePrograms, graduateDisciplines} from '../../src/data/education';
import {services} from '../../src/data/services';
import {transferItems} from '../../src/data/transfer';
import {partners} from '../../src/data/partners';
import {storeItems} from '../../src/data/store';
import {cruiseMonths, cruisesByDate} from '../../src/data/cruises';
import {paragraphs} from '../../src/utils/text';
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
    await expect(page).toHaveURL(detailPath('people', person.id));
    await expect(page.getByRole('heading', {level: 1, name: person.name})).toBeVisible();
  });

  test('every person page shows name, designation and biography, Faculty Profile only with a link, and Back', async ({page}) => {
    for (const person of people) {
      await visit(page, detailPath('people', person.id));
      const content = main(page);
      await expect(content.getByRole('heading', {level: 1})).toHaveText(person.name);
      if (person.designation) {
        await expect(content.getByText(person.designation, {exact: true})).toBeVisible();
      }
      await expect(content.locator('p').filter({hasText: paragraphs(person.description)[0] ?? ''})).toHaveCount(1);
      expect(await content.locator('article p').count()).toBeGreaterThanOrEqual(paragraphs(person.description).length);
      const profile = content.getByRole('link', {name: /^Faculty Profile/});
      if (person.detailsLink) {
        await expectNewTab(page, /^Faculty Profile/, person.detailsLink);
      } else {
        await expect(profile, `person '${person.id}' has no profile link, so no button`).toHaveCount(0);
      }
      await expect(content.getByRole('link', {name: 'Back to Our People'})).toHaveAttribute('href', listPath('people'));
    }
  });

  test('Back returns to the list', async ({page}) => {
    const person = people[people.length - 1]!;
    await visit(page, detailPath('people', person.id));
    await expect(page.getByRole('heading', {level: 1})).toHaveText(person.name);
    await main(page).getByRole('link', {name: 'Back to Our People'}).click();
    await expect(page).toHaveURL(listPath('people'));
  });
});

test.describe('Lab Alumni', () => {
  test('lists every alumnus of the data with a truncated biography and Read More to their page', async ({page}) => {
    await visit(page, listPath('alumni'));
    await expect(page.getByRole('heading', {level: 1, name: 'Lab Alumni'})).toBeVisible();
    const cards = main(page).getByRole('listitem');
    await expect(cards).toHaveCount(alumni.length);
    for (const [index, alumnus] of alumni.entries()) {
      const card = cards.nth(index);
      await expect(card.getByRole('heading', {level: 2})).toHaveText(alumnus.name);
      await expect(card.locator('p')).toHaveText(/…$/);
      await expect(card.getByRole('link', {name: readMore})).toHaveAttribute('href', detailPath('alumni', alumnus.id));
    }
  });

  test('the photo takes a quarter of the width on large screens and stacks on small ones', async ({page}) => {
    await visit(page, listPath('alumni'));
    const card = main(page).getByRole('listitem').first();
    const cardBox = await card.boundingBox();
    const photoBox = await card.getByRole('img').boundingBox();
    const headingBox = await card.getByRole('heading').boundingBox();
    if (!cardBox || !photoBox || !headingBox) throw new Error('alumnus card not laid out');
    if (isMobile(page)) {
      expect(photoBox.y + photoBox.height).toBeLessThanOrEqual(headingBox.y);
    } else {
      expect(photoBox.width / cardBox.width).toBeCloseTo(0.25, 1);
      expect(headingBox.x).toBeGreaterThan(photoBox.x + photoBox.width);
    }
  });

  test('an alumnus without a photo shows the 300x300 placeholder', async ({page}) => {
    const withoutPhoto = alumni.find((alumnus) => !alumnus.img);
    if (!withoutPhoto) throw new Error('the data must keep one alumnus without a photo');
    for (const path of [listPath('alumni'), detailPath('alumni', withoutPhoto.id)]) {
      await visit(page, path);
      const image = main(page).getByRole('img', {name: `No photo of ${withoutPhoto.name}`});
      await image.scrollIntoViewIfNeeded();
      await expect(image).toHaveAttribute('src', '/img/alumni/placeholder.svg');
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
      await page.route(`**${withPhoto.img}`, (route) => route.fulfill({status: 404, body: ''}));
      await visit(page, detailPath('alumni', withPhoto.id));
      const image = main(page).getByRole('img', {name: `No photo of ${withPhoto.name}`});
      await expect(image).toHaveAttribute('src', '/img/alumni/placeholder.svg');
      await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBe(300);
    });
  });

  test('every alumnus page shows name and biography paragraphs and Back; ids match loosely', async ({page}) => {
    for (const alumnus of alumni) {
      await visit(page, `${listPath('alumni')}/${alumnus.id}`);
      const content = main(page);
      await expect(content.getByRole('heading', {level: 1})).toHaveText(alumnus.name);
      expect(await content.locator('article p').count()).toBe(paragraphs(alumnus.description).length);
      await expect(content.getByRole('link', {name: 'Back to Lab Alumni'})).toHaveAttribute('href', listPath('alumni'));
    }
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

test.describe('Programs and Projects', () => {
  test('lists every programme with image, title, a 30-word excerpt and Read More', async ({page}) => {
    await visit(page, listPath('programs'));
    const cards = main(page).getByRole('article');
    await expect(cards).toHaveCount(programs.length);
    for (const [index, program] of programs.entries()) {
      const card = cards.nth(index);
      await expect(card.getByRole('heading', {level: 2})).toHaveText(program.title);
      const excerpt = (await card.locator('p').first().textContent()) ?? '';
      expect(excerpt.endsWith('…')).toBe(true);
      expect(excerpt.slice(0, -1).split(/\s+/)).toHaveLength(30);
      expect(program.description.replace(/\s+/g, ' ').startsWith(excerpt.slice(0, -1))).toBe(true);
      await expect(card.locator('img')).toHaveAttribute('src', program.img);
      await expect(card.getByRole('link', {name: readMore})).toHaveAttribute('href', detailPath('programs', program.id));
    }
  });

  test('every programme page shows title, image, the full description and Back', async ({page}) => {
    for (const program of programs) {
      await visit(page, detailPath('programs', program.id));
      const content = main(page);
      await expect(content.getByRole('heading', {level: 1})).toHaveText(program.title);
      await expect(content.locator('article img')).toHaveAttribute('src', program.img);
      expect(await content.locator('article p').count()).toBe(paragraphs(program.description).length);
      await expect(content.getByRole('link', {name: 'Back to Programs and Projects'})).toHaveAttribute('href', listPath('programs'));
    }
  });
});

test.describe('Area of Research', () => {
  test('shows a grid of image cards leading to each area', async ({page}) => {
    await visit(page, listPath('researchAreas'));
    const cards = main(page).getByRole('article');
    await expect(cards).toHaveCount(researchAreas.length);
    const first = researchAreas[0];
    if (!first) throw new Error('no research areas');
    await expect(cards.first().locator('img')).toHaveAttribute('src', first.img);
    await cards.first().getByRole('link', {name: first.title}).click();
    await expect(page).toHaveURL(detailPath('researchAreas', first.id));
    await expect(page.getByRole('heading', {level: 1})).toHaveText(first.title);
  });

  test('every area page shows title, image, the full description and Back', async ({page}) => {
    for (const area of researchAreas) {
      await visit(page, detailPath('researchAreas', area.id));
      const content = main(page);
      await expect(content.getByRole('heading', {level: 1})).toHaveText(area.title);
      await expect(content.locator('article img')).toHaveAttribute('src', area.img);
      expect(await content.locator('article p').count()).toBe(paragraphs(area.description).length);
      await expect(content.getByRole('link', {name: 'Back to Area of Research'})).toHaveAttribute('href', listPath('researchAreas'));
    }
  });
});

test.describe('Education', () => {
  test('Undergraduate lists every entry, each page with title, image and description', async ({page}) => {
    await visit(page, listPath('undergraduate'));
    await expect(main(page).getByRole('article')).toHaveCount(undergraduatePrograms.length);
    for (const program of undergraduatePrograms) {
      await expect(main(page).getByRole('link', {name: new RegExp(`^Read More\\W+${program.title}`)})).toHaveAttribute('href', detailPath('undergraduate', program.id));
    }
    for (const program of undergraduatePrograms) {
      await visit(page, detailPath('undergraduate', program.id));
      await expect(main(page).getByRole('heading', {level: 1})).toHaveText(program.title);
      await expect(main(page).locator('article img').first()).toHaveAttribute('src', program.img);
      await expect(main(page).getByRole('link', {name: 'Back to Undergraduate'})).toHaveAttribute('href', listPath('undergraduate'));
    }
  });

  test('an undergraduate entry with cards shows them all, in order', async ({page}) => {
    const withCards = undergraduatePrograms.filter((program) => program.cards && program.cards.length > 0);
    expect(withCards.length, 'the data must keep one undergraduate entry with cards').toBeGreaterThan(0);
    for (const program of withCards) {
      await visit(page, detailPath('undergraduate', program.id));
      await expect(main(page).getByRole('heading', {level: 2})).toHaveText((program.cards ?? []).map((card) => card.title));
    }
  });

  test('Graduate lists every discipline with its icon, each page with title and description', async ({page}) => {
    await visit(page, listPath('graduate'));
    const cards = main(page).getByRole('article');
    await expect(cards).toHaveCount(graduateDisciplines.length);
    for (const [index, discipline] of graduateDisciplines.entries()) {
      await expect(cards.nth(index).locator('img')).toHaveAttribute('src', discipline.icon);
      await expect(cards.nth(index).getByRole('link', {name: readMore})).toHaveAttribute('href', detailPath('graduate', discipline.id));
    }
    for (const discipline of graduateDisciplines) {
      await visit(page, detailPath('graduate', discipline.id));
      await expect(main(page).getByRole('heading', {level: 1})).toHaveText(discipline.title);
      expect(await main(page).locator('article p').count()).toBe(paragraphs(discipline.description).length);
    }
  });
});

test.describe('Offerings', () => {
  test('Scientific Services shows a card for every service, in order', async ({page}) => {
    await visit(page, '/who-we-are/work-with-borl/services');
    await expect(main(page).getByRole('article').getByRole('heading', {level: 2})).toHaveText(services.map((service) => service.title));
  });

  test('Technology Transfer shows a card for every technology, in order', async ({page}) => {
    await visit(page, '/who-we-are/work-with-borl/transfer');
    await expect(main(page).getByRole('article').getByRole('heading', {level: 2})).toHaveText(transferItems.map((item) => item.title));
  });

  test('Research Collaboration shows every partner logo in 2, 3 or 4 columns, each opening in a new tab', async ({page}) => {
    await visit(page, '/who-we-are/work-with-borl/collaboration');
    const grid = main(page).getByRole('list');
    await expect(grid.getByRole('listitem')).toHaveCount(partners.length);
    for (const partner of partners) {
      await expectNewTab(page, new RegExp(`^${partner.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`), partner.url);
    }
    const columns = await grid.evaluate((element) => getComputedStyle(element).gridTemplateColumns.split(' ').length);
    expect(columns).toBe(isMobile(page) ? 2 : 4);
  });

  test('Store shows every item with image and name only', async ({page}) => {
    await visit(page, '/who-we-are/visit-borl/store');
    const figures = main(page).locator('figure');
    await expect(figures).toHaveCount(storeItems.length);
    await expect(figures.locator('figcaption')).toHaveText(storeItems.map((item) => item.name));
    await expect(figures.getByRole('img')).toHaveCount(storeItems.length);
    await expect(main(page)).not.toContainText(/price|cart|৳|\$|Tk\b/i);
    await expect(main(page).getByRole('button')).toHaveCount(0);
  });

  test('Cruise Planning lists every cruise from the oldest, in a table on wide screens and as cards on small ones', async ({page}) => {
    await visit(page, '/what-we-do/explore/cruise-planning');
    const table = main(page).getByRole('table');
    const cards = main(page).getByRole('list').filter({has: page.getByRole('heading', {level: 3})});
    if (isMobile(page)) {
      await expect(table).toBeHidden();
      await expect(cards).toBeVisible();
      await expect(cards.getByRole('heading', {level: 3})).toHaveText(cruisesByDate.map((cruise) => cruise.name));
    } else {
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

  for (const view of views) {
    test(`${view.list}/999 answers 404 with '${view.message}' on a direct load`, async ({page}) => {
      const response = await page.goto(`${view.list}/999`);
      expect(response?.status()).toBe(404);
      await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
      await expect(page.getByRole('heading', {level: 1})).toHaveText(view.message);
      await expect(page.getByRole('link', {name: view.back})).toHaveAttribute('href', view.list);
    });

    test(`${view.list}/999 shows '${view.message}' on client-side navigation`, async ({page}) => {
      await visit(page, view.list);
      await page.evaluate((path) => {
        window.history.pushState({}, '', path);
        window.dispatchEvent(new PopStateEvent('popstate', {state: {}}));
      }, `${view.list}/999`);
      await expect(page.getByRole('heading', {level: 1})).toHaveText(view.message);
      const back = page.getByRole('link', {name: view.back});
      await expect(back).toHaveAttribute('href', view.list);
      await back.click();
      await expect(page).toHaveURL(view.list);
    });
  }
});
