/**
 * The site's service worker, bundled with the Workbox modules it imports into `/sw.js` when the
 * site is built (`plugins/offline`), its scope the whole site, both languages. What it keeps and
 * how is the table of `./routes.ts`; on install it keeps only the shell: each language's
 * offline page and the files that page needs (`__OFFLINE_SHELL__`, written by the build).
 *
 * A new build's worker takes over at once (`skipWaiting`, `clientsClaim`); the page then offers
 * to reload (`src/clientModules/serviceWorker.ts`), so no visitor is held on an old version for
 * more than one visit. Where a browser has no service worker, none of this runs and the site
 * works as it does without one.
 */
/// <reference lib="webworker" />
import {clientsClaim} from 'workbox-core';
import {cleanupOutdatedCaches, matchPrecache, precacheAndRoute} from 'workbox-precaching';
import {registerRoute, setCatchHandler} from 'workbox-routing';
import {CacheFirst, NetworkFirst, StaleWhileRevalidate, type Strategy} from 'workbox-strategies';
import {ExpirationPlugin} from 'workbox-expiration';
import {cacheRouteOf, keepMessageType, offlinePageFor, pageNetworkTimeoutSeconds, runtimeCaches, type CacheRoute, type SiteScope} from './routes';

declare const self: ServiceWorkerGlobalScope;

/** What the build tells the worker (see `plugins/offline`). */
declare const __OFFLINE_SHELL__: {url: string; revision: string}[];
declare const __OFFLINE_SITE__: Omit<SiteScope, 'origin'> & {offlinePages: {baseUrl: string; page: string}[]};

const site: SiteScope = {...__OFFLINE_SITE__, origin: self.location.origin};

void self.skipWaiting();
clientsClaim();
precacheAndRoute(__OFFLINE_SHELL__);
cleanupOutdatedCaches();

/** A cache bounded in entries (the oldest out first) and, where given, in age. */
const bounded = (route: keyof typeof runtimeCaches) => {
  const {name, ...limits} = runtimeCaches[route];
  return {cacheName: name, plugins: [new ExpirationPlugin({...limits, purgeOnQuotaError: true})]};
};

const strategies: Record<Exclude<CacheRoute, 'none'>, Strategy> = {
  page: new NetworkFirst({...bounded('page'), networkTimeoutSeconds: pageNetworkTimeoutSeconds}),
  asset: new CacheFirst(bounded('asset')),
  image: new CacheFirst(bounded('image')),
  data: new StaleWhileRevalidate(bounded('data')),
  search: new CacheFirst(bounded('search')),
  'search-entry': new StaleWhileRevalidate(bounded('search-entry')),
};

for (const [route, strategy] of Object.entries(strategies)) {
  registerRoute(({url, request}) => cacheRouteOf({url, mode: request.mode, destination: request.destination}, site) === route, strategy);
}

/**
 * Keeps pages and files the page names (`src/clientModules/serviceWorker.ts`): on a first visit,
 * the page and everything it loaded before the worker controlled it; after a move within the
 * site (the router fetches no HTML), the new page. Each goes through its route's strategy, as a
 * request of its own would.
 */
self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const message = event.data as {type?: string; pages?: unknown; files?: unknown} | undefined;
  if (message?.type !== keepMessageType) return;
  const keep = (urls: unknown, mode: string) =>
    (Array.isArray(urls) ? urls : []).flatMap((url) => {
      const request = new Request(String(url), {credentials: 'same-origin'});
      const route = cacheRouteOf({url: new URL(request.url), mode, destination: ''}, site);
      return route === 'none' ? [] : [strategies[route].handle({event, request}).catch(() => undefined)];
    });
  event.waitUntil(Promise.all([...keep(message.pages, 'navigate'), ...keep(message.files, 'no-cors')]));
});

// Offline and not in its route's cache: a copy the visitor saved, else for a page the offline
// page of its language.
setCatchHandler(async ({request, url}) => {
  const saved = await caches.match(request, {ignoreVary: true});
  if (saved) return saved;
  if (request.mode === 'navigate') {
    const page = offlinePageFor(url, __OFFLINE_SITE__.offlinePages);
    const offline = page ? await matchPrecache(page) : undefined;
    if (offline) return offline;
  }
  return Response.error();
});
