/**
 * The HTML page template of every server-rendered page (`ssrTemplate` in `docusaurus.config.ts`):
 * Docusaurus's own template, except for how the page's JavaScript is loaded.
 *
 * Docusaurus links its scripts with `<script defer>` in the `<head>`. A deferred script runs
 * before the browser's first paint whenever it is ready by then (a cached visit, or a fast
 * link), so a slow phone shows nothing until React has parsed the bundle and hydrated the
 * page; on a slow link the scripts also share the bandwidth with the stylesheet and the first
 * image. Here a small inline script at the end of the `<body>` adds the same scripts, in the
 * same order (`async = false`), once the browser reports the page's first contentful paint
 * (Paint Timing), or, in a browser without it, once the first frame has been painted
 * (`requestAnimationFrame` then a task): the server-rendered page is always painted first, and
 * the scripts load and hydrate it just after. Waiting for the contentful paint, not just a
 * frame, matters on Bengali pages: their text waits for the preloaded web font, so the first
 * frames may paint nothing. A page opened in a background tab, which paints nothing, loads them
 * at once, and so does a page that has painted nothing after {@link firstPaintWaitMs}. Without
 * JavaScript nothing changes: the page is the same server-rendered HTML.
 *
 * The inline script is covered by the Content-Security-Policy like every inline script: the
 * site-files plugin hashes it after the build.
 *
 * Template syntax: Eta, with the variables Docusaurus documents for `ssrTemplate`
 * (`it.htmlAttributes`, `it.headTags`, `it.stylesheets`, `it.scripts`, `it.baseUrl`,
 * `it.appHtml`, …). It is a complete template, Docusaurus's default one with the scripts' place
 * changed and one link added to the head ({@link firstPaintAfterId}); after a Docusaurus upgrade, compare it with the default in Docusaurus's
 * documentation of `ssrTemplate`. The offline page (its `<main>` carries {@link offlinePageMarker})
 * gets no scripts: the service worker shows it at the address of a page never read, which the
 * site's router would try, and fail, to load offline.
 */
import {offlinePageMarker} from '../offline/routes';

/**
 * The longest wait, in milliseconds, for the first contentful paint before the scripts are added
 * anyway: a page that has painted nothing by then (a slow font on a slow link) still becomes
 * interactive.
 */
export const firstPaintWaitMs = 3000;

/**
 * The `id` of the element that follows the navigation bar on every page: the wrapper of the
 * page's content, which the theme's layout gives Docusaurus's `SkipToContentFallbackId`
 * (exported by `@docusaurus/theme-common`, which loads only inside the bundler, so its value is
 * written here; `check-build` reports a page without it). The template's
 * `<link rel="expect" blocking="render">` holds the page's first paint until the browser has
 * parsed that element's start, and so the whole bar: over a slow link a browser paints a page
 * while its HTML still arrives, and a bar painted with only its first items would move as the
 * rest arrived (a layout shift). Browsers without `rel="expect"` ignore the link.
 */
export const firstPaintAfterId = '__docusaurus_skipToContent_fallback';

/** The page template, in Eta (see the module comment). */
export const ssrTemplate = `<!DOCTYPE html>
<html <%~ it.htmlAttributes %>>
  <head>
    <meta charset="UTF-8">
    <meta name="generator" content="Docusaurus v<%= it.version %>">
    <% it.metaAttributes.forEach((metaAttribute) => { %>
      <%~ metaAttribute %>
    <% }); %>
    <%~ it.headTags %>
    <link rel="expect" href="#${firstPaintAfterId}" blocking="render">
    <% it.stylesheets.forEach((stylesheet) => { %>
      <link rel="stylesheet" href="<%= it.baseUrl %><%= stylesheet %>" />
    <% }); %>
  </head>
  <body <%~ it.bodyAttributes %>>
    <%~ it.preBodyTags %>
    <div id="__docusaurus"><%~ it.appHtml %></div>
    <%~ it.postBodyTags %>
    <% if (it.scripts.length > 0 && !it.appHtml.includes('${offlinePageMarker}=')) { %>
      <script>(${scriptsAfterFirstPaint.toString()})(<%~ JSON.stringify(it.scripts.map((script) => it.baseUrl + script)) %>,${firstPaintWaitMs})</script>
    <% } %>
  </body>
</html>
`;

/**
 * The addresses of the scripts a built page's loader adds (the inline script of {@link ssrTemplate}), in order: the
 * string array the inline script is called with, however the HTML minifier rewrote the rest of
 * it. Empty for a page without the loader. For tools that read the built HTML (the base-path
 * check, the bundle report), as they read `<script src>` before.
 */
export function loaderScripts(html: string): string[] {
  const found: string[] = [];
  for (const match of html.matchAll(/<script>([\s\S]*?)<\/script>/g)) {
    for (const list of (match[1] ?? '').matchAll(/\[((?:"[^"\\]*\.js",?)+)\]/g)) {
      found.push(...(JSON.parse(`[${(list[1] ?? '').replace(/,$/, '')}]`) as string[]));
    }
  }
  return found;
}

/**
 * Adds the page's scripts after the first contentful paint (see the module comment). Runs in
 * the page as an inline script, so it is written in the JavaScript every supported browser runs
 * without transpiling, and uses nothing from its surroundings.
 *
 * @param sources - addresses of the scripts, in the order Docusaurus links them (the bundler's
 *   runtime first)
 * @param waitMs - the longest wait for a first contentful paint, in milliseconds
 */
export function scriptsAfterFirstPaint(sources: readonly string[], waitMs: number): void {
  let added = false;
  const add = () => {
    if (added) return;
    added = true;
    for (const source of sources) {
      const script = document.createElement('script');
      script.src = source;
      script.async = false;
      document.head.appendChild(script);
    }
  };
  if (document.visibilityState === 'hidden') {
    add();
    return;
  }
  document.addEventListener('visibilitychange', add, {once: true});
  setTimeout(add, waitMs);
  const painted = () => performance.getEntriesByName('first-contentful-paint').length > 0;
  if (typeof PerformanceObserver === 'undefined' || !PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    requestAnimationFrame(() => setTimeout(add, 0));
  } else if (painted()) {
    add();
  } else {
    const observer = new PerformanceObserver(() => {
      if (painted()) {
        observer.disconnect();
        setTimeout(add, 0);
      }
    });
    observer.observe({type: 'paint', buffered: true});
  }
}
