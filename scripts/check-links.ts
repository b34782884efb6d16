/**
 * Finds, in a production build, every internal link, asset, feed entry, social card or data URL
 * that does not resolve to a file of that build under its base URL. `scripts/check-build.ts`
 * runs it over every file of the build.
 *
 * Docusaurus checks the links it renders itself, but not the URLs that plugins and components
 * write (structured data, social cards, feeds, `<picture>` sources, the sitemap, robots.txt),
 * and none of them under a base path. This reads every `.html`, `.xml` and `.txt` file of the
 * build, collects every URL in `href`, `src`, `srcset`, `poster` and `content` attributes, in
 * JSON-LD, in `<loc>`/`<link>` elements and in `Sitemap:` lines, and checks each one that
 * points at the site (a root-relative path, or an absolute URL on the site's origin):
 * - it starts with the base URL (a link to `/img/x.svg` in a build for `/borl/` is broken on the
 *   host even when `build/img/x.svg` exists);
 * - the rest names a file of the build: as it is, with `.html`, or as a folder's `index.html`.
 *
 * Exit code 1 lists every broken URL with the file it was found in; 0 prints how much was read.
 */
import {readFileSync, statSync} from 'node:fs';
import {filesBelow} from '../plugins/buildFiles';
import path from 'node:path';
import {loaderScripts} from '../src/config/ssrTemplate';

/** A URL that does not resolve, and where it was found. */
export type BrokenLink = {
  /** The file of the build, relative to its folder. */
  file: string;
  /** The URL as written. */
  url: string;
  /** Why it does not resolve. */
  reason: string;
};

/** What {@link checkBuild} read and found. */
export type CheckResult = {files: number; urls: number; broken: BrokenLink[]};

function decode(value: string): string {
  return value
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&#x27;/g, "'");
}

/** Every URL-like value of an HTML, XML or text document. */
export function urlsIn(text: string): string[] {
  const urls: string[] = [];
  for (const match of text.matchAll(/\s(href|src|poster|content)=("([^"]*)"|'([^']*)'|([^\s>"']+))/g)) {
    const value = decode(match[3] ?? match[4] ?? match[5] ?? '');
    // `content` holds text too (descriptions, viewport): only URL-shaped values count. A post
    // with several authors lists their pages in one `article:author`, joined by commas.
    if (match[1] !== 'content') {
      urls.push(value);
    } else if (/^(https?:\/\/|\/)/.test(value)) {
      urls.push(...value.split(/,(?=https?:\/\/|\/)/));
    }
  }
  for (const match of text.matchAll(/\ssrcset=("([^"]*)"|'([^']*)')/g)) {
    for (const candidate of decode(match[2] ?? match[3] ?? '').split(',')) {
      const url = candidate.trim().split(/\s+/)[0];
      if (url) urls.push(url);
    }
  }
  for (const match of text.matchAll(/<script[^>]*\stype="?application\/ld\+json"?[^>]*>([\s\S]*?)<\/script>/g)) {
    for (const url of (match[1] ?? '').match(/"(https?:\/\/[^"]+|\/[^"\s]*)"/g) ?? []) {
      urls.push(url.slice(1, -1));
    }
  }
  // The page template adds the page's scripts from an inline script (`src/config/ssrTemplate.ts`):
  // the addresses it names count like `src` attributes.
  urls.push(...loaderScripts(text));
  for (const match of text.matchAll(/<(loc|link|id)>([^<]+)<\/\1>/g)) {
    urls.push(decode(match[2] ?? '').trim());
  }
  for (const match of text.matchAll(/^Sitemap:\s*(\S+)/gm)) {
    urls.push(match[1] ?? '');
  }
  return urls;
}

function existsInBuild(buildDir: string, rest: string): boolean {
  const clean = decodeURIComponent(rest).replace(/\/+$/, '');
  const candidates = [clean, `${clean}.html`, path.join(clean, 'index.html')];
  return candidates.some((candidate) => {
    try {
      return statSync(path.join(buildDir, candidate)).isFile();
    } catch {
      return false;
    }
  });
}

/**
 * The link check of one document of a build: the URLs of `text` that point at the site but miss
 * its base URL or a file of the build. Counts the site's URLs it read in `counted.urls`.
 *
 * @param buildDir the output folder of `docusaurus build`
 * @param baseUrl the base URL the build was made with, with leading and trailing slash
 * @param siteUrl the site's origin (`https://borl.ac.bd`); absolute URLs on it count as internal
 */
export function linkChecker(buildDir: string, baseUrl: string, siteUrl: string) {
  const origin = new URL(siteUrl).origin;
  const counted = {urls: 0};
  const check = (relative: string, text: string): BrokenLink[] => {
    const broken: BrokenLink[] = [];
    const pageUrl = new URL(`${baseUrl}${relative}`, origin);
    for (const raw of urlsIn(text)) {
      if (!raw || raw.startsWith('#') || /^(mailto|tel|data|javascript):/i.test(raw)) {
        continue;
      }
      let url: URL;
      try {
        url = new URL(raw, pageUrl);
      } catch {
        broken.push({file: relative, url: raw, reason: 'not a valid URL'});
        continue;
      }
      // The bare origin names the laboratory (a JobPosting's `sameAs`), not a page of the build.
      if (url.origin !== origin || raw.replace(/\/$/, '') === origin) {
        continue;
      }
      counted.urls += 1;
      if (!url.pathname.startsWith(baseUrl) && url.pathname !== baseUrl.replace(/\/$/, '')) {
        broken.push({file: relative, url: raw, reason: `does not start with the base URL ${baseUrl}`});
      } else if (!existsInBuild(buildDir, url.pathname.slice(baseUrl.length))) {
        broken.push({file: relative, url: raw, reason: 'no such file in the build'});
      }
    }
    return broken;
  };
  return {check, counted};
}

/** Whether a file of a build is a document whose URLs {@link linkChecker} reads. */
export const isLinkingDocument = (file: string): boolean => /\.(html|xml|txt)$/.test(file);

/**
 * Checks every internal URL of the build in `buildDir` (see {@link linkChecker}).
 */
export function checkBuild(buildDir: string, baseUrl: string, siteUrl: string): CheckResult {
  const {check, counted} = linkChecker(buildDir, baseUrl, siteUrl);
  const documents = filesBelow(buildDir)
    .map((name) => path.join(buildDir, name))
    .filter(isLinkingDocument);
  const broken = documents.flatMap((file) => check(path.relative(buildDir, file).split(path.sep).join('/'), readFileSync(file, 'utf8')));
  return {files: documents.length, urls: counted.urls, broken};
}

/**
 * The base URL a build was made with, read from its sitemap: the path of its home page, the
 * shortest address the sitemap lists (`/borl/` for a build with `BASE_URL=/borl/`).
 */
export function builtBaseUrl(buildDir: string): string {
  const paths = [...readFileSync(path.join(buildDir, 'sitemap.xml'), 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? '/').pathname);
  const home = paths.reduce((shortest, next) => (next.length < shortest.length ? next : shortest), paths[0] ?? '/');
  return home.endsWith('/') ? home : `${home}/`;
}
