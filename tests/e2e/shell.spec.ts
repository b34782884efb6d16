import {existsSync} from 'node:fs';
import type {Page} from '@playwright/test';
import {buildYear} from '../../plugins/calendar/globalData';
import {test, expect, visit, isMobile, axeViolations, sitemapPages} from './fixtures';
import {navigation, pagePath} from '../../src/navigation';

const factPath = '/know-bay-of-bengal/explore-bob-facts/swatch-of-no-ground';
const bobSections = navigation.groups.find((group) => group.id === 'bob')?.sections ?? [];
const factLinks = bobSections.find((section) => section.id === 'explore-bob-facts')?.links ?? [];
const researchLinks = bobSections.find((section) => section.id === 'dive-into-our-research')?.links ?? [];

/** How many locales the site is built with (SITE_LOCALES): the page's alternates name each. */
const builtLocales = (page: Page) => page.locator('link[rel="alternate"][hreflang]:not([hreflang="x-default"])').count();

/** Every English page of the sitemap, and a sample of the Bengali edition when it is built. */
const englishPages = sitemapPages('build/sitemap.xml').map((entry) => entry.pathname);
const bengaliPages = existsSync('build/bn/sitemap.xml') ? sitemapPages('build/bn/sitemap.xml').map((entry) => entry.pathname) : [];

/** The reflow check's pages in four batches of about the same size, which run in parallel. */
const reflowBatches = (() => {
  const paths = [...englishPages, ...bengaliPages.filter((_, index) => index % 8 === 0)];
  const size = Math.ceil(paths.length / 4);
  return [0, 1, 2, 3].map((batch) => paths.slice(batch * size, (batch + 1) * size)).filter((batch) => batch.length > 0);
})();

/**
 * What makes a page scroll sideways at the current width: the page and its width, with the
 * element that reaches farthest right (the deepest one, the likely culprit), plus whatever else
 * `extra` reports. Empty when the page fits.
 */
async function reflowProblems(page: Page, path: string, extra?: (page: Page) => Promise<string[]>): Promise<string[]> {
  // Laid out once the document is parsed and hydrated; images have their size in the markup.
  await page.goto(path, {waitUntil: 'domcontentloaded'});
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
  const overflow = await page.evaluate(() => {
    const root = document.documentElement;
    if (root.scrollWidth <= root.clientWidth) {
      return null;
    }
    let widest: Element | null = null;
    let widestRight = root.clientWidth;
    for (const element of document.body.querySelectorAll('*')) {
      const right = element.getBoundingClientRect().right;
      if (right > widestRight + 0.5 || (widest && right >= widestRight - 0.5 && widest.contains(element))) {
        widest = element;
        widestRight = Math.max(right, widestRight);
      }
    }
    const name = widest
      ? `${widest.tagName.toLowerCase()}${widest.id ? `#${widest.id}` : ''}.${[...widest.classList].join('.')} "${(widest.textContent ?? '').trim().slice(0, 40)}"`
      : 'no element';
    return `scrolls to ${root.scrollWidth} px in ${root.clientWidth} px; widest: ${name} (right edge ${Math.round(widestRight)} px)`;
  });
  const outside = extra ? await extra(page) : [];
  return [...(overflow ? [`${path}: ${overflow}`] : []), ...outside.map((element) => `${path}: outside the screen: ${element}`)];
}

test.describe('top navigation', () => {
  test('shows the logo as an image that links nowhere and the institute logo opening in a new tab', async ({page}) => {
    await visit(page, '/');
    const logo = page.getByRole('img', {name: 'BORL logo'});
    await expect(logo).toBeVisible();
    expect(await logo.evaluate((element) => element.closest('a'))).toBeNull();
    if (!isMobile(page)) {
      const institute = page.getByRole('link', {name: /Institute of Oceanography and Coastal Studies/});
      await expect(institute).toHaveAttribute('target', '_blank');
      await expect(institute).toHaveAttribute('rel', /noopener/);
      await expect(institute).toHaveAttribute('rel', /noreferrer/);
    }
  });

  test('offers the language menu only in a build with more than one locale', async ({page}) => {
    const path = '/who-we-are/about-borl/history';
    await visit(page, path);
    const locales = await builtLocales(page);
    let menu;
    if (isMobile(page)) {
      await page.getByRole('button', {name: 'Open menu'}).click();
      menu = page.locator('.navbar-sidebar').getByRole('button', {name: 'Languages'});
    } else {
      menu = page.getByRole('navigation', {name: 'Main', exact: true}).getByRole('button', {name: 'English'});
    }
    if (locales < 2) {
      await expect(menu).toHaveCount(0);
      return;
    }
    await menu.click();
    await page.getByRole('link', {name: 'বাংলা'}).click();
    await expect(page).toHaveURL(`/bn${path}`);
  });

  test('stays fixed at the top while the page scrolls', async ({page}) => {
    await visit(page, factPath);
    await page.mouse.wheel(0, 2500);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    const top = await page.locator('nav.navbar').evaluate((element) => element.getBoundingClientRect().top);
    expect(top).toBe(0);
  });
});

test.describe('desktop mega-menu', () => {
  test.skip(({page}) => isMobile(page), 'desktop only');

  test('lists the five top groups', async ({page}) => {
    await visit(page, '/');
    const nav = page.getByRole('navigation', {name: 'Main', exact: true});
    await expect(nav.getByRole('link', {name: 'HOME'})).toBeVisible();
    for (const name of ['WHO WE ARE', 'WHAT WE DO', 'KNOW BAY OF BENGAL']) {
      await expect(nav.getByRole('button', {name})).toBeVisible();
    }
    await expect(nav.getByText('NEWS', {exact: true})).toBeVisible();
  });

  test('opens on hover with an 850 px panel and closes when the pointer leaves', async ({page}) => {
    await visit(page, '/');
    const button = page.getByRole('button', {name: 'WHO WE ARE'});
    await button.hover();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const panel = page.locator('#mega-menu-who');
    await expect(panel).toBeVisible();
    expect((await panel.boundingBox())?.width).toBe(850);
    await expect(panel.getByRole('link', {name: 'History'})).toBeVisible();
    await page.mouse.move(640, 800);
    await expect(panel).toBeHidden();
  });

  test('opens and closes from the keyboard, Escape returning focus to its button', async ({page}) => {
    await visit(page, '/');
    const button = page.getByRole('button', {name: 'WHAT WE DO'});
    await button.focus();
    await page.keyboard.press('Enter');
    const panel = page.locator('#mega-menu-what');
    await expect(panel).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(panel.getByRole('link').first()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(button).toBeFocused();
    await page.keyboard.press('Space');
    await expect(panel).toBeVisible();
    await page.keyboard.press('Space');
    await expect(panel).toBeHidden();
  });

  test('lists the fact pages meant for the top navigation, following a link closes the panel', async ({page}) => {
    await visit(page, '/');
    await page.getByRole('button', {name: 'KNOW BAY OF BENGAL'}).click();
    const panel = page.locator('#mega-menu-bob');
    const facts = panel.getByRole('list', {name: 'Explore BOB Facts'}).getByRole('listitem');
    const topNavFacts = factLinks.filter((link) => link.topNav !== false).map((link) => link.label);
    await expect(facts).toHaveCount(topNavFacts.length);
    await expect(facts).toContainText(topNavFacts);
    const sideMenuOnly = factLinks.filter((link) => link.topNav === false);
    expect(sideMenuOnly.length, 'the menu keeps a fact page out of the top navigation').toBeGreaterThan(0);
    for (const link of sideMenuOnly) {
      await expect(panel.getByText(link.label)).toHaveCount(0);
    }
    await panel.getByRole('link', {name: 'Swatch of No Ground'}).click();
    await expect(page).toHaveURL(factPath);
    await expect(page.getByRole('heading', {level: 1, name: 'Swatch of No Ground'})).toBeVisible();
    await expect(panel).toBeHidden();
  });

  test('the bar is in keyboard order: skip link, menu, search, language, colour mode, institute', async ({page}) => {
    await visit(page, '/');
    const nav = page.getByRole('navigation', {name: 'Main', exact: true});
    const languageMenu = (await builtLocales(page)) > 1 ? [nav.getByRole('button', {name: 'English'})] : [];
    // The laboratory's logo is not a link, so the menu comes right after the skip link.
    const order = [
      page.getByRole('link', {name: 'Skip to main content'}),
      nav.getByRole('link', {name: 'HOME'}),
      nav.getByRole('button', {name: 'WHO WE ARE'}),
      nav.getByRole('button', {name: 'WHAT WE DO'}),
      nav.getByRole('button', {name: 'KNOW BAY OF BENGAL'}),
      nav.getByRole('link', {name: 'NEWS'}),
      nav.getByLabel('Search', {exact: true}),
      ...languageMenu,
      nav.getByRole('button', {name: /dark and light mode/}),
      nav.getByRole('link', {name: /Institute of Oceanography and Coastal Studies/}),
    ];
    for (const element of order) {
      await page.keyboard.press('Tab');
      await expect(element).toBeFocused();
    }
  });

  test('has no axe violation while open', async ({page}) => {
    await visit(page, '/');
    await page.getByRole('button', {name: 'WHO WE ARE'}).click();
    expect(await axeViolations(page, {experimental: true})).toEqual([]);
  });
});

test.describe('mobile accordion menu', () => {
  test.skip(({page}) => !isMobile(page), 'mobile only');

  test('keeps one section open at a time and closes on any link', async ({page}) => {
    await visit(page, '/');
    const toggle = page.getByRole('button', {name: 'Open menu'});
    await toggle.click();
    // The theme's mobile menu.
    const menu = page.locator('.navbar-sidebar');
    await expect(menu).toBeVisible();
    // Full screen below the bar (read once the menu has finished sliding in).
    await expect.poll(async () => Math.round((await menu.boundingBox())?.width ?? 0)).toBe(390);

    const who = menu.getByRole('button', {name: 'WHO WE ARE'});
    const what = menu.getByRole('button', {name: 'WHAT WE DO'});
    const bob = menu.getByRole('button', {name: 'KNOW BAY OF BENGAL'});
    for (const header of [who, what, bob]) {
      await expect(header).toHaveAttribute('aria-expanded', 'false');
    }
    await who.click();
    await expect(who).toHaveAttribute('aria-expanded', 'true');
    await expect(menu.getByRole('link', {name: 'Vision and Mission'})).toBeVisible();

    await what.click();
    await expect(what).toHaveAttribute('aria-expanded', 'true');
    await expect(who).toHaveAttribute('aria-expanded', 'false');
    await expect(menu.getByRole('link', {name: 'Vision and Mission'})).toBeHidden();

    // Choosing the open section closes it.
    await what.click();
    await expect(what).toHaveAttribute('aria-expanded', 'false');

    expect(await axeViolations(page, {experimental: true})).toEqual([]);

    await bob.click();
    await menu.getByRole('link', {name: 'Bengal Fan'}).click();
    await expect(page).toHaveURL('/know-bay-of-bengal/explore-bob-facts/bengal-fan');
    await expect(menu).toBeHidden();
    await expect(page.getByRole('button', {name: 'Open menu'})).toHaveAttribute('aria-expanded', 'false');
  });

  test('closes with Escape and with its button', async ({page}) => {
    await visit(page, '/');
    const toggle = page.getByRole('button', {name: 'Open menu'});
    await toggle.click();
    const menu = page.locator('.navbar-sidebar');
    await expect(menu).toBeVisible();
    // From the keyboard, in the menu: Escape closes it and the focus returns to the button.
    await page.keyboard.press('Tab');
    await expect(menu.getByRole('link', {name: 'HOME'})).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await page.getByRole('button', {name: 'Open menu'}).click();
    await page.getByRole('button', {name: 'Close menu'}).click();
    await expect(menu).toBeHidden();
  });
});

test.describe('reflow at 320 px', () => {
  // The mobile project (a phone), at the narrowest width the site supports.
  test.skip(({isMobile: phone}) => !phone, 'phones only');
  test.use({viewport: {width: 320, height: 640}});

  /**
   * What shows outside the screen's width. Left aside: carousels, which slide sideways on
   * purpose, and inert content, such as the mobile menu's panel that waits beside the open one
   * until its turn (the theme slides it in; it cannot be reached until then).
   */
  const outsideTheScreen = (page: Page) =>
    page.evaluate(() => {
      const width = document.documentElement.clientWidth;
      return [...document.querySelectorAll<HTMLElement>('a, button, input, img, h1, h2, h3, p, li')]
        .filter((element) => !element.closest('[aria-roledescription="carousel"], [inert]'))
        .filter((element) => element.checkVisibility({visibilityProperty: true, opacityProperty: true}))
        .filter((element) => {
          const box = element.getBoundingClientRect();
          return box.width > 0 && (box.left < -1 || box.right > width + 1);
        })
        .map((element) => `${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().slice(0, 40)}"`);
    });

  /** Pages where, besides the page's width, no link, image or text may be cut off at the edge. */
  const strictReflowPaths = new Set(['/', '/who-we-are/about-borl/history', '/news', factPath]);

  for (const [index, paths] of reflowBatches.entries()) {
    test(`pages of the sitemap are no wider than the screen (batch ${index + 1} of ${reflowBatches.length})`, async ({page}) => {
      test.setTimeout(paths.length * 4_000);
      const problems: string[] = [];
      for (const path of paths) {
        problems.push(...(await reflowProblems(page, path, strictReflowPaths.has(path) ? outsideTheScreen : undefined)));
      }
      expect(problems).toEqual([]);
    });
  }

  test('the open menu and the focused skip link fit the screen', async ({page}) => {
    await visit(page, '/');
    await page.keyboard.press('Tab');
    const skipLink = page.getByRole('link', {name: 'Skip to main content'});
    await expect(skipLink).toBeFocused();
    const box = await skipLink.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(320);
    await page.getByRole('button', {name: 'Open menu'}).click();
    const menu = page.locator('.navbar-sidebar');
    await menu.getByRole('button', {name: 'KNOW BAY OF BENGAL'}).click();
    await expect(menu.getByRole('link', {name: 'Bengal Fan'})).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    expect(await outsideTheScreen(page)).toEqual([]);
  });
});

test.describe('reflow at 390 px', () => {
  // The mobile project's own width (a common phone); a sample of each kind of page.
  test.skip(({isMobile: phone}) => !phone, 'phones only');

  test('a sample of pages is no wider than the screen', async ({page}) => {
    const paths = [...englishPages.filter((_, index) => index % 10 === 0), ...bengaliPages.filter((_, index) => index % 40 === 0)];
    test.setTimeout(paths.length * 4_000);
    const problems: string[] = [];
    for (const path of paths) {
      problems.push(...(await reflowProblems(page, path)));
    }
    expect(problems).toEqual([]);
  });
});

test.describe('side menu', () => {
  test('lists the group sections with all the fact pages and marks the current page', async ({page}) => {
    await visit(page, factPath);
    const sideMenu = page.getByRole('navigation', {name: 'KNOW BAY OF BENGAL pages'});
    if (isMobile(page)) {
      await expect(sideMenu).toBeHidden();
      return;
    }
    await expect(sideMenu).toBeVisible();
    for (const [name, links] of [
      ['Explore BOB Facts', factLinks],
      ['Dive into Our Research', researchLinks],
    ] as const) {
      expect(links.length, `src/navigation.ts has links in ${name}`).toBeGreaterThan(0);
      const items = sideMenu.getByRole('list', {name}).getByRole('listitem');
      await expect(items).toHaveCount(links.length);
      await expect(items).toContainText(links.map((link) => link.label));
    }
    const current = sideMenu.locator('[aria-current="page"]');
    await expect(current).toHaveCount(1);
    await expect(current).toHaveText('Swatch of No Ground');
    await sideMenu.getByRole('link', {name: 'Coastal Sundarban'}).click();
    await expect(page).toHaveURL('/know-bay-of-bengal/explore-bob-facts/coastal-sundarban');
    await expect(sideMenu.locator('[aria-current="page"]')).toHaveText('Coastal Sundarban');
  });

  test('shows the who-we-are sections on a who-we-are page', async ({page}) => {
    test.skip(isMobile(page), 'the side menu is hidden on small screens');
    await visit(page, '/who-we-are/about-borl/history');
    const sideMenu = page.getByRole('navigation', {name: 'WHO WE ARE pages'});
    for (const section of ['About BORL', 'Visit BORL', 'Work with BORL']) {
      await expect(sideMenu.getByRole('list', {name: section})).toBeVisible();
    }
    await expect(sideMenu.locator('[aria-current="page"]')).toHaveText('History');
  });
});

test.describe('footer', () => {
  test('has Find us, the e-mail, five link columns, four social icons and the 2025 copyright', async ({page}) => {
    await visit(page, '/');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('heading', {name: 'Find us'})).toBeVisible();
    const address = footer.locator('address');
    for (const part of [
      'Bay of Bengal Ocean Research Laboratory',
      'Institute of Oceanography and Coastal Studies',
      'Coastal University of Chattogram',
      'Chattogram',
      'Bangladesh',
    ]) {
      await expect(address).toContainText(part);
    }
    await expect(footer.getByRole('link', {name: 'info@borl.ac.bd'})).toHaveAttribute('href', 'mailto:info@borl.ac.bd');
    const columns = footer.getByRole('navigation', {name: 'Footer'}).getByRole('heading');
    await expect(columns).toHaveText(['Understand', 'Explore', 'Educate', 'Visit', 'About']);
    await expect(footer.getByRole('heading', {name: 'Follow us'})).toBeVisible();
    for (const network of ['Facebook', 'Twitter', 'LinkedIn', 'Instagram']) {
      const icon = footer.getByRole('img', {name: network});
      await expect(icon).toBeVisible();
      // Profiles are empty placeholders in the identity module, so the icons are not links yet.
      expect(await icon.evaluate((element) => element.closest('a'))).toBeNull();
    }
    await expect(footer).toContainText(`© ${buildYear(Date.now())} Bay of Bengal Ocean Research Laboratory`);
  });
});

test.describe('page changes', () => {
  test('scroll to the top of the new page', async ({page}) => {
    await visit(page, '/who-we-are/about-borl/history');
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    await page.getByRole('contentinfo').getByRole('link', {name: 'Ocean Observations'}).click();
    await expect(page).toHaveURL('/what-we-do/explore/ocean-observations');
    await expect.poll(() => page.evaluate(() => window.scrollY), {timeout: 5000}).toBe(0);
  });
});

test.describe('history image dialog', () => {
  test('opens full size, closes with Escape or Close, and returns focus', async ({page}) => {
    await visit(page, '/who-we-are/about-borl/history');
    const opener = page.getByRole('button', {name: /Enlarge image/});
    // Label in name: the words shown on the image begin the button's accessible name.
    const shown = (await opener.innerText()).trim();
    expect(shown).not.toBe('');
    expect((await opener.getAttribute('aria-label'))?.startsWith(`${shown}: `), `the name begins with '${shown}: '`).toBe(true);
    await opener.click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('img')).toBeVisible();
    expect(await axeViolations(page, {experimental: true})).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
    await opener.click();
    await dialog.getByRole('button', {name: 'Close'}).click();
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });
});

test.describe("axe's experimental rules", () => {
  // The markup is the same on every screen; the mobile menu's test runs these rules on phones.
  test.skip(({page}) => isMobile(page), 'desktop only');
  /** Whether the build has the Bengali edition (SITE_LOCALES). */
  const bengaliBuilt = existsSync('build/bn/index.html');
  // The shell (top bar, side menu, footer) around each kind of page: the home page and its
  // carousel, a doc page with a zoomable figure, the news page, the gallery's slides, a fact page.
  const english = ['/', pagePath('history'), '/news', pagePath('multimedia'), factPath];
  for (const path of [...english, '/bn/', `/bn${pagePath('history')}`]) {
    test(`${path} has no violation of them, nor of the WCAG 2.2 A/AA rules`, async ({page}) => {
      test.skip(path.startsWith('/bn/') && !bengaliBuilt, 'the build has no Bengali edition');
      await visit(page, path);
      expect(await axeViolations(page, {experimental: true})).toEqual([]);
    });
  }
});

test.describe('not found', () => {
  test.use({allowedStatuses: [404]});

  test('an unknown path answers 404 with the laboratory page', async ({page}) => {
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', {level: 1, name: 'Page not found'})).toBeVisible();
    await expect(page.getByRole('link', {name: 'Go to the home page'})).toHaveAttribute('href', '/');
    expect(await axeViolations(page, {experimental: true})).toEqual([]);
  });
});

