/**
 * Local plugin that writes the iCalendar feeds of the registry (`feeds.ts`) at the root of the
 * site after the build, `calendar/<file>.ics`, and tells the pages where they are
 * (`globalData.ts`, read by `src/components/CalendarSubscribe`).
 *
 * Only the default locale's build writes them, into its output folder, the site's root: a feed
 * is one file for every language (see `feeds.ts`), so the Bengali pages link to the same file.
 * `docusaurus start` runs no post-build step, so the feeds exist only in a production build.
 *
 * DTSTAMP is the same for every VEVENT of a feed and changes only with the feed's data: it is
 * `SOURCE_DATE_EPOCH` (seconds) when set, else the date of the last commit that touched the
 * feed's source files, else the time of the build (outside a Git checkout).
 */
import {execFileSync} from 'node:child_process';
import {mkdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {calendarText} from './ics';
import {calendarFeeds, feedDirectory, feedPath, type FeedName} from './feeds';
import {buildDay, calendarPluginName, type CalendarGlobalData} from './globalData';

const feedNames = Object.keys(calendarFeeds) as FeedName[];

/**
 * The DTSTAMP of a feed made from `sources` (paths relative to `siteDir`), in milliseconds:
 * see the file header.
 */
export function feedStamp(siteDir: string, sources: readonly string[], environment: NodeJS.ProcessEnv = process.env): number {
  const epoch = Number(environment.SOURCE_DATE_EPOCH);
  if (environment.SOURCE_DATE_EPOCH && Number.isFinite(epoch)) {
    return epoch * 1000;
  }
  try {
    const seconds = Number(execFileSync('git', ['log', '-1', '--format=%ct', '--', ...sources], {cwd: siteDir, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore']}).trim());
    if (seconds > 0) {
      return seconds * 1000;
    }
  } catch {
    // Not a Git checkout, or no Git: the build's own time.
  }
  return Date.now();
}

/**
 * The text of every feed, by file path under the site's root (`calendar/events.ics`).
 *
 * @param siteRoot absolute URL of the default locale's root, ending in `/`
 */
export function feedFiles(siteDir: string, siteRoot: string): Map<string, string> {
  const host = new URL(siteRoot).hostname;
  return new Map(
    feedNames.map((name) => {
      const feed = calendarFeeds[name];
      const context = {siteRoot, host, stamp: feedStamp(siteDir, feed.sources)};
      return [feedPath(name), calendarText(feed, feed.entries(context))];
    }),
  );
}

/** The plugin (registered in `docusaurus.config.ts`). */
export default function calendarPlugin(context: LoadContext): Plugin<void> {
  const {i18n, siteConfig, siteDir} = context;
  const rootBaseUrl = i18n.localeConfigs[i18n.defaultLocale]?.baseUrl ?? siteConfig.baseUrl;
  const siteRoot = new URL(rootBaseUrl, siteConfig.url).href;
  const builtAt = buildDay(Date.now());
  return {
    name: calendarPluginName,
    contentLoaded: ({actions}) => {
      const feeds = Object.fromEntries(
        feedNames.map((name) => {
          const url = new URL(feedPath(name), siteRoot);
          return [name, {path: `${rootBaseUrl}${feedPath(name)}`, url: url.href, webcal: `webcal://${url.host}${url.pathname}`}];
        }),
      );
      const globalData: CalendarGlobalData = {feeds, builtAt};
      actions.setGlobalData(globalData);
    },
    async postBuild({outDir}) {
      if (i18n.currentLocale !== i18n.defaultLocale) {
        return;
      }
      mkdirSync(path.join(outDir, feedDirectory), {recursive: true});
      for (const [file, text] of feedFiles(siteDir, siteRoot)) {
        writeFileSync(path.join(outDir, file), text);
      }
    },
  };
}
