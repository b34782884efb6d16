import React, {useEffect, useState, type ReactNode} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useLocation} from '@docusaurus/router';
import {localeBaseUrl} from '@site/src/config/locales';
import {useNumberFormat} from '@site/src/hooks/useNumberFormat';
import {offlineSavesPath, savedCache, type OfflineSave} from '@site/src/offline/routes';
import styles from './styles.module.css';

/** Where the control stands: nothing to offer, waiting for the list, ready to save, saving, saved, or the last attempt failed. */
type SaveState = 'none' | 'ready' | 'saving' | 'saved' | 'failed';

/**
 * The scripts of the site this page has loaded, and those `pages` load: the router's own
 * preload (`window.docusaurus.preload`, typed by `@docusaurus/module-type-aliases`) fetches a
 * page's code without showing it, and the browser's resource timing names what it fetched.
 */
async function scriptsFor(pages: readonly string[], baseUrl: string): Promise<string[]> {
  await Promise.all(pages.map((page) => window.docusaurus.preload(page) || undefined));
  return [
    ...new Set(
      performance
        .getEntriesByType('resource')
        .map((entry) => new URL(entry.name))
        .filter((url) => url.origin === location.origin && url.pathname.startsWith(baseUrl) && url.pathname.endsWith('.js'))
        .map((url) => url.pathname),
    ),
  ];
}

/**
 * The "Save for offline" control (loaded by `./index.tsx`): stores on the device, until the visitor
 * removes it, what reading the page at sea needs (for a cruise, its data sets' pages too, with
 * their charts, CSV files and data packages; the list and its size come from the build,
 * `plugins/offline`), after saying how much it will store; then says the page is saved for
 * offline reading and offers to remove it. Shown only where the browser keeps files for a site
 * (Cache Storage and a service worker); without JavaScript the page shows nothing of it.
 *
 * @param kind whose page it is on: a cruise's (its data sets are saved with it) or a data set's
 */
export default function SaveForOffline({kind}: {kind: 'cruise' | 'dataset'}): ReactNode {
  const {i18n} = useDocusaurusContext();
  const rootBaseUrl = localeBaseUrl(i18n, i18n.defaultLocale);
  const page = useLocation().pathname.replace(/\/$/, '');
  const formatNumber = useNumberFormat();
  const [save, setSave] = useState<OfflineSave>();
  const [state, setState] = useState<SaveState>('none');

  useEffect(() => {
    if (!('caches' in window) || !('serviceWorker' in navigator)) return;
    let current = true;
    void (async () => {
      try {
        const saves = (await (await fetch(`${rootBaseUrl}${offlineSavesPath.slice(1)}`)).json()) as Record<string, OfflineSave>;
        const entry = saves[page];
        if (!entry || !current) return;
        setSave(entry);
        const saved = await (await caches.open(savedCache)).match(page);
        if (current) setState(saved ? 'saved' : 'ready');
      } catch {
        // No list (offline and never fetched): nothing to offer.
      }
    })();
    return () => {
      current = false;
    };
  }, [page, rootBaseUrl]);

  if (!save || state === 'none') return null;
  const kilobytes = formatNumber(Math.max(1, Math.round(save.bytes / 1024)));
  const pages = save.files.filter((file) => !/\.[a-z]+$/.test(file));

  const store = async () => {
    setState('saving');
    try {
      const cache = await caches.open(savedCache);
      // All or nothing: a failed request stores none of them.
      await cache.addAll(save.files);
      await cache.addAll(await scriptsFor(pages, rootBaseUrl));
      setState('saved');
    } catch {
      setState('failed');
    }
  };
  const remove = async () => {
    const cache = await caches.open(savedCache);
    await Promise.all(save.files.map((file) => cache.delete(file)));
    setState('ready');
  };

  return (
    <div className={styles.save} role="group" aria-labelledby="save-for-offline">
      <p id="save-for-offline" className={styles.status} role="status">
        {state === 'saved' ? (
          <Translate id="offline.save.saved" description="On a cruise or data set page saved on the device">
            Saved for offline reading on this device.
          </Translate>
        ) : state === 'saving' ? (
          <Translate id="offline.save.saving" description="While a page is being saved for offline reading">
            Saving…
          </Translate>
        ) : state === 'failed' ? (
          <Translate id="offline.save.failed" description="When saving for offline reading failed">
            It could not be saved: the connection failed, and nothing was stored. Try again when the connection is better.
          </Translate>
        ) : kind === 'cruise' ? (
          <Translate id="offline.save.cruise" values={{size: kilobytes}} description="Before saving a cruise for offline reading; {size} in KB">
            {"Read this cruise without a connection: saving stores its page and its data sets' pages, CSV files and charts on this device ({size} KB)."}
          </Translate>
        ) : (
          <Translate id="offline.save.dataset" values={{size: kilobytes}} description="Before saving a data set for offline reading; {size} in KB">
            {'Read this data set without a connection: saving stores its page, CSV file and charts on this device ({size} KB).'}
          </Translate>
        )}
      </p>
      {state === 'saved' ? (
        <button type="button" className="button button--secondary button--sm" onClick={() => void remove()}>
          <Translate id="offline.save.remove" description="Button that removes a saved page from the device">
            Remove from this device
          </Translate>
        </button>
      ) : (
        <button type="button" className="button button--secondary button--sm" disabled={state === 'saving'} onClick={() => void store()}>
          {translate({id: 'offline.save.button', message: 'Save for offline ({size} KB)', description: 'Button that saves a cruise or data set for offline reading; {size} in KB'}, {size: kilobytes})}
        </button>
      )}
    </div>
  );
}
