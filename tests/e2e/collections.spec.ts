import type {Page} from '@playwright/test';
import {test, expect, visit, isMobile} from './fixtures';
import {people} from '../../src/data/people';
import {alumni} from '../../src/data/alumni';
import {resolveLeaders} from '../../src/data/leadership';
import {programs, researchAreas} from '../../src/data/research';
import {undergraduatePrograms, graduateDisciplines} from '../../src/data/education';
import {services} from '../../src/data/services';
import {transferItems} from '../../src/data/transfer';
import {partners} from '../../src/data/partners';
import {storeItems} from '../../src/data/store';
import {cruises} from '../../src/data/cruises';
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
  test('lists 11 researchers and 21 research students with photo, name, excerpt and Read More', async ({page}) => {
    await visit(page, listPath('people'));
    await expect(page.getByRole('heading', {level: 1, name: 'Our People'})).toBeVisible();
    for (const [name, count] of [
      ['Researchers', 11],
      ['Research Students', 21],
    ] as const) {
      const section = page.getByRole('region', {name});
      await expect(section.getByRole('article')).toHaveCount(count);
      await expect(section.getByRole('link', {name: readMore})).toHaveCount(count);
    }
    const first = page.getByRole('article').filter({hasText: 'Farhana Rahman Chowdhury'});
    await expect(first.getByRole('img', {name: 'Portrait of Dr. Farhana Rahman Chowdhury'})).toBeVisible();
    await expect(first.getByText(/…$/)).toBeVisible();
    await first.getByRole('link', {name: readMore}).click();
    await expect(page).toHaveURL(detailPath('people', '1'));
    await expect(page.getByRole('heading', {level: 1, name: 'Dr. Farhana Rahman Chowdhury'})).toBeVisible();
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
    await visit(page, detailPath('people', '12'));
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Arifa Sultana Mim');
    await main(page).getByRole('link', {name: 'Back to Our People'}).click();
    await expect(page).toHaveURL(listPath('people'));
  });
});

test.describe('Lab Alumni', () => {
  test('lists twelve alumni with truncated biographies and Read More to ids 1 to 12', async ({page}) => {
    await visit(page, listPath('alumni'));
    await expect(page.getByRole('heading', {level: 1, name: 'Lab Alumni'})).toBeVisible();
    const cards = main(page).getByRole('listitem');
    await expect(cards).toHaveCount(12);
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
      await page.route('**/img/alumni/3.svg', (route) => route.fulfill({status: 404, body: ''}));
      await visit(page, detailPath('alumni', 3));
      const image = main(page).getByRole('img', {name: 'No photo of Md. Saiful Alam Babu'});
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
  test('shows two leaders with bios and Read More to external profiles in a new tab', async ({page}) => {
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
  test('Undergraduate lists three entries, each page with title, image and description', async ({page}) => {
    await visit(page, listPath('undergraduate'));
    await expect(main(page).getByRole('article')).toHaveCount(3);
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

  test('Undergraduate resources show the three cards', async ({page}) => {
    await visit(page, detailPath('undergraduate', 'undergraduate_resources'));
    await expect(main(page).getByRole('heading', {level: 2})).toHaveText(['Meet the Marine Scientists', 'Volunteering in Field Activity', 'Diving Experience']);
  });

  test('Graduate lists four disciplines with icons, each page with title and description', async ({page}) => {
    await visit(page, listPath('graduate'));
    const cards = main(page).getByRole('article');
    await expect(cards).toHaveCount(4);
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
  test('Scientific Services shows the ten service cards', async ({page}) => {
    await visit(page, '/who-we-are/work-with-borl/services');
    await expect(main(page).getByRole('article').getByRole('heading', {level: 2})).toHaveText(services.map((service) => service.title));
  });

  test('Technology Transfer shows the five cards', async ({page}) => {
    await visit(page, '/who-we-are/work-with-borl/transfer');
    await expect(main(page).getByRole('article').getByRole('heading', {level: 2})).toHaveText(transferItems.map((item) => item.title));
  });

  test('Research Collaboration shows 17 partner logos in 2, 3 or 4 columns, each opening in a new tab', async ({page}) => {
    await visit(page, '/who-we-are/work-with-borl/collaboration');
    const grid = main(page).getByRole('list');
    await expect(grid.getByRole('listitem')).toHaveCount(17);
    for (const partner of partners) {
      await expectNewTab(page, new RegExp(`^${partner.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`), partner.url);
    }
    const columns = await grid.evaluate((element) => getComputedStyle(element).gridTemplateColumns.split(' ').length);
    expect(columns).toBe(isMobile(page) ? 2 : 4);
  });

  test('Store shows five items with images and names only', async ({page}) => {
    await visit(page, '/who-we-are/visit-borl/store');
    const figures = main(page).locator('figure');
    await expect(figures).toHaveCount(5);
    await expect(figures.locator('figcaption')).toHaveText(storeItems.map((item) => item.name));
    await expect(figures.getByRole('img')).toHaveCount(5);
    await expect(main(page)).not.toContainText(/price|cart|৳|\$|Tk\b/i);
    await expect(main(page).getByRole('button')).toHaveCount(0);
  });

  test('Cruise Planning lists the 14 cruises in a table on wide screens and as cards on small ones', async ({page}) => {
    await visit(page, '/what-we-do/explore/cruise-planning');
    const table = main(page).getByRole('table');
    const cards = main(page).getByRole('list').filter({has: page.getByRole('heading', {level: 3})});
    if (isMobile(page)) {
      await expect(table).toBeHidden();
      await expect(cards).toBeVisible();
      await expect(cards.getByRole('listitem')).toHaveCount(14);
      await expect(cards.getByRole('heading', {level: 3}).first()).toHaveText('Sonadia Channel Ecosystem Baseline Cruise');
    } else {
      await expect(table).toBeVisible();
      await expect(cards).toBeHidden();
      await expect(table.getByRole('columnheader')).toHaveText(['Cruise Date', 'Cruise/Expedition Name', 'Description']);
      await expect(table.locator('tbody tr')).toHaveCount(14);
      await expect(table.locator('tbody tr').first()).toContainText('October 2022');
      await expect(table.locator('tbody tr').last()).toContainText('March 2025');
    }
    expect(cruises).toHaveLength(14);
  });
});

test.describe('loose ids', () => {
  test('/our-people/12 finds person "12"; /lab-alumni/3 finds alumnus 3; /programs-and-projects/1 finds programme 1', async ({page}) => {
    await visit(page, `${listPath('people')}/12`);
    await expect(page.getByRole('heading', {level: 1})).toHaveText(people.find((person) => person.id === '12')?.name ?? '');
    await visit(page, `${listPath('alumni')}/3`);
    await expect(page.getByRole('heading', {level: 1})).toHaveText(alumni.find((alumnus) => alumnus.id === 3)?.name ?? '');
    await visit(page, `${listPath('programs')}/1`);
    await expect(page.getByRole('heading', {level: 1})).toHaveText(programs.find((program) => String(program.id) === '1')?.title ?? '');
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
