/** The frame of every page: navigation bar, desktop mega-menu, phone menu, side menu, footer, the History image dialog, 404 pages. */
import {buildYear} from '../../plugins/site-files/globalData';
import {test, expect, visit, at, isMobile, axeViolations} from './fixtures';
import {navigation} from '../../src/navigation';
import {pressItems} from '../shared/collections';
import {featuredArticleRoute, listedFeaturedArticles} from '../shared/featuredArticles';

const factPath = '/know-bay-of-bengal/explore-bob-facts/swatch-of-no-ground';
const historyPath = '/who-we-are/about-borl/history';
const bobSections = navigation.groups.find((group) => group.id === 'bob')?.sections ?? [];
const factLinks = bobSections.find((section) => section.id === 'explore-bob-facts')?.links ?? [];

test('the navigation bar: the logo an image, the groups in keyboard order, fixed at the top, the language menu to the Bengali page', async ({page}) => {
  await visit(page, factPath);
  await expect(page.getByRole('img', {name: 'BORL logo'})).toBeVisible();
  const nav = page.getByRole('navigation', {name: 'Main', exact: true});
  const institute = nav.getByRole('link', {name: /Institute of Oceanography and Coastal Studies/});
  await expect(institute).toHaveAttribute('target', '_blank');
  // The laboratory's logo is not a link: the menu comes right after the skip link.
  for (const element of [
    page.getByRole('link', {name: 'Skip to main content'}),
    nav.getByRole('link', {name: 'HOME'}),
    ...['WHO WE ARE', 'WHAT WE DO', 'KNOW BAY OF BENGAL'].map((name) => nav.getByRole('button', {name})),
    nav.getByRole('link', {name: 'NEWS'}),
    nav.getByLabel('Search', {exact: true}),
    nav.getByRole('button', {name: 'English'}),
    nav.getByRole('button', {name: /dark and light mode/}),
    institute,
  ]) {
    await page.keyboard.press('Tab');
    await expect(element).toBeFocused();
  }
  await page.mouse.move(640, 600);
  await page.mouse.wheel(0, 2500);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
  expect(await page.locator('nav.navbar').evaluate((element) => element.getBoundingClientRect().top)).toBe(0);
  await nav.getByRole('button', {name: 'English'}).click();
  await page.getByRole('link', {name: 'বাংলা'}).click();
  await expect(page).toHaveURL(at(`/bn${factPath}`));
});

test('the desktop mega-menu opens on hover and from the keyboard, Escape returning focus; it lists the top-navigation facts and closes on a link', async ({page}) => {
  await visit(page, '/');
  const who = page.getByRole('button', {name: 'WHO WE ARE'});
  await who.hover();
  await expect(who).toHaveAttribute('aria-expanded', 'true');
  const whoPanel = page.locator('#mega-menu-who');
  await expect(whoPanel.getByRole('link', {name: 'History'})).toBeVisible();
  expect((await whoPanel.boundingBox())?.width).toBe(850);
  expect(await axeViolations(page, {experimental: true}), 'axe with the menu open').toEqual([]);
  await page.mouse.move(640, 800);
  await expect(whoPanel).toBeHidden();
  const what = page.getByRole('button', {name: 'WHAT WE DO'});
  const whatPanel = page.locator('#mega-menu-what');
  await what.focus();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  await expect(whatPanel.getByRole('link').first()).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(whatPanel).toBeHidden();
  await expect(what).toBeFocused();
  await page.keyboard.press('Space');
  await expect(whatPanel).toBeVisible();
  await page.keyboard.press('Space');
  await expect(whatPanel).toBeHidden();
  await page.getByRole('button', {name: 'KNOW BAY OF BENGAL'}).click();
  const bobPanel = page.locator('#mega-menu-bob');
  const facts = bobPanel.getByRole('list', {name: 'Explore BOB Facts'}).getByRole('listitem');
  await expect(facts).toHaveText(factLinks.filter((link) => link.topNav !== false).map((link) => link.label));
  expect(
    factLinks.some((link) => link.topNav === false),
    'the menu keeps a fact page out of the top navigation',
  ).toBe(true);
  await bobPanel.getByRole('link', {name: 'Swatch of No Ground'}).click();
  await expect(page.getByRole('heading', {level: 1, name: 'Swatch of No Ground'})).toBeVisible();
  await expect(bobPanel).toBeHidden();
});

test('the phone menu fits 320 px with the skip link, keeps one section open, and closes with Escape, its button and a link', {tag: '@phone'}, async ({page}) => {
  test.skip(!isMobile(page), 'phones only (the phone project)');
  await visit(page, '/');
  await page.keyboard.press('Tab');
  const skipLink = page.getByRole('link', {name: 'Skip to main content'});
  await expect(skipLink).toBeFocused();
  const box = (await skipLink.boundingBox())!;
  expect([box.x >= 0, box.x + box.width <= 320], 'the skip link within the screen').toEqual([true, true]);
  const toggle = page.getByRole('button', {name: 'Open menu'});
  await toggle.click();
  // The theme's mobile menu, full screen below the bar, read once it has finished sliding in
  // (its width is the screen's all along; it slides from the left and fades in).
  const menu = page.locator('.navbar-sidebar');
  await expect.poll(async () => (await menu.boundingBox()) ?? {}).toMatchObject({x: 0, width: 320});
  await expect.poll(() => menu.evaluate((element) => getComputedStyle(element).opacity)).toBe('1');
  // From the keyboard, in the menu: Escape closes it and the focus returns to the button.
  await page.keyboard.press('Tab');
  await expect(menu.getByRole('link', {name: 'HOME'})).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(toggle).toBeFocused();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await page.getByRole('button', {name: 'Close menu'}).click();
  await expect(menu).toBeHidden();
  await toggle.click();
  const [who, what, bob] = ['WHO WE ARE', 'WHAT WE DO', 'KNOW BAY OF BENGAL'].map((name) => menu.getByRole('button', {name}));
  for (const header of [who!, what!, bob!]) await expect(header).toHaveAttribute('aria-expanded', 'false');
  await who!.click();
  await expect(who!).toHaveAttribute('aria-expanded', 'true');
  await expect(menu.getByRole('link', {name: 'Vision and Mission'})).toBeVisible();
  await what!.click();
  await expect(what!).toHaveAttribute('aria-expanded', 'true');
  await expect(who!).toHaveAttribute('aria-expanded', 'false');
  await expect(menu.getByRole('link', {name: 'Vision and Mission'})).toBeHidden();
  // Choosing the open section closes it.
  await what!.click();
  await expect(what!).toHaveAttribute('aria-expanded', 'false');
  expect(await axeViolations(page, {experimental: true}), 'axe with the menu open').toEqual([]);
  await bob!.click();
  await expect(menu.getByRole('link', {name: 'Bengal Fan'})).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  await menu.getByRole('link', {name: 'Bengal Fan'}).click();
  await expect(page).toHaveURL(at('/know-bay-of-bengal/explore-bob-facts/bengal-fan'));
  await expect(menu).toBeHidden();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
});

test("the side menu lists its group's sections and marks the current page, on a page of each group", async ({page}) => {
  for (const {path, group, sections, current} of [
    {path: historyPath, group: 'WHO WE ARE', sections: ['About BORL', 'Visit BORL', 'Work with BORL'], current: 'History'},
    {path: '/what-we-do/explore/expedition-blogs', group: 'WHAT WE DO', sections: [], current: 'Expedition Blogs'},
    {path: factPath, group: 'KNOW BAY OF BENGAL', sections: ['Explore BOB Facts', 'Dive into Our Research'], current: 'Swatch of No Ground'},
  ]) {
    await visit(page, path);
    const sideMenu = page.getByRole('navigation', {name: `${group} pages`});
    for (const section of sections) await expect(sideMenu.getByRole('list', {name: section})).toBeVisible();
    await expect(sideMenu.locator('[aria-current="page"]')).toHaveText(current);
  }
  const sideMenu = page.getByRole('navigation', {name: 'KNOW BAY OF BENGAL pages'});
  await expect(sideMenu.getByRole('list', {name: 'Explore BOB Facts'}).getByRole('listitem')).toHaveText(factLinks.map((link) => link.label));
  await sideMenu.getByRole('link', {name: 'Coastal Sundarban'}).click();
  await expect(page).toHaveURL(at('/know-bay-of-bengal/explore-bob-facts/coastal-sundarban'));
  await expect(sideMenu.locator('[aria-current="page"]')).toHaveCount(1);
  await expect(sideMenu.locator('[aria-current="page"]')).toHaveText('Coastal Sundarban');
});

test('History: the image dialog opens and closes, returning focus; the footer has its content; a footer link opens the new page at its top', async ({page}) => {
  await visit(page, historyPath);
  const opener = page.getByRole('button', {name: /Enlarge image/});
  // Label in name: the words shown on the image begin the button's accessible name.
  const shown = (await opener.innerText()).trim();
  expect(shown).not.toBe('');
  expect((await opener.getAttribute('aria-label'))?.startsWith(`${shown}: `), `the name begins with '${shown}: '`).toBe(true);
  await opener.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('img')).toBeVisible();
  expect(await axeViolations(page, {experimental: true}), 'axe with the dialog open').toEqual([]);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
  await opener.click();
  await dialog.getByRole('button', {name: 'Close'}).click();
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('heading', {name: 'Find us'})).toBeVisible();
  await expect(footer.locator('address')).toContainText(/Bay of Bengal Ocean Research Laboratory.*Institute of Oceanography and Coastal Studies.*Coastal University of Chattogram.*Bangladesh/s);
  await expect(footer.getByRole('link', {name: 'info@borl.ac.bd'})).toHaveAttribute('href', 'mailto:info@borl.ac.bd');
  await expect(footer.getByRole('navigation', {name: 'Footer'}).getByRole('heading')).toHaveText(['Understand', 'Explore', 'Educate', 'Visit', 'About']);
  await expect(footer.getByRole('heading', {name: 'Follow us'})).toBeVisible();
  for (const network of ['Facebook', 'Twitter', 'LinkedIn', 'Instagram']) await expect(footer.getByRole('img', {name: network})).toBeVisible();
  // Profiles are empty placeholders in the identity module, so the icons are not links yet.
  await expect(footer.locator('a').getByRole('img', {name: /^(Facebook|Twitter|LinkedIn|Instagram)$/})).toHaveCount(0);
  await expect(footer).toContainText(`© ${buildYear(Date.now())} Bay of Bengal Ocean Research Laboratory`);
  await footer.scrollIntoViewIfNeeded();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
  await footer.getByRole('link', {name: 'Ocean Observations'}).click();
  await expect(page).toHaveURL(at('/what-we-do/explore/ocean-observations'));
  await expect.poll(() => page.evaluate(() => window.scrollY), {timeout: 5000}).toBe(0);
});

test.describe('not found', () => {
  test.use({allowedStatuses: [404]});
  test('an unknown path, press item or article answers 404 with its own message and a way back', async ({page}) => {
    const pressList = '/know-bay-of-bengal/dive-into-our-research/borl-in-the-news';
    const unknownPress = Math.max(...pressItems.map((item) => Number(item.id))) + 1;
    const unknownArticle = Math.max(...listedFeaturedArticles().map((article) => article.id)) + 1;
    for (const [path, heading, link, href] of [
      ['/no-such-page', 'Page not found', 'Go to the home page', '/'],
      [`${pressList}/${unknownPress}`, 'News item not found', 'Back to BORL in the News', pressList],
      [`${featuredArticleRoute}/${unknownArticle}`, 'Article not found', 'Back to Featured Articles', '/know-bay-of-bengal/dive-into-our-research/news-releases'],
    ]) {
      expect((await page.goto(at(path!)))?.status(), path).toBe(404);
      await expect(page.getByRole('heading', {level: 1, name: heading})).toBeVisible();
      await expect(page.getByRole('link', {name: link})).toHaveAttribute('href', at(href!));
    }
  });
});
