/**
 * A small static server for a production build that behaves like the real static host:
 * clean URLs (`/a/b` → `a/b.html`), `404.html` with status 404, brotli or gzip compression
 * negotiated from Accept-Encoding, and the headers of the build's `_headers` (security headers,
 * the Content-Security-Policy, caching), with long-lived caching for hashed assets and ten
 * minutes for other files where `_headers` sets none. A build made under a base URL
 * (`BASE_URL=/borl/`) is served under it, as the host serves it.
 *
 * `docusaurus serve` neither compresses nor sends `_headers`; the benchmark and the browser tests
 * use this server instead: `node scripts/static-server.mjs <build folder> [--port N] [--base /borl/]`.
 */
import {createServer} from 'node:http';
import {existsSync, readFileSync, statSync} from 'node:fs';
import path from 'node:path';
import {brotliCompressSync, gzipSync, constants} from 'node:zlib';

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.webm': 'video/webm',
  '.mp4': 'video/mp4',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.bib': 'text/plain; charset=utf-8',
  '.ris': 'application/x-research-info-systems',
  '.csv': 'text/csv; charset=utf-8',
  '.ics': 'text/calendar; charset=utf-8',
  '.geojson': 'application/geo+json',
  '.yml': 'text/yaml; charset=utf-8',
};
const compressible = /^(text\/|application\/(json|geo\+json|xml|x-research-info-systems)|image\/svg)/;

/**
 * Parses a `_headers` file into rules `{pattern, detach, headers}`, in file order (`#` lines
 * are comments; `! Name` detaches a header set by an earlier rule).
 */
export function parseHeadersFile(text) {
  const rules = [];
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (!line || line.startsWith('#')) continue;
    if (line.startsWith('/')) {
      rules.push({pattern: line, detach: [], headers: []});
    } else if (rules.length && line.startsWith('!')) {
      rules.at(-1).detach.push(line.slice(1).trim().toLowerCase());
    } else if (rules.length) {
      const index = line.indexOf(':');
      rules.at(-1).headers.push([line.slice(0, index).trim().toLowerCase(), line.slice(index + 1).trim()]);
    }
  }
  return rules;
}

/** The headers for a path as Cloudflare Pages sends them: every matching rule in order, repeats joined by commas. */
function headersFor(rules, urlPath) {
  const result = {};
  for (const {pattern, detach, headers} of rules) {
    const source = pattern
      .split('*')
      .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/:[A-Za-z]\w*/g, '[^/]+'))
      .join('.*');
    if (!new RegExp(`^${source}$`).test(urlPath)) continue;
    for (const name of detach) delete result[name];
    for (const [name, value] of headers) result[name] = name in result ? `${result[name]}, ${value}` : value;
  }
  return result;
}

/**
 * Starts the server on `port` (0 = any free port), serving the folder `root` at `basePath`
 * (`/` or `/borl/`; any address outside it gets the 404 page); resolves to {url, close}.
 */
export function startStaticServer(root, port = 0, basePath = '/') {
  const rules = existsSync(path.join(root, '_headers')) ? parseHeadersFile(readFileSync(path.join(root, '_headers'), 'utf8')) : [];
  const cache = new Map();
  const server = createServer((request, response) => {
    const urlPath = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
    const sitePath = urlPath.startsWith(basePath) ? `/${urlPath.slice(basePath.length)}` : undefined;
    const candidates = sitePath === undefined ? [] : [sitePath, `${sitePath}.html`, path.join(sitePath, 'index.html')];
    let file = candidates.map((candidate) => path.join(root, candidate)).find((candidate) => candidate.startsWith(root) && existsSync(candidate) && statSync(candidate).isFile());
    let status = 200;
    if (!file) {
      file = path.join(root, '404.html');
      status = 404;
    }
    const type = types[path.extname(file)] ?? 'application/octet-stream';
    const accept = String(request.headers['accept-encoding'] ?? '');
    const encoding = compressible.test(type) ? (accept.includes('br') ? 'br' : accept.includes('gzip') ? 'gzip' : undefined) : undefined;
    const key = `${file}|${encoding}`;
    let body = cache.get(key);
    if (!body) {
      const raw = readFileSync(file);
      body = encoding === 'br' ? brotliCompressSync(raw, {params: {[constants.BROTLI_PARAM_QUALITY]: 11}}) : encoding === 'gzip' ? gzipSync(raw, {level: 9}) : raw;
      cache.set(key, body);
    }
    const headers = headersFor(rules, status === 404 ? `${basePath}404.html` : urlPath);
    response.writeHead(status, {
      'cache-control': /\/assets\//.test(urlPath) ? 'public, max-age=31536000, immutable' : 'public, max-age=600',
      ...headers,
      'content-type': type,
      'content-length': body.length,
      vary: 'Accept-Encoding',
      ...(encoding ? {'content-encoding': encoding} : {}),
    });
    response.end(request.method === 'HEAD' ? undefined : body);
  });
  return new Promise((resolve) => {
    server.listen(port, '127.0.0.1', () => {
      const address = server.address();
      // Closing ends the connections a browser keeps open, so the site is gone at once.
      resolve({
        url: `http://127.0.0.1:${address.port}`,
        close: () =>
          new Promise((done) => {
            server.close(done);
            server.closeAllConnections();
          }),
      });
    });
  });
}

if (process.argv[1] && /static-server\.mjs$/.test(process.argv[1])) {
  const [root, ...options] = process.argv.slice(2);
  const option = (name, fallback) => (options.includes(name) ? options[options.indexOf(name) + 1] : fallback);
  if (!root || !existsSync(path.join(root, '404.html'))) {
    console.error('usage: node scripts/static-server.mjs <build folder with 404.html> [--port N] [--base /path/]');
    process.exit(2);
  }
  // No top-level await: the browser tests import this module through require().
  void startStaticServer(path.resolve(root), Number(option('--port', '0')), option('--base', '/')).then((server) => console.log(`Serving ${root} at ${server.url}${option('--base', '/')}`));
}
