/**
 * Local plugin that writes out, at build time, every calendar date the site shows in its
 * pages' text (featured articles, press items, docs' review and last-update dates) in the locale
 * being built, and publishes them as global data (`{'2025-03-14': '14 March 2025', …}`), read with
 * `useDateLabel()` (`src/hooks/useDateLabel.ts`).
 *
 * Why: a browser's first `Intl.DateTimeFormat` loads its locale data, which costs a mid-range
 * phone some 60 ms of main-thread work while the page starts (about 15 ms on a desktop; seen in
 * Lighthouse traces of the home page). With the labels written at build time, no page that shows
 * only these dates creates a formatter. The labels are made by the same `formatDate` the pages
 * used, so the text does not change.
 */
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {BlogContent} from '@docusaurus/plugin-content-blog';
import type {LoadedContent as DocsContent} from '@docusaurus/plugin-content-docs';
import {readCollection} from '../collections/entryFiles';
import {intlLocale, formatDate} from '../../src/utils/formatDate';

/** Plugin name; also the key of its global data. */
export const dateLabelsPluginName = 'borl-date-labels';

/** `YYYY-MM-DD` of a date given as an ISO string or a `Date` (YAML front matter gives either). */
function isoDay(value: unknown): string | undefined {
  if (value instanceof Date && !Number.isNaN(value.getTime())) {
    return value.toISOString().slice(0, 10);
  }
  return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}/.test(value) ? value.slice(0, 10) : undefined;
}

/** The labels of `days` in `locale`, keyed by day (exported for tests). */
export function dateLabels(days: Iterable<string>, locale: string): Record<string, string> {
  const labels: Record<string, string> = {};
  for (const day of [...days].sort()) {
    labels[day] = formatDate(day, locale);
  }
  return labels;
}

/** The plugin (registered in `docusaurus.config.ts`). */
export default function dateLabelsPlugin(context: LoadContext): Plugin<void> {
  return {
    name: dateLabelsPluginName,
    allContentLoaded: async ({allContent, actions}) => {
      const days = new Set<string>();
      const blogs = (allContent['docusaurus-plugin-content-blog'] ?? {}) as Record<string, BlogContent>;
      for (const blog of Object.values(blogs)) {
        for (const post of blog.blogPosts) {
          const day = isoDay(post.metadata.date);
          if (day) days.add(day);
        }
      }
      for (const item of readCollection('press', {siteDir: context.siteDir, locale: context.i18n.currentLocale, defaultLocale: context.i18n.defaultLocale})) {
        const day = isoDay(item.date);
        if (day) days.add(day);
      }
      const docs = (allContent['docusaurus-plugin-content-docs'] ?? {}) as Record<string, DocsContent>;
      for (const instance of Object.values(docs)) {
        for (const version of instance.loadedVersions) {
          for (const doc of version.docs) {
            const day = isoDay(doc.frontMatter.last_reviewed);
            if (day) days.add(day);
            const updated = doc.lastUpdatedAt ? isoDay(new Date(doc.lastUpdatedAt)) : undefined;
            if (updated) days.add(updated);
          }
        }
      }
      const {currentLocale, localeConfigs} = context.i18n;
      actions.setGlobalData(dateLabels(days, intlLocale(localeConfigs[currentLocale]?.htmlLang, currentLocale)));
    },
  };
}
