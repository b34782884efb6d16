/**
 * @jest-environment node
 */
/** The `_headers` file as the host reads it: few rules, and one policy for every page, with the site's three outside services. */
import {offlineScriptPath, serviceWorkerPath} from '@site/src/offline/routes';
import {existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import siteFilesPlugin, {contentHashedPatterns, editorOriginHeadersRules, inlineScriptHashes, securityHeadersRules, type HeadersFileInput} from '@site/plugins/site-files';
import {formatHeadersFile, headersFileLimits, headersForPath, parseHeadersFile, patternMatches} from '@site/plugins/site-files/headersFile';
import {commonSecurityHeaders, contentSecurityPolicy, thirdPartyOrigins} from '@site/plugins/site-files/policy';
import {editorHosting} from '@site/src/config/repository';
import {editorPolicy} from '@site/plugins/site-files/editor';
import {detailPath, listPath, unlistedPages} from '@site/src/collections';
import {startStaticServer} from '@site/scripts/static-server.mjs';
import {pagePath} from '@site/src/navigation';
import {cruises} from '@site/tests/shared/collections';
import {people} from '@site/tests/shared/collections';

const hashes = ["'sha256-AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA='", "'sha256-BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB='"];

/** The `_headers` file the plugin writes for a base URL, English at the root and Bengali under /bn, read back. */
function headersFile(baseUrl: string, input: Partial<HeadersFileInput> = {}) {
  const text = formatHeadersFile(securityHeadersRules({baseUrl, localePrefixes: ['', '/bn'], scriptHashes: [...hashes, hashes[0]!], ...input}), ['a comment']);
  return {text, rules: parseHeadersFile(text)};
}

/** Each directive of a policy by name (a second policy joined with a comma would show as a stray name). */
function directives(policy: string): Record<string, string> {
  return Object.fromEntries(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .map(([name, ...sources]) => [name, sources.join(' ')]),
  );
}

const pages = [
  '/',
  '/404',
  pagePath('history'),
  detailPath('people', people[0]!.id),
  listPath('datasets'),
  unlistedPages.becomeMember,
  pagePath('directions'),
  listPath('cruises'),
  detailPath('cruises', cruises[0]!.id),
  pagePath('events'),
];

describe('the _headers file', () => {
  it('stays a handful of rules, far below the host limit, whatever the number of pages', () => {
    const {rules} = headersFile('');
    expect(rules.length).toBeLessThanOrEqual(headersFileLimits.rules);
    // Site-wide, the feeds, the web editor, the service worker and the offline page's script,
    // and per locale the content-hashed files.
    expect(rules).toHaveLength(5 + 2 * contentHashedPatterns.length);
    expect(rules[0]!.path).toBe('/*');
    // A new build's worker reaches every visitor at once.
    for (const file of [serviceWorkerPath, offlineScriptPath]) expect(headersForPath(rules, file)['cache-control']).toBe('no-cache');
  });

  it.each([
    ['', ''],
    ['/borl', ''],
    ['', '/bn'],
    ['/borl', '/bn'],
  ])('base %p, locale %p: every page gets every security header and exactly one policy', (baseUrl, locale) => {
    const {rules} = headersFile(baseUrl);
    for (const page of pages) {
      const url = page === '/' ? `${baseUrl}${locale}/` : `${baseUrl}${locale}${page}`;
      const headers = headersForPath(rules, url);
      expect(headers).toMatchObject({
        'strict-transport-security': 'max-age=31536000; includeSubDomains',
        'x-content-type-options': 'nosniff',
        'x-frame-options': 'DENY',
        'referrer-policy': 'strict-origin-when-cross-origin',
        'cross-origin-opener-policy': 'same-origin',
        // Without the retired interest-cohort, which browsers warn about.
        'permissions-policy': expect.stringMatching(/^camera=\(\), microphone=\(\), geolocation=\(\)(?!.*interest-cohort)/),
      });
      const policy = headers['content-security-policy'] ?? '';
      expect({url, policies: policy.match(/default-src/g)?.length}).toEqual({url, policies: 1});
      const parsed = directives(policy);
      expect(parsed['frame-ancestors']).toBe("'none'");
      expect(parsed['object-src']).toBe("'none'");
      expect(parsed['script-src']).toBe(`'self' 'wasm-unsafe-eval' ${hashes.join(' ')}`);
      // The same outside services on every page, so a route change never needs a new document.
      expect({url, connect: parsed['connect-src'], img: parsed['img-src'], frame: parsed['frame-src']}).toEqual({
        url,
        connect: `'self' ${thirdPartyOrigins.emailjs}`,
        img: `'self' data: ${thirdPartyOrigins.mapTiles}`,
        frame: thirdPartyOrigins.calendar,
      });
    }
  });

  it('keeps every rule under the base path, and serves the feeds as iCalendar', () => {
    const {rules} = headersFile('/borl');
    expect(rules.every((rule) => rule.path.startsWith('/borl/'))).toBe(true);
    expect(headersForPath(rules, '/borl/calendar/events.ics')['content-type']).toBe('text/calendar; charset=utf-8');
    expect(headersForPath(rules, `${unlistedPages.becomeMember}`)).toEqual({});
  });

  it.each(['', '/borl'])('base %p: caches content-hashed files for a year, and revalidates pages, feeds and files that keep their name', (baseUrl) => {
    const {rules} = headersFile(baseUrl);
    const immutable = 'public, max-age=31536000, immutable';
    for (const locale of ['', '/bn']) {
      for (const file of [
        '/assets/js/main.3f2a9c1d.js',
        '/assets/js/runtime~main.0be1c2d3.js',
        '/assets/css/styles.547ee3f7.css',
        '/pagefind/index/en-gb_01949bd.pf_index',
        '/pagefind/fragment/bn-bd_071c0cc.pf_fragment',
        '/pagefind/pagefind.en-gb_f9d09422e1bd8.pf_meta',
      ]) {
        expect({file, cache: headersForPath(rules, `${baseUrl}${locale}${file}`)['cache-control']}).toEqual({file, cache: immutable});
      }
      for (const file of [
        '/',
        '/news',
        pagePath('history'),
        '/pagefind/pagefind.js',
        '/pagefind/pagefind-entry.json',
        '/pagefind/wasm.en-gb.pagefind',
        '/calendar/events.ics',
        '/sitemap.xml',
        '/img/logo.svg',
        '/assets',
      ]) {
        const url = file === '/' ? `${baseUrl}${locale}/` : `${baseUrl}${locale}${file}`;
        expect({url, cache: headersForPath(rules, url)['cache-control']}).toEqual({url, cache: undefined});
      }
    }
    // Outside the base path nothing is the site's.
    if (baseUrl) {
      expect(headersForPath(rules, '/assets/js/main.3f2a9c1d.js')['cache-control']).toBeUndefined();
    }
  });

  it('lists each inline-script hash once per policy, writes comments the host skips, and refuses what the host would drop', () => {
    const {text, rules} = headersFile('');
    expect(text.match(/'sha256-A+='/g)).toHaveLength(1);
    expect(text.startsWith('# a comment\n\n/*\n')).toBe(true);
    // Only the web editor (a policy of its own) and the search index's data files (neither
    // documents nor scripts) go without the site's policy.
    expect(rules.filter((rule) => rule.detach?.length).map((rule) => rule.path)).toEqual(
      rules.filter((rule) => /^\/(admin\/\*|(bn\/)?pagefind\/(index|fragment|filter|\*))/.test(rule.path)).map((rule) => rule.path),
    );
    // The editor gets one policy, its own: GitHub's API and its sign-in window, no site scripts.
    const editor = headersForPath(rules, '/admin/config.yml');
    expect(editor['content-security-policy']).toBe(editorPolicy(undefined, 'header'));
    expect(directives(editor['content-security-policy']!)['connect-src']).toContain('https://api.github.com');
    expect(editor['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
    expect(headersForPath(rules, '/news')['cross-origin-opener-policy']).toBe('same-origin');
    const many = Array.from({length: headersFileLimits.rules + 1}, (_, index) => ({path: `/${index}`, headers: [['X-A', 'b']] as [string, string][]}));
    expect(() => formatHeadersFile(many)).toThrow(/101 rules/);
    expect(() => formatHeadersFile([{path: '/*', headers: [['X-A', 'b'.repeat(headersFileLimits.lineLength)]]}])).toThrow(/characters/);
    expect(() => headersFile('', {scriptHashes: Array.from({length: 40}, (_, index) => `'sha256-${String(index).padStart(43, 'x')}='`)})).toThrow(/2000/);
  });
});

describe('the web editor on an origin of its own', () => {
  const editor = editorHosting({DEPLOY_ENV: 'production', EDITOR_URL: 'https://edit.borl.ac.bd', EDITOR_AUTH_URL: 'https://auth.example.org'});

  it("leaves the site's /admin/ under the site's one policy, with no rule of the editor's", () => {
    const {rules} = headersFile('', {editor});
    expect(rules).toHaveLength(4 + 2 * contentHashedPatterns.length);
    const admin = headersForPath(rules, '/admin/');
    expect(admin['content-security-policy']).toBe(contentSecurityPolicy([...hashes].sort()));
    expect(admin['cross-origin-opener-policy']).toBe('same-origin');
  });

  it("gives every file of the editor's origin every security header, exactly one policy (the editor's) and no indexing", () => {
    const rules = parseHeadersFile(formatHeadersFile(editorOriginHeadersRules(editor.authUrl)));
    for (const file of ['/', '/config.yml', '/sveltia-cms.js', '/chunks/react-dom.js']) {
      const headers = headersForPath(rules, file);
      for (const [name, value] of Object.entries(commonSecurityHeaders).filter(([name]) => name !== 'Cross-Origin-Opener-Policy')) {
        expect({file, [name]: headers[name.toLowerCase()]}).toEqual({file, [name]: value});
      }
      expect(headers['content-security-policy']).toBe(editorPolicy(editor.authUrl, 'header'));
      expect(directives(headers['content-security-policy']!)['connect-src']).toContain('https://auth.example.org');
      expect(headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
      expect(headers['x-robots-tag']).toBe('noindex');
    }
  });
});

describe('how the host combines rules', () => {
  const rules = parseHeadersFile(['/*', '  A: site', '  B: site', '', '/page', '  A: page', '', '/other', '  ! B', '  B: other', ''].join('\n'));

  it('joins a header set twice with a comma, unless the later rule detaches it first, and matches splats and placeholders', () => {
    expect(headersForPath(rules, '/page')).toEqual({a: 'site, page', b: 'site'});
    expect(headersForPath(rules, '/other')).toEqual({a: 'site', b: 'other'});
    expect(headersForPath(rules, '/')).toEqual({a: 'site', b: 'site'});
    // A splat matches across segments, a placeholder within one.
    expect(patternMatches('/x/*', '/x/a/b')).toBe(true);
    expect(patternMatches('/x/*', '/x')).toBe(false);
    expect(patternMatches('/x/:id', '/x/a')).toBe(true);
    expect(patternMatches('/x/:id', '/x/a/b')).toBe(false);
    expect(patternMatches('/x/:id', '/x/')).toBe(false);
    expect(patternMatches('/a.b', '/aXb')).toBe(false);
  });
});

describe("the plugin, after each locale's build", () => {
  /** Builds a two-page site of two locales under `/borl/`, as Docusaurus does: English first, then Bengali in `bn/`. */
  async function build() {
    const root = mkdtempSync(path.join(tmpdir(), 'headers-'));
    const pages = {
      'index.html': '<html><head></head><body><script>window.en=1</script></body></html>',
      [`${unlistedPages.becomeMember.slice(1)}.html`]: '<html><head></head><body><script>window.en=1</script></body></html>',
      'bn/index.html': '<html><head></head><body><script>window.bn=1</script><script type="application/ld+json">{}</script></body></html>',
    };
    for (const [file, html] of Object.entries(pages)) {
      mkdirSync(path.dirname(path.join(root, file)), {recursive: true});
      writeFileSync(path.join(root, file), html);
    }
    const i18n = (currentLocale: string) => ({
      currentLocale,
      defaultLocale: 'en',
      locales: ['en', 'bn'],
      localeConfigs: {en: {path: 'en', baseUrl: '/borl/'}, bn: {path: 'bn', baseUrl: '/borl/bn/'}},
    });
    for (const [locale, outDir] of [
      ['en', root],
      ['bn', path.join(root, 'bn')],
    ] as const) {
      const context = {siteDir: process.cwd(), siteConfig: {url: 'https://example.org', baseUrl: i18n(locale).localeConfigs[locale].baseUrl}, i18n: i18n(locale)} as unknown as LoadContext;
      await (siteFilesPlugin(context) as Plugin & {postBuild: (props: {outDir: string}) => Promise<void>}).postBuild({outDir});
    }
    return {root, hashes: [...inlineScriptHashes(pages['index.html']!), ...inlineScriptHashes(pages['bn/index.html']!)]};
  }

  it('writes one file at the root, under the base path, for both locales, allowing the inline scripts of both, and changes no page; robots.txt, feeds, downloads and the editor at the root only', async () => {
    const {root, hashes: built} = await build();
    expect(existsSync(path.join(root, 'bn/_headers'))).toBe(false);
    const rules = parseHeadersFile(readFileSync(path.join(root, '_headers'), 'utf8'));
    expect(rules.every((rule) => rule.path.startsWith('/borl/'))).toBe(true);
    expect(rules.some((rule) => rule.path.startsWith('/borl/bn/'))).toBe(true);
    expect(built).toHaveLength(2);
    for (const url of ['/borl/', '/borl/bn/', `/borl${unlistedPages.becomeMember}`, `/borl/bn${unlistedPages.becomeMember}`]) {
      const policy = headersForPath(rules, url)['content-security-policy'] ?? '';
      expect(directives(policy)['script-src']).toBe(`'self' 'wasm-unsafe-eval' ${[...built].sort().join(' ')}`);
    }
    expect(readFileSync(path.join(root, 'robots.txt'), 'utf8')).toContain('Sitemap: https://example.org/borl/bn/sitemap.xml');
    expect(existsSync(path.join(root, 'calendar/events.ics'))).toBe(true);
    expect(readdirSync(path.join(root, 'data')).length).toBeGreaterThan(0);
    expect(existsSync(path.join(root, 'admin/index.html'))).toBe(true);
    expect(['robots.txt', 'calendar', 'data', 'admin'].filter((file) => existsSync(path.join(root, 'bn', file)))).toEqual([]);
    expect(readFileSync(path.join(root, `${unlistedPages.becomeMember.slice(1)}.html`), 'utf8')).toBe('<html><head></head><body><script>window.en=1</script></body></html>');
    expect(headersForPath(rules, `/borl${unlistedPages.becomeMember}`)['content-security-policy']).toContain(`connect-src 'self' ${thirdPartyOrigins.emailjs}`);
  });
});

describe('the local static server (scripts/static-server.mjs), which the browser tests and the benchmark use', () => {
  it('serves a build under its base URL with the headers of its _headers, as the host would', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'served-'));
    const files = {'index.html': '<p>home</p>', 'news.html': '<p>news</p>', '404.html': '<p>missing</p>', 'sw.js': '//', 'admin/config.yml': 'a: 1\n', 'data/a.csv': 'x\n1\n'};
    for (const [file, text] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(root, file)), {recursive: true});
      writeFileSync(path.join(root, file), text);
    }
    const rules = securityHeadersRules({baseUrl: '/borl', localePrefixes: ['', '/bn'], scriptHashes: ["'sha256-abc='"], editor: editorHosting({})});
    writeFileSync(path.join(root, '_headers'), formatHeadersFile(rules, []));
    const server = await startStaticServer(root, 0, '/borl/');
    try {
      const get = (url: string) => fetch(`${server.url}${url}`);
      const home = await get('/borl/');
      expect([home.status, await home.text()]).toEqual([200, '<p>home</p>']);
      expect(home.headers.get('content-security-policy')).toBe(headersForPath(rules, '/borl/')['content-security-policy']);
      expect(home.headers.get('x-frame-options')).toBe('DENY');
      expect(await (await get('/borl/news')).text()).toBe('<p>news</p>');
      // _headers' own caching wins over the server's default.
      expect((await get('/borl/sw.js')).headers.get('cache-control')).toBe('no-cache');
      expect((await get('/borl/news')).headers.get('cache-control')).toBe('public, max-age=600');
      expect((await get('/borl/admin/config.yml')).headers.get('content-type')).toMatch(/^text\/yaml/);
      expect((await get('/borl/data/a.csv')).headers.get('content-type')).toMatch(/^text\/csv/);
      // Outside the base URL and unknown paths: the 404 page, with status 404.
      for (const missing of ['/news', '/borl/nothing-here']) {
        const response = await get(missing);
        expect([missing, response.status, await response.text()]).toEqual([missing, 404, '<p>missing</p>']);
      }
    } finally {
      await server.close();
    }
  });
});
