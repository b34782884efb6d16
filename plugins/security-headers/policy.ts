/**
 * The site's Content-Security-Policy and other security headers, per route.
 *
 * Every page may load only the site's own scripts (plus the exact inline scripts Docusaurus
 * emits, allowed by their SHA-256 hashes, and the site search's own WebAssembly, never
 * `eval`), styles, images and fonts. Three pages reach a third
 * party, and only they:
 * - the membership form may call the EmailJS API;
 * - the map pages may load map tiles;
 * - the events page may frame the shared calendar.
 *
 * A document's policy is fixed when it loads, so links to these pages load them as a new
 * document (see `needsFullPageLoad`), instead of a client-side route change that would keep the
 * previous page's narrower policy.
 */
import {listPath, unlistedPages} from '../../src/collections';
import {pagePath} from '../../src/navigation';

/** Origins of the third parties, one place for the policy and the code that uses them. */
export const thirdPartyOrigins = {
  emailjs: 'https://api.emailjs.com',
  mapTiles: 'https://*.basemaps.cartocdn.com',
  calendar: 'https://calendar.google.com',
} as const;

/** Extra sources per route path (no base URL, no trailing slash), from the pages' one source. */
export const routePolicies: Record<string, {connect?: string[]; img?: string[]; frame?: string[]}> = {
  [unlistedPages.becomeMember]: {connect: [thirdPartyOrigins.emailjs]},
  [pagePath('directions')]: {img: [thirdPartyOrigins.mapTiles]},
  [listPath('cruises')]: {img: [thirdPartyOrigins.mapTiles]},
  [pagePath('events')]: {frame: [thirdPartyOrigins.calendar]},
};

/** Whether a link to `path` must load a new document to get that page's own policy. */
export function needsFullPageLoad(path: string): boolean {
  return Object.hasOwn(routePolicies, path.replace(/\/+$/, '') || '/');
}

/** Where a directive may be delivered: an HTTP header, or a `<meta>` element (a subset). */
export type PolicyDelivery = 'header' | 'meta';

/**
 * The Content-Security-Policy for one route.
 *
 * @param routePath route path without base URL, e.g. `/who-we-are/visit-borl/events`
 * @param scriptHashes `'sha256-…'` sources of the page's inline scripts
 * @param delivery `meta` leaves out the directives browsers ignore in a `<meta>` element
 */
export function contentSecurityPolicy(routePath: string, scriptHashes: readonly string[], delivery: PolicyDelivery): string {
  const extra = routePolicies[routePath.replace(/\/+$/, '') || '/'] ?? {};
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    // 'wasm-unsafe-eval': the site search (Pagefind, on every page's search box) runs WebAssembly.
    ['script-src', ["'self'", "'wasm-unsafe-eval'", ...scriptHashes]],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', ...(extra.img ?? [])]],
    ['font-src', ["'self'"]],
    ['connect-src', ["'self'", ...(extra.connect ?? [])]],
    ['media-src', ["'self'"]],
    ['frame-src', extra.frame?.length ? extra.frame : ["'none'"]],
    ['worker-src', ["'self'"]],
    ['manifest-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
  ];
  if (delivery === 'header') {
    directives.push(['frame-ancestors', ["'none'"]]);
  }
  return directives.map(([name, sources]) => `${name} ${sources.join(' ')}`).join('; ');
}

/** Headers every response carries, besides the Content-Security-Policy. */
export const commonSecurityHeaders: Record<string, string> = {
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
  'Cross-Origin-Opener-Policy': 'same-origin',
};
