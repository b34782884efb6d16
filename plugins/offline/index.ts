/**
 * Local plugin that makes the site readable offline: after the last locale is built it writes,
 * at the site's root,
 * - `sw.js`: the service worker (`src/offline/serviceWorker.ts` with the Workbox modules it
 *   imports, bundled by esbuild), told the site's base URL, each locale's offline page, and the
 *   shell it keeps on install: each locale's offline page and the stylesheets, fonts and images
 *   that page links, each with a hash of its content as its revision, so a new build replaces
 *   exactly what changed;
 * - `offline.js`: the offline page's one script (`src/offline/offlinePage.ts`), which lists the
 *   pages kept on the device. The offline page itself (`src/pages/offline.tsx`) loads no other
 *   script: it is shown at the address of a page that was never read, which the site's router
 *   would try, and fail, to load.
 *
 * The registration is the client module `src/clientModules/serviceWorker.ts`. `docusaurus
 * start` runs no post-build step, so there is no worker under the development server.
 *
 * Workbox is used directly rather than through `@docusaurus/plugin-pwa`: that plugin precaches
 * the whole build of a locale on install and replaces the files a worker may keep, where this
 * site keeps only the shell on install and the rest as it is read.
 */
import {createHash} from 'node:crypto';
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {build} from 'esbuild';
import {localeBaseUrl} from '../../src/config/locales';
import {offlinePagePath, offlineScriptPath, serviceWorkerPath} from '../../src/offline/routes';
import {editorFolder} from '../site-files/editor';

/** One file the worker keeps on install: its address and a hash of its content. */
export type ShellEntry = {url: string; revision: string};

/** A hash of a file's content, the revision of its entry in the shell. */
const revisionOf = (file: string): string => createHash('sha256').update(readFileSync(file)).digest('hex').slice(0, 16);

/**
 * The files an offline page needs, as its HTML links them: stylesheets, preloaded fonts, images
 * and its own script; addresses of the site only (`baseUrl` and below).
 */
export function offlinePageFiles(html: string, baseUrl: string): string[] {
  const links = [
    ...html.matchAll(/<link\b[^>]*\brel=["']?(?:stylesheet|preload)["'\s][^>]*>/g),
    ...html.matchAll(/<(?:img|script)\b[^>]*>/g),
  ].flatMap((match) => {
    const address = /\b(?:href|src)=["']?([^"'\s>]+)/.exec(match[0])?.[1];
    return address?.startsWith(baseUrl) ? [address] : [];
  });
  return [...new Set(links)];
}

/** The file of the build that answers an address of the site. */
function builtFile(outRoot: string, baseUrl: string, address: string): string {
  const file = path.join(outRoot, address.slice(baseUrl.length));
  return existsSync(file) ? file : `${file}.html`;
}

export default function offlinePlugin(context: LoadContext): Plugin {
  const {i18n, siteDir, baseUrl: localeBase} = context;
  const rootBaseUrl = localeBaseUrl(i18n, i18n.defaultLocale);
  return {
    name: 'borl-offline',
    async postBuild({outDir}) {
      // Every locale's pages exist only once the last one is built.
      if (i18n.currentLocale !== i18n.locales.at(-1)) return;
      // The root of the build: a locale's pages are in a folder below it (`bn/`).
      const subFolder = path.posix.relative(rootBaseUrl, localeBase);
      const outRoot = subFolder ? path.resolve(outDir, ...subFolder.split('/').map(() => '..')) : outDir;
      const offlinePages = i18n.locales.map((locale) => ({baseUrl: localeBaseUrl(i18n, locale), page: `${localeBaseUrl(i18n, locale)}${offlinePagePath.slice(1)}`}));
      /** Bundles a script of `src/offline/` into the file at `address` below the root. */
      const bundle = (source: string, address: string, define: Record<string, string> = {}) =>
        build({entryPoints: [path.join(siteDir, 'src/offline', source)], outfile: path.join(outRoot, address.slice(1)), bundle: true, minify: true, format: 'iife', target: 'es2020', logLevel: 'warning', define});
      await bundle('offlinePage.ts', offlineScriptPath);
      const shell = new Map<string, ShellEntry>();
      for (const {page} of offlinePages) {
        const file = builtFile(outRoot, rootBaseUrl, page);
        shell.set(page, {url: page, revision: revisionOf(file)});
        for (const address of offlinePageFiles(readFileSync(file, 'utf8'), rootBaseUrl)) {
          const linked = builtFile(outRoot, rootBaseUrl, address);
          if (existsSync(linked)) shell.set(address, {url: address, revision: revisionOf(linked)});
        }
      }
      await bundle('serviceWorker.ts', serviceWorkerPath, {
        'process.env.NODE_ENV': '"production"',
        __OFFLINE_SHELL__: JSON.stringify([...shell.values()]),
        __OFFLINE_SITE__: JSON.stringify({baseUrl: rootBaseUrl, editorFolder, offlinePages}),
      });
    },
  };
}
