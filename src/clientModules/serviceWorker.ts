/**
 * Client module: registers the site's service worker (`src/offline/serviceWorker.ts`, served at
 * `customFields.serviceWorker.url` with the whole site as its scope) once the page has loaded,
 * so a first visit loads nothing sooner than without it; in a production build only, and only
 * where the browser has service workers (elsewhere the site works as it does without one).
 *
 * The worker sees the requests of the pages it controls, but not what the first page loaded
 * before it started, nor a page the site's router shows without fetching its HTML: the module
 * names both to the worker (`keepMessageType`), so every page opened is kept for offline reading.
 *
 * When a new build's worker takes over a page that an older one controlled, a notice at the
 * foot of the screen says "A new version is available" with a button that reloads the page
 * (the new worker takes over at once, so the next visit is the new version in any case).
 */
import siteConfig from '@generated/docusaurus.config';
import {translate} from '@docusaurus/Translate';
import type {ClientModule} from '@docusaurus/types';
import {keepMessageType} from '@site/src/offline/routes';

/** Where the worker is served and its scope, as the configuration writes them. */
type ServiceWorkerSettings = {url: string; scope: string};

/** The notice that a new version is available, with its reload button. */
function announceNewVersion(): void {
  if (document.querySelector('[data-new-version]')) return;
  const notice = document.createElement('div');
  notice.setAttribute('role', 'status');
  notice.setAttribute('data-new-version', '');
  notice.className = 'site-new-version';
  const text = document.createElement('span');
  text.textContent = translate({
    id: 'offline.newVersion',
    message: 'A new version of the site is available.',
    description: 'Notice shown when a new version of the site has been installed on the device',
  });
  const reload = document.createElement('button');
  reload.type = 'button';
  reload.className = 'button button--primary button--sm';
  reload.textContent = translate({id: 'offline.reload', message: 'Reload', description: 'Button of the new-version notice: reloads the page'});
  reload.addEventListener('click', () => window.location.reload());
  notice.append(text, reload);
  document.body.append(notice);
}

/** Asks the active worker to keep pages and files (see the module comment). */
async function keep(pages: readonly string[], files: readonly string[] = []): Promise<void> {
  const registration = await navigator.serviceWorker.ready;
  registration.active?.postMessage({type: keepMessageType, pages, files});
}

const settings = siteConfig.customFields?.serviceWorker as ServiceWorkerSettings | undefined;
/** Whether this page runs the worker: a production build, in a browser that has service workers. */
const enabled = typeof window !== 'undefined' && process.env.NODE_ENV === 'production' && Boolean(settings) && 'serviceWorker' in navigator;

if (enabled && settings) {
  const register = () => {
    // A page an older worker controls: the next controller is a new version.
    const hadController = Boolean(navigator.serviceWorker.controller);
    navigator.serviceWorker.addEventListener('controllerchange', () => {
      if (hadController) announceNewVersion();
    });
    // Blocked (a private window, a policy): the site works as it does without a worker.
    navigator.serviceWorker
      .register(settings.url, {scope: settings.scope})
      .then(() => {
        // A first visit: the page and what it loaded came before the worker.
        if (!hadController)
          void keep(
            [window.location.href],
            performance.getEntriesByType('resource').map((entry) => entry.name),
          );
      })
      .catch(() => undefined);
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, {once: true});
}

/** A move within the site: the router shows the page without fetching its HTML, so the worker is asked to keep it. */
const clientModule: ClientModule = {
  onRouteDidUpdate({location, previousLocation}) {
    if (!enabled || !previousLocation || !navigator.serviceWorker.controller || location.pathname === previousLocation.pathname) return;
    void keep([new URL(location.pathname + location.search, window.location.origin).href]);
  },
};

export default clientModule;
