/**
 * The site's Content-Security-Policy and other security headers, per route.
 *
 * Every page may load only the site's own scripts (plus the exact inline scripts Docusaurus
 * emits, allowed by their SHA-256 hashes, and the site search's own WebAssembly, never
 * `eval`), styles, images and fonts. Three pages reach a third
 * party, and only they:
 * - the membership form may call the EmailJS API;
 * - the map pages (Directions, Cruise Planning and each cruise's page) may load map tiles;
 * - the events page may frame the shared calendar.
 *
 * A document's policy is fixed when it loads, so links to these pages load them as a new
 * document (see `needsFullPageLoad`), instead of a client-side route change that would keep the
 * previous page's narrower policy.
 */
import {listPath, unlistedPages, type CollectionName} from '../../src/collections';
import {pagePath} from '../../src/navigation';

/** Origins of the third parties, one place for the policy and the code that uses them. */
export const thirdPartyOrigins = {
  emailjs: 'https://api.emailjs.com',
  mapTiles: 'https://*.basemaps.cartocdn.com',
  calendar: 'https://calendar.google.com',
} as const;

/** Extra sources per route path (no base URL, no trailing slash), from the pages' one source. */
export const routePolicies: Record<string, RoutePolicy> = {
  [unlistedPages.becomeMember]: {connect: [thirdPartyOrigins.emailjs]},
  [pagePath('directions')]: {img: [thirdPartyOrigins.mapTiles]},
  [listPath('cruises')]: {img: [thirdPartyOrigins.mapTiles]},
  [pagePath('events')]: {frame: [thirdPartyOrigins.calendar]},
};

/** Extra sources of one route. */
export type RoutePolicy = {connect?: string[]; img?: string[]; frame?: string[]};

/**
 * Extra sources for every detail page of a collection (`{listPath}/{id}`, one path segment
 * below its list page), so a new entry gets its page's rules without a path written here: each
 * cruise's page shows a map of its stations.
 */
export const detailPagePolicies: Partial<Record<CollectionName, RoutePolicy>> = {
  cruises: {img: [thirdPartyOrigins.mapTiles]},
};

/**
 * The extra sources of a route (no base URL): its own entry in {@link routePolicies}, else
 * those of the collection whose detail page it is ({@link detailPagePolicies}), else none.
 */
export function routePolicyFor(routePath: string): RoutePolicy | undefined {
  const path = routePath.replace(/\/+$/, '') || '/';
  if (Object.hasOwn(routePolicies, path)) {
    return routePolicies[path];
  }
  const parent = path.slice(0, path.lastIndexOf('/'));
  const collection = (Object.keys(detailPagePolicies) as CollectionName[]).find((name) => listPath(name) === parent);
  return collection ? detailPagePolicies[collection] : undefined;
}

/** Whether a link to `path` must load a new document to get that page's own policy. */
export function needsFullPageLoad(path: string): boolean {
  return routePolicyFor(path) !== undefined;
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
  return policyWithSources(routePolicyFor(routePath) ?? {}, scriptHashes, delivery);
}

/**
 * The Content-Security-Policy that allows the site's own sources plus `extra`.
 *
 * @param extra third-party sources of one class of pages (`{}` for the site-wide policy)
 * @param scriptHashes `'sha256-…'` sources of the inline scripts to allow
 * @param delivery `meta` leaves out the directives browsers ignore in a `<meta>` element
 */
export function policyWithSources(extra: RoutePolicy, scriptHashes: readonly string[], delivery: PolicyDelivery): string {
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

/**
 * One class of pages with a policy of its own: a route pattern (no base URL, no locale) in the
 * `_headers` syntax of Cloudflare Pages and Netlify (`:id` stands for one path segment) and
 * the extra sources its pages get. Derived from {@link routePolicies} and
 * {@link detailPagePolicies}, in that order, so that it matches {@link routePolicyFor}.
 */
export type PolicyClass = {pattern: string; policy: RoutePolicy};

/** Every {@link PolicyClass}: one per page of {@link routePolicies}, one per collection of {@link detailPagePolicies}. */
export function policyClasses(): PolicyClass[] {
  return [
    ...Object.entries(routePolicies).map(([pattern, policy]) => ({pattern, policy})),
    ...(Object.entries(detailPagePolicies) as [CollectionName, RoutePolicy][]).map(([name, policy]) => ({pattern: `${listPath(name)}/:id`, policy})),
  ];
}

/** Headers every response carries, besides the Content-Security-Policy. */
export const commonSecurityHeaders: Record<string, string> = {
  // One year, subdomains included: the site is only ever served over HTTPS.
  'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
  'Cross-Origin-Opener-Policy': 'same-origin',
};
