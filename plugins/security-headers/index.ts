/**
 * Local plugin that ships the security policy of `policy.ts` with the built site.
 *
 * After the build it reads every HTML page, hashes its inline scripts (SHA-256), then
 * - writes `build/_headers` (the headers file of Netlify and Cloudflare Pages style hosts) with
 *   the common security headers for every path, each page's own Content-Security-Policy, and
 *   (default locale) the content type of the calendar feeds of `plugins/calendar`;
 * - inserts the same policy as a `<meta http-equiv="Content-Security-Policy">` fallback at the
 *   top of each page's `<head>`, for hosts that cannot set headers.
 */
import {createHash} from 'node:crypto';
import {readdirSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {commonSecurityHeaders, contentSecurityPolicy} from './policy';
import {feedHeadersRule} from '../calendar/feeds';

/** SHA-256 CSP sources of the executable inline scripts of an HTML document. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/g)) {
    const attributes = match[1] ?? '';
    const body = match[2] ?? '';
    const type = /\btype=["']?([^"'\s>]+)/.exec(attributes)?.[1];
    const executable = !type || /^(text|application)\/javascript$|^module$/.test(type);
    if (/\bsrc=/.test(attributes) || !executable || body.length === 0) {
      continue;
    }
    hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return [...hashes].sort();
}

/** The route path of an HTML file of the build (`who-we-are/x.html` → `/who-we-are/x`). */
export function routePathOf(relativeFile: string): string {
  const withoutExtension = relativeFile.split(path.sep).join('/').replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '');
  return `/${withoutExtension}`.replace(/\/+$/, '') || '/';
}

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      return htmlFiles(full);
    }
    return entry.name.endsWith('.html') ? [full] : [];
  });
}

/** Escapes a value for a double-quoted HTML attribute. */
function attribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
}

export default function securityHeadersPlugin(context: LoadContext): Plugin {
  const baseUrl = context.siteConfig.baseUrl.replace(/\/$/, '');
  const {currentLocale, defaultLocale} = context.i18n;
  return {
    name: 'borl-security-headers',
    async postBuild({outDir}) {
      const blocks: string[] = [
        ['/*', ...Object.entries(commonSecurityHeaders).map(([name, value]) => `  ${name}: ${value}`)].join('\n'),
      ];
      // The feeds are files of the site's root, which only the default locale's build writes.
      if (currentLocale === defaultLocale) {
        blocks.push(feedHeadersRule(`${baseUrl}/`));
      }
      for (const file of htmlFiles(outDir).sort()) {
        const relative = path.relative(outDir, file);
        const routePath = routePathOf(relative);
        const html = readFileSync(file, 'utf8');
        const hashes = inlineScriptHashes(html);
        const meta = `<meta http-equiv="Content-Security-Policy" content="${attribute(contentSecurityPolicy(routePath, hashes, 'meta'))}">`;
        const withMeta = html.includes('http-equiv="Content-Security-Policy"')
          ? html
          : html.replace(/<head([^>]*)>/, (head) => `${head}${meta}`);
        writeFileSync(file, withMeta);
        const header = `  Content-Security-Policy: ${contentSecurityPolicy(routePath, hashes, 'header')}`;
        const paths = routePath === '/' ? [`${baseUrl}/`] : [`${baseUrl}${routePath}`, `${baseUrl}/${relative.split(path.sep).join('/')}`];
        for (const headerPath of new Set(paths)) {
          blocks.push(`${headerPath}\n${header}`);
        }
      }
      writeFileSync(path.join(outDir, '_headers'), `${blocks.join('\n\n')}\n`);
    },
  };
}
