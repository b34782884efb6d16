import {test, expect, visit, isMobile, at} from './fixtures';
import {careerOpportunities} from '../../src/data/careers';
import {site} from '../../src/data/site';
import {careerStatus} from '../../src/components/CareerDetail/status';
import {buildDate, buildDay} from '../../plugins/calendar/globalData';

/**
 * Careers: the grid at both paths, Details and Back, deep links to each opportunity, closed
 * calls, the web-mail contact link and the not-found view of an unknown id.
 */
const careersPath = '/who-we-are/work-with-borl/careers';
const startCareerPath = '/what-we-do/educate/start-career';
const titles = careerOpportunities.map((opportunity) => opportunity.title);
/** Today in Bangladesh, the day the build decided which calls are closed (unless it was built on another day). */
const today = buildDate(buildDay(Date.now()));
/** Ids of the calls past their closing day. */
const closed = new Set(careerOpportunities.filter((opportunity) => careerStatus(opportunity, today) === 'closed').map((opportunity) => opportunity.id));
/** Cards per row of the grid on a wide screen. */
const columns = 3;

test.describe('careers', () => {
  for (const listPath of [careersPath, startCareerPath]) {
    test(`${listPath} invites inquiries and shows every opportunity in a grid`, async ({page}) => {
      await visit(page, listPath);
      await expect(page.getByRole('heading', {level: 1, name: 'Careers'})).toBeVisible();
      await expect(page.getByText(/write to our outreach and student coordinator/)).toBeVisible();
      await expect(page.getByRole('link', {name: site.outreachEmail})).toHaveAttribute('href', `mailto:${site.outreachEmail}`);
      const cards = page.getByRole('article');
      await expect(cards).toHaveCount(titles.length);
      await expect(page.getByRole('main').getByRole('heading', {level: 2})).toHaveText(titles);
      const boxes = await cards.evaluateAll((elements) => elements.map((element) => element.getBoundingClientRect()));
      if (isMobile(page)) {
        expect(new Set(boxes.map((box) => Math.round(box.x))).size).toBe(1);
      } else {
        // Three columns on a wide screen: a row of three, then the next row.
        expect(new Set(boxes.map((box) => Math.round(box.y))).size).toBe(Math.ceil(boxes.length / columns));
        expect(new Set(boxes.map((box) => Math.round(box.x))).size).toBe(Math.min(boxes.length, columns));
      }
    });
  }

  test('Details opens the opportunity at its own URL and Back returns to the grid', async ({page}) => {
    await visit(page, careersPath);
    await page.getByRole('link', {name: /^Details\W+Interns$/}).click();
    await expect(page).toHaveURL(at(`${careersPath}/interns`));
    await expect(page.getByRole('heading', {level: 1, name: 'Interns'})).toBeVisible();
    const facts = page.locator('dl');
    await expect(facts).toContainText('Flexible, all year round');
    await expect(facts).toContainText('Open all year');
    await expect(facts).toContainText(site.address.city);
    for (const heading of ['About the opportunity', 'Responsibilities', 'Eligibility', 'Application process', 'Required documents']) {
      await expect(page.getByRole('heading', {name: heading})).toBeVisible();
    }
    await expect(page.getByRole('heading', {name: 'Research areas'})).toHaveCount(0);
    await page.getByRole('link', {name: 'Back'}).first().click();
    await expect(page).toHaveURL(at(careersPath));
    await expect(page.getByRole('article')).toHaveCount(titles.length);
  });

  test('Start a Career opens the one page of each opportunity, under Careers', async ({page}) => {
    await visit(page, startCareerPath);
    await page.getByRole('link', {name: /^Details\W+Lab Assistantship$/}).click();
    await expect(page).toHaveURL(at(`${careersPath}/lab-assistantship`));
    await expect(page.getByRole('heading', {level: 1, name: 'Lab Assistantship'})).toBeVisible();
    await expect(page.locator('dl')).toContainText('3 to 6 months');
    await expect(page.locator('dl')).toContainText('31 December, every year');
    await page.getByRole('link', {name: 'Back'}).last().click();
    await expect(page).toHaveURL(at(careersPath));
  });

  test('a call past its closing day is marked closed on its card and its page, and has no JobPosting', async ({page}) => {
    await visit(page, careersPath);
    for (const opportunity of careerOpportunities) {
      const card = page.getByRole('article').filter({has: page.getByRole('heading', {name: opportunity.title})});
      await expect(card.getByText('Closed', {exact: true}), opportunity.id).toHaveCount(closed.has(opportunity.id) ? 1 : 0);
    }
    for (const opportunity of careerOpportunities) {
      await visit(page, `${careersPath}/${opportunity.id}`);
      await expect(page.getByText(/^This call closed on .+: applications are no longer taken\.$/), opportunity.id).toHaveCount(closed.has(opportunity.id) ? 1 : 0);
      const types = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((text) => (JSON.parse(text) as {'@type'?: string})['@type']);
      expect(types.includes('JobPosting'), opportunity.id).toBe(!closed.has(opportunity.id));
    }
  });

  test('a deep link shows the studentship with its dates, research areas and 2000-word statement', async ({page}) => {
    await visit(page, `${careersPath}/studentship`);
    await expect(page.getByRole('heading', {level: 1, name: 'Studentship and Research Assistantship'})).toBeVisible();
    await expect(page.locator('dl')).toContainText('6 to 48 months');
    await expect(page.locator('dl')).toContainText('30 December 2025');
    await expect(page.getByRole('heading', {name: 'Research areas'})).toBeVisible();
    await expect(page.getByText(/research statement of at most 2,000 words/)).toBeVisible();
    await page.getByRole('link', {name: 'Back'}).first().click();
    await expect(page).toHaveURL(at(careersPath));
  });

  for (const opportunity of careerOpportunities) {
    test(`the contact link of ${opportunity.id} opens a web-mail message '${opportunity.title} Inquiry' in a new tab`, async ({page}) => {
      await visit(page, `${careersPath}/${opportunity.id}`);
      const contact = page.getByRole('link', {name: new RegExp(`Write to ${site.outreachEmail}`)});
      await expect(contact).toHaveAttribute('target', '_blank');
      await expect(contact).toHaveAttribute('rel', /noopener/);
      await expect(contact).toHaveAttribute('rel', /noreferrer/);
      const href = new URL((await contact.getAttribute('href')) ?? '');
      expect(href.origin + href.pathname).toBe('https://mail.google.com/mail/');
      expect(href.searchParams.get('view')).toBe('cm');
      expect(href.searchParams.get('to')).toBe(site.outreachEmail);
      expect(href.searchParams.get('su')).toBe(`${opportunity.title} Inquiry`);
    });
  }

  test.describe('unknown opportunity', () => {
    test.use({allowedStatuses: [404]});

    test('shows "Opportunity not found" with a way back to the grid', async ({page}) => {
      const response = await page.goto(at(`${careersPath}/marine-mammal-observer`));
      expect(response?.status()).toBe(404);
      await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
      await expect(page.getByRole('heading', {level: 1, name: 'Opportunity not found'})).toBeVisible();
      await page.getByRole('link', {name: 'Back to Careers'}).click();
      await expect(page).toHaveURL(at(careersPath));
    });
  });
});
