import type {LoadContext} from '@docusaurus/types';
import dateLabelsPlugin, {dateLabels} from '@site/plugins/date-labels';
import {pressItems} from '@site/src/data/press';
import {intlLocale} from '@site/src/utils/formatDate';

describe('date labels written at build time', () => {
  it('writes each day in the locale, as the pages did in the browser', () => {
    expect(dateLabels(['2025-03-14', '2024-02-12'], 'en-GB')).toEqual({'2024-02-12': '12 February 2024', '2025-03-14': '14 March 2025'});
    expect(intlLocale('en-GB', 'en')).toBe('en-GB');
    expect(intlLocale(undefined, 'bn')).toBe('bn');
  });

  it('labels the dates of blog posts, press items, docs’ reviews and docs’ last updates', async () => {
    const context = {i18n: {currentLocale: 'en', localeConfigs: {en: {htmlLang: 'en-GB'}}}} as unknown as LoadContext;
    const setGlobalData = jest.fn();
    const allContent = {
      'docusaurus-plugin-content-blog': {'featured-articles': {blogPosts: [{metadata: {date: new Date('2025-06-02T00:00:00Z')}}]}},
      'docusaurus-plugin-content-docs': {default: {loadedVersions: [{docs: [{frontMatter: {last_reviewed: '2026-10-14'}}, {frontMatter: {}, lastUpdatedAt: Date.UTC(2026, 10, 21, 23, 30)}]}]}},
    };
    await dateLabelsPlugin(context).allContentLoaded!({allContent, actions: {setGlobalData}} as never);
    const labels = setGlobalData.mock.calls[0][0] as Record<string, string>;
    expect(labels['2025-06-02']).toBe('2 June 2025');
    expect(labels['2026-10-14']).toBe('14 October 2026');
    // The day of a last update is the UTC day, as the footer's <time> gives it.
    expect(labels['2026-11-21']).toBe('21 November 2026');
    for (const item of pressItems) {
      expect(labels[item.date.slice(0, 10)]).toMatch(/^\d{1,2} [A-Z][a-z]+ \d{4}$/);
    }
  });
});
