import {buildYear} from '../../plugins/calendar/globalData';
import {test, expect, visit, at, isMobile, axeViolations} from './fixtures';
import {navigation} from '../../src/navigation';

const factPath = '/know-bay-of-bengal/explore-bob-facts/swatch-of-no-ground';
const bobSections = navigation.groups.find((group) => group.id === 'bob')?.sections ?? [];
const factLinks = bobSections.find((section) => section.id === 'explore-bob-facts')?.links ?? [];
const researchLinks = bobSections.find((section) => section.id === 'dive-into-our-research')?.links ?? [];

test.describe('top navigation', () => {
  test('shows the logo as an image that links nowhere and the institute logo opening in a new tab', async ({page}) => {
    await visit(page, '/');
    const logo = page.getByRole('img', {name: 'BORL logo'});
    await expect(logo).toBeVisible();
    expect(await logo.evaluate((element) => element.closest('a'))).toBeNull();
    const institute = page.getByRole('link', {name: /Institute of Oceanography and Coastal Studies/});
    await expect(institute).toHaveAttribute('target', '_blank');
    await expect(institute).toHaveAttribute('rel', /noopener/);
    await expect(institute).toHaveAttribute('rel', /noreferrer/);
  });

  test('the language menu leads to the same page in Bengali', async ({page}) => {
    const path = '/who-we-are/about-borl/history';
    await visit(page, path);
    await page.getByRole('navigation', {name: 'Main', exact: true}).getByRole('button', {name: 'English'}).click();
    await page.getByRole('link', {name: 'বাংলা'}).click();
    await expect(page).toHaveURL(at(`/bn${path}`));
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
    await expect(page).toHaveURL(at(factPath));
    await expect(page.getByRole('heading', {level: 1, name: 'Swatch of No Ground'})).toBeVisible();
    await expect(panel).toBeHidden();
  });

  test('the bar is in keyboard order: skip link, menu, search, language, colour mode, institute', async ({page}) => {
    await visit(page, '/');
    const nav = page.getByRole('navigation', {name: 'Main', exact: true});
    // The laboratory's logo is not a link, so the menu comes right after the skip link.
    const order = [
      page.getByRole('link', {name: 'Skip to main content'}),
      nav.getByRole('link', {name: 'HOME'}),
      nav.getByRole('button', {name: 'WHO WE ARE'}),
      nav.getByRole('button', {name: 'WHAT WE DO'}),
      nav.getByRole('button', {name: 'KNOW BAY OF BENGAL'}),
      nav.getByRole('link', {name: 'NEWS'}),
      nav.getByLabel('Search', {exact: true}),
      nav.getByRole('button', {name: 'English'}),
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

test.describe('phone menu', {tag: '@phone'}, () => {
  test.skip(({page}) => !isMobile(page), 'phones only');

  test('keeps one section open at a time and closes on any link', async ({page}) => {
    await visit(page, '/');
    const toggle = page.getByRole('button', {name: 'Open menu'});
    await toggle.click();
    // The theme's mobile menu.
    const menu = page.locator('.navbar-sidebar');
    await expect(menu).toBeVisible();
    // Full screen below the bar (read once the menu has finished sliding in).
    await expect.poll(async () => Math.round((await menu.boundingBox())?.width ?? 0)).toBe(320);

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
    await expect(page).toHaveURL(at('/know-bay-of-bengal/explore-bob-facts/bengal-fan'));
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

test.describe('at 320 px', {tag: '@phone'}, () => {
  test.skip(({isMobile: phone}) => !phone, 'phones only');

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
  });
});

test.describe('side menu', () => {
  test('lists the group sections with all the fact pages and marks the current page', async ({page}) => {
    await visit(page, factPath);
    const sideMenu = page.getByRole('navigation', {name: 'KNOW BAY OF BENGAL pages'});
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
    await expect(page).toHaveURL(at('/know-bay-of-bengal/explore-bob-facts/coastal-sundarban'));
    await expect(sideMenu.locator('[aria-current="page"]')).toHaveText('Coastal Sundarban');
  });

  test('shows the who-we-are sections on a who-we-are page', async ({page}) => {
    await visit(page, '/who-we-are/about-borl/history');
    const sideMenu = page.getByRole('navigation', {name: 'WHO WE ARE pages'});
    for (const section of ['About BORL', 'Visit BORL', 'Work with BORL']) {
      await expect(sideMenu.getByRole('list', {name: section})).toBeVisible();
    }
    await expect(sideMenu.locator('[aria-current="page"]')).toHaveText('History');
  });
});

test.describe('footer', () => {
  test('has Find us, the e-mail, five link columns, four social icons and the copyright line of the build year', async ({page}) => {
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
    await expect(page).toHaveURL(at('/what-we-do/explore/ocean-observations'));
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

test.describe('not found', () => {
  test.use({allowedStatuses: [404]});

  test('an unknown path answers 404 with the laboratory page', async ({page}) => {
    const response = await page.goto(at('/no-such-page'));
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', {level: 1, name: 'Page not found'})).toBeVisible();
    await expect(page.getByRole('link', {name: 'Go to the home page'})).toHaveAttribute('href', at('/'));
    expect(await axeViolations(page, {experimental: true})).toEqual([]);
  });
});

