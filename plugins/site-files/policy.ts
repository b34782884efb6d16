/**
 * The site's one Content-Security-Policy and its other security headers.
 *
 * Every page may load only the site's own scripts (plus the exact inline scripts Docusaurus
 * emits, allowed by their SHA-256 hashes, and the site search's own WebAssembly, never `eval`),
 * styles, images and fonts, and the three outside services the site uses: the EmailJS API (the
 * membership form sends with it), map tiles (Directions, Cruise Planning and each cruise's map)
 * and the shared Google Calendar (framed on Events). The policy is the same on every page, so a
 * client-side route change from any page to any other keeps what the new page needs: no page
 * has to be loaded as a new document.
 */

/** Origins of the outside services, one place for the policy and the code that uses them. */
export const thirdPartyOrigins = {
  emailjs: 'https://api.emailjs.com',
  mapTiles: 'https://*.basemaps.cartocdn.com',
  calendar: 'https://calendar.google.com',
} as const;

/**
 * The site's Content-Security-Policy, as the `Content-Security-Policy` header of `_headers`.
 *
 * @param scriptHashes `'sha256-…'` sources of the inline scripts to allow
 */
export function contentSecurityPolicy(scriptHashes: readonly string[]): string {
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    // 'wasm-unsafe-eval': the site search (Pagefind, on every page's search box) runs WebAssembly.
    ['script-src', ["'self'", "'wasm-unsafe-eval'", ...scriptHashes]],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', thirdPartyOrigins.mapTiles]],
    ['font-src', ["'self'"]],
    ['connect-src', ["'self'", thirdPartyOrigins.emailjs]],
    ['media-src', ["'self'"]],
    ['frame-src', [thirdPartyOrigins.calendar]],
    ['worker-src', ["'self'"]],
    ['manifest-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ];
  return directives.map(([name, sources]) => `${name} ${sources.join(' ')}`).join('; ');
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
