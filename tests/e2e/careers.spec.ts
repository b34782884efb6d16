import {test, expect, visit, at} from './fixtures';
import {careerOpportunities} from '../shared/collections';
import {site} from '../../src/data/site';
import {careerStatus} from '../../src/components/CareerDetail/status';
import {buildDate, buildDay} from '../../plugins/site-files/globalData';

/** Careers: Details and Back from both list paths, closed calls, the web-mail contact link, an unknown id. */
const careersPath = '/who-we-are/work-with-borl/careers';
/** Ids of the calls past their closing day, today in Bangladesh (the day of the build, unless it was built on another day). */
const closed = new Set(careerOpportunities.filter((entry) => careerStatus(entry, buildDate(buildDay(Date.now()))) === 'closed').map((entry) => entry.id));

test.describe('careers', () => {
  test.use({allowedStatuses: [404]});

  test('Details opens an opportunity at its own URL from both lists, Back returns, closed calls are marked, an unknown id is not found', async ({page}) => {
    for (const [listPath, opportunity] of [
      [careersPath, careerOpportunities[0]!],
      ['/what-we-do/educate/start-career', careerOpportunities.at(-1)!],
    ] as const) {
      await visit(page, listPath);
      await page.getByRole('link', {name: new RegExp(`^Details\\W+${opportunity.title}$`)}).click();
      await expect(page).toHaveURL(at(`${careersPath}/${opportunity.id}`));
      await expect(page.getByRole('heading', {level: 1, name: opportunity.title})).toBeVisible();
      await page.getByRole('link', {name: 'Back'}).first().click();
      await expect(page).toHaveURL(at(careersPath));
      await expect(page.getByRole('article')).toHaveCount(careerOpportunities.length);
    }
    for (const opportunity of careerOpportunities) {
      const card = page.getByRole('article').filter({has: page.getByRole('heading', {name: opportunity.title})});
      await expect(card.getByText('Closed', {exact: true}), opportunity.id).toHaveCount(closed.has(opportunity.id) ? 1 : 0);
    }

    const response = await page.goto(at(`${careersPath}/marine-mammal-observer`));
    expect(response?.status()).toBe(404);
    await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
    await expect(page.getByRole('heading', {level: 1, name: 'Opportunity not found'})).toBeVisible();
    await page.getByRole('link', {name: 'Back to Careers'}).click();
    await expect(page).toHaveURL(at(careersPath));
  });

  test('each opportunity says whether its call is closed, offers a JobPosting only while open, and a web-mail contact link', async ({page}) => {
    const problems: string[] = [];
    for (const opportunity of careerOpportunities) {
      const isClosed = closed.has(opportunity.id);
      await visit(page, `${careersPath}/${opportunity.id}`);
      await expect(page.getByRole('heading', {level: 1, name: opportunity.title})).toBeVisible();
      if ((await page.getByText(/^This call closed on .+: applications are no longer taken\.$/).count()) !== (isClosed ? 1 : 0)) {
        problems.push(`${opportunity.id}: closing notice ${isClosed ? 'missing' : 'shown'}`);
      }
      const types = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((text) => (JSON.parse(text) as {'@type'?: string})['@type']);
      if (types.includes('JobPosting') === isClosed) problems.push(`${opportunity.id}: JobPosting ${isClosed ? 'of a closed call' : 'missing'}`);
      // The contact link opens a web-mail message '{title} Inquiry' to the coordinator in a new tab.
      const contact = page.getByRole('link', {name: new RegExp(`Write to ${site.outreachEmail}`)});
      const href = new URL((await contact.getAttribute('href')) ?? '');
      const parameters = ['view', 'to', 'su'].map((name) => href.searchParams.get(name));
      const got = [await contact.getAttribute('target'), await contact.getAttribute('rel'), `${href.origin}${href.pathname}`, ...parameters];
      const wanted = ['_blank', 'noopener noreferrer', 'https://mail.google.com/mail/', 'cm', site.outreachEmail, `${opportunity.title} Inquiry`];
      if (JSON.stringify(got) !== JSON.stringify(wanted)) problems.push(`${opportunity.id}: contact link ${JSON.stringify(got)}`);
    }
    expect(problems).toEqual([]);
  });
});
