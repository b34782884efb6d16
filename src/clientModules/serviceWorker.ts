/**
 * Client module: registers the site's service worker (`src/offline/serviceWorker.ts`, served at
 * `customFields.serviceWorker.url` with the whole site as its scope) once the page has loaded,
 * so a first visit loads nothing sooner than without it; in a production build only, and only
 * where the browser has service workers (elsewhere the site works as it does without one).
 *
 * When a new build's worker takes over a page that an older one controlled, a notice at the
 * foot of the screen says "A new version is available" with a button that reloads the page
 * (the new worker takes over at once, so the next visit is the new version in any case).
 */
import siteConfig from '@generated/docusaurus.config';
import {translate} from '@docusaurus/Translate';

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
  text.textContent = translate({id: 'offline.newVersion', message: 'A new version of the site is available.', description: 'Notice shown when a new version of the site has been installed on the device'});
  const reload = document.createElement('button');
  reload.type = 'button';
  reload.className = 'button button--primary button--sm';
  reload.textContent = translate({id: 'offline.reload', message: 'Reload', description: 'Button of the new-version notice: reloads the page'});
  reload.addEventListener('click', () => window.location.reload());
  notice.append(text, reload);
  document.body.append(notice);
}

const settings = siteConfig.customFields?.serviceWorker as ServiceWorkerSettings | undefined;
if (typeof window !== 'undefined' && process.env.NODE_ENV === 'production' && settings && 'serviceWorker' in navigator) {
  const register = () => {
    // A page an older worker controls: the next controller is a new version.
    const hadController = Boolean(navigator.serviceWorker.controller);
    navigator.serviceWorker.addEventListener('controllerchange', () => {
      if (hadController) announceNewVersion();
    });
    // Blocked (a private window, a policy): the site works as it does without a worker.
    navigator.serviceWorker.register(settings.url, {scope: settings.scope}).catch(() => undefined);
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, {once: true});
}
