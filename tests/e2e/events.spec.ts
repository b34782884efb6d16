import {existsSync} from 'node:fs';
import {test, expect, visit, at} from './fixtures';

/**
 * Laboratory events, calendar feeds and career structured data: the feeds are served at the
 * site's root, the Events page lists upcoming events with links to subscribe in English and in
 * Bengali, Cruise Planning offers its feed, and a career page describes its JobPosting.
 */
const eventsPath = '/who-we-are/visit-borl/events';
const feeds = ['/calendar/events.ics', '/calendar/cruises.ics'];

test.describe('calendar feeds and structured data', () => {
  test.skip(({page}) => (page.viewportSize()?.width ?? 0) < 997, 'served files: checked once, on desktop');

  test('serves each feed at the root as an iCalendar file', async ({request}) => {
    for (const feed of feeds) {
      const response = await request.get(at(feed));
      expect(response.status(), feed).toBe(200);
      expect(await response.text(), feed).toMatch(/^BEGIN:VCALENDAR\r\n[\s\S]*BEGIN:VEVENT[\s\S]*END:VCALENDAR\r\n$/);
    }
  });

  test('a career page describes its JobPosting in JSON-LD', async ({page}) => {
    await visit(page, '/who-we-are/work-with-borl/careers/lab-assistantship');
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    const posting = blocks.map((text) => JSON.parse(text) as Record<string, unknown>).find((data) => data['@type'] === 'JobPosting');
    expect(posting).toMatchObject({
      '@context': 'https://schema.org',
      title: 'Laboratory assistant',
      datePosted: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      validThrough: expect.stringMatching(/-12-31T23:59:59\+06:00$/),
      employmentType: ['FULL_TIME', 'TEMPORARY'],
      directApply: false,
      hiringOrganization: {name: 'Bay of Bengal Ocean Research Laboratory'},
      jobLocation: {address: {addressCountry: 'BD'}},
    });
    expect(String(posting?.description)).toContain('<li>');
  });
});

test.describe('Events page', () => {
  test('lists upcoming events with their Event data and offers the feed, in English', async ({page}) => {
    await visit(page, eventsPath);
    const upcoming = page.getByRole('region', {name: 'Upcoming events'});
    await expect(upcoming.getByRole('article').first()).toBeVisible();
    await expect(upcoming.getByRole('link', {name: 'Subscribe in a calendar app'})).toHaveAttribute('href', new RegExp(`^webcal://[^/]+${at('/calendar/events.ics')}$`));
    await expect(upcoming.getByRole('link', {name: 'Download the .ics file'})).toHaveAttribute('href', at('/calendar/events.ics'));
    await expect(page.locator('summary', {hasText: /past events/})).toBeVisible();
    const data = JSON.parse((await page.locator('script[type="application/ld+json"]').last().textContent()) ?? '[]') as {'@type': string}[];
    expect(data.length).toBeGreaterThan(0);
    expect(data.every((event) => event['@type'] === 'Event')).toBe(true);
  });

  test('lists upcoming events in Bengali and links to the same feed at the root', async ({page}) => {
    test.skip(!existsSync('build/bn'), 'the build has no Bengali edition');
    await visit(page, `/bn${eventsPath}`);
    const upcoming = page.getByRole('region', {name: 'আসন্ন অনুষ্ঠান'});
    await expect(upcoming.getByRole('article').first()).toBeVisible();
    await expect(upcoming.getByRole('link', {name: 'ক্যালেন্ডার অ্যাপে সাবস্ক্রাইব করুন'})).toHaveAttribute('href', new RegExp(`^webcal://[^/]+${at('/calendar/events.ics')}$`));
    await expect(upcoming.getByRole('link', {name: '.ics ফাইল ডাউনলোড করুন'})).toHaveAttribute('href', at('/calendar/events.ics'));
    // Dates in Bengali digits.
    await expect(upcoming.locator('time').first()).toHaveText(/[০-৯]/);
  });

  test('Cruise Planning offers the cruises feed', async ({page}) => {
    await visit(page, '/what-we-do/explore/cruise-planning');
    await expect(page.getByRole('link', {name: 'Download the .ics file'})).toHaveAttribute('href', at('/calendar/cruises.ics'));
  });
});
