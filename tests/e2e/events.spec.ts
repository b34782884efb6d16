import {test, expect, visit, at} from './fixtures';
import {calendarEmbedUrl, eventsCalendar} from '../../src/config/externalServices';

/** The calendar feeds and the Events page, in both languages. Without JavaScript or with the calendar blocked: `no-javascript.spec.ts`. */
const eventsPath = '/who-we-are/visit-borl/events';

test.use({localServices: true});

test('the feeds are served, and the Events page lists upcoming events, offers the feed and embeds the calendar, in both languages', async ({page}) => {
  for (const feed of ['/calendar/events.ics', '/calendar/cruises.ics']) {
    const response = await page.request.get(at(feed));
    expect(response.status(), feed).toBe(200);
    expect(await response.text(), feed).toMatch(/^BEGIN:VCALENDAR\r\n[\s\S]*BEGIN:VEVENT[\s\S]*END:VCALENDAR\r\n$/);
  }

  const url = calendarEmbedUrl(eventsCalendar);
  expect(url).toMatch(/^https:\/\/calendar\.google\.com\/calendar\/embed\?src=.+&ctz=Asia%2FDhaka$/);
  for (const language of [
    {prefix: '', upcoming: 'Upcoming events', subscribe: 'Subscribe in a calendar app', download: 'Download the .ics file', past: /past events/},
    {prefix: '/bn', upcoming: 'আসন্ন অনুষ্ঠান', subscribe: 'ক্যালেন্ডার অ্যাপে সাবস্ক্রাইব করুন', download: '.ics ফাইল ডাউনলোড করুন', past: null},
  ]) {
    await visit(page, `${language.prefix}${eventsPath}`);
    const upcoming = page.getByRole('region', {name: language.upcoming});
    await expect(upcoming.getByRole('article').first()).toBeVisible();
    await expect(upcoming.getByRole('link', {name: language.subscribe})).toHaveAttribute('href', new RegExp(`^webcal://[^/]+${at('/calendar/events.ics')}$`));
    await expect(upcoming.getByRole('link', {name: language.download})).toHaveAttribute('href', at('/calendar/events.ics'));
    // The shared calendar, in a 600 px frame that loads when scrolled to.
    const frame = page.locator('iframe');
    await expect(frame).toHaveCount(1);
    await expect(frame).toHaveAttribute('src', url);
    await expect(frame).toHaveAttribute('loading', 'lazy');
    await frame.scrollIntoViewIfNeeded();
    expect(Math.round((await frame.boundingBox())?.height ?? 0)).toBe(600);
    await expect(page.frameLocator('iframe').getByRole('heading', {name: 'Events calendar'})).toBeVisible();
    if (language.past) {
      await expect(page.locator('summary', {hasText: language.past})).toBeVisible();
      await expect(frame).toHaveAttribute('title', 'BORL events calendar (Google Calendar)');
      const link = page.getByRole('link', {name: 'Open the calendar in a new tab'});
      await expect(link).toHaveAttribute('href', url);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', /noopener/);
      await expect(link).toHaveAttribute('rel', /noreferrer/);
    } else {
      // Dates in Bengali digits.
      await expect(upcoming.locator('time').first()).toHaveText(/[০-৯]/);
    }
  }
});
