/**
 * A small static server for the production build that behaves like a real static host:
 * clean URLs (`/a/b` → `a/b.html`), `404.html` with status 404, brotli or gzip compression
 * negotiated from Accept-Encoding, long-lived caching for hashed assets, and the headers of
 * `build/_headers` (security headers and each page's Content-Security-Policy).
 *
 * `docusaurus serve` does not compress, which understates a real host's speed; the benchmark
 * uses this server instead.
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
};
const compressible = /^(text\/|application\/(json|xml)|image\/svg)/;

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

/** Starts the server on `port` (0 = any free port); resolves to {url, close}. */
export function startStaticServer(root, port = 0) {
  const rules = existsSync(path.join(root, '_headers')) ? parseHeadersFile(readFileSync(path.join(root, '_headers'), 'utf8')) : [];
  const cache = new Map();
  const server = createServer((request, response) => {
    const urlPath = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
    const candidates = [urlPath, `${urlPath}.html`, path.join(urlPath, 'index.html')];
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
    const hashedAsset = /\/assets\//.test(urlPath);
    response.writeHead(status, {
      ...headersFor(rules, status === 404 ? '/404.html' : urlPath.replace(/\/$/, '') || '/'),
      'Content-Type': type,
      'Content-Length': body.length,
      'Cache-Control': hashedAsset ? 'public, max-age=31536000, immutable' : 'public, max-age=600',
      Vary: 'Accept-Encoding',
      ...(encoding ? {'Content-Encoding': encoding} : {}),
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
