/**
 * The offline page's script (`src/pages/offline.tsx`; bundled to `/offline.js` by
 * `plugins/offline`): lists the pages of the page's language kept on this device, the pages the
 * visitor read and those they saved, each by its heading and linked, and says when there is
 * none. It runs alone: the offline page loads none of the site's other scripts.
 */
import {offlinePageMarker, offlinePagePath, runtimeCaches, savedCache} from './routes';

/** A kept page: its path and its heading (else its title). */
type KeptPage = {path: string; title: string};

/**
 * The pages of one language kept in the caches that hold pages, without the offline page.
 *
 * @param baseUrl the language's base URL (`/borl/bn/`)
 * @param otherBaseUrls the base URLs of languages below it, whose pages are not its own (`/borl/bn/` for `/borl/`)
 */
async function keptPages(baseUrl: string, otherBaseUrls: readonly string[]): Promise<KeptPage[]> {
  const found = new Map<string, string>();
  for (const name of [savedCache, runtimeCaches.page.name]) {
    if (!(await caches.has(name))) continue;
    const cache = await caches.open(name);
    for (const request of await cache.keys()) {
      const url = new URL(request.url);
      const own =
        url.origin === location.origin &&
        (url.pathname.startsWith(baseUrl) || `${url.pathname}/` === baseUrl) &&
        !otherBaseUrls.some((other) => url.pathname.startsWith(other) || `${url.pathname}/` === other);
      if (!own || found.has(url.pathname) || url.pathname === `${baseUrl}${offlinePagePath.slice(1)}`) continue;
      const response = await cache.match(request);
      if (!response?.headers.get('content-type')?.includes('text/html')) continue;
      const page = new DOMParser().parseFromString(await response.text(), 'text/html');
      found.set(url.pathname, (page.querySelector('h1')?.textContent ?? page.title).trim() || url.pathname);
    }
  }
  const order = new Intl.Collator(document.documentElement.lang);
  return [...found].map(([path, title]) => ({path, title})).sort((a, b) => order.compare(a.title, b.title));
}

async function showKeptPages(): Promise<void> {
  const main = document.querySelector<HTMLElement>(`[${offlinePageMarker}]`);
  const list = main?.querySelector<HTMLUListElement>('[data-kept-pages]');
  const none = main?.querySelector<HTMLElement>('[data-kept-none]');
  if (!main || !list || !none || !('caches' in window)) return;
  const pages = await keptPages(main.getAttribute(offlinePageMarker) ?? '/', (main.dataset.otherLocales ?? '').split(' ').filter(Boolean));
  for (const page of pages) {
    const item = document.createElement('li');
    const link = document.createElement('a');
    link.href = page.path;
    link.textContent = page.title;
    item.append(link);
    list.append(item);
  }
  list.hidden = pages.length === 0;
  none.hidden = pages.length > 0;
}

void showKeptPages();
