/**
 * The HTML page template of every server-rendered page (`ssrTemplate` in `docusaurus.config.ts`):
 * Docusaurus's own template, except for how the page's JavaScript is loaded.
 *
 * Docusaurus links its scripts with `<script defer>` in the `<head>`. A deferred script runs
 * before the browser's first paint whenever it is ready by then (a cached visit, or a fast
 * link), so a slow phone shows nothing until React has parsed the bundle and hydrated the
 * page; on a slow link the scripts also share the bandwidth with the stylesheet and the first
 * image. Here a small inline script at the end of the `<body>` adds the same scripts, in the
 * same order (`async = false`), once the first frame has been painted (`requestAnimationFrame`
 * then a task): the server-rendered page is always painted first, and the scripts load and
 * hydrate it just after. A page opened in a background tab, which paints no frame, loads them
 * at once. Without JavaScript nothing changes: the page is the same server-rendered HTML.
 *
 * The inline script is covered by the Content-Security-Policy like every inline script: the
 * security-headers plugin hashes it after the build.
 *
 * Template syntax: Eta, with the variables Docusaurus passes (`it.scripts`, `it.stylesheets`,
 * `it.baseUrl`, `it.appHtml`, …).
 */
export const ssrTemplate = `<!DOCTYPE html>
<html <%~ it.htmlAttributes %>>
  <head>
    <meta charset="UTF-8">
    <meta name="generator" content="Docusaurus v<%= it.version %>">
    <% it.metaAttributes.forEach((metaAttribute) => { %>
      <%~ metaAttribute %>
    <% }); %>
    <%~ it.headTags %>
    <% it.stylesheets.forEach((stylesheet) => { %>
      <link rel="stylesheet" href="<%= it.baseUrl %><%= stylesheet %>" />
    <% }); %>
  </head>
  <body <%~ it.bodyAttributes %>>
    <%~ it.preBodyTags %>
    <div id="__docusaurus"><%~ it.appHtml %></div>
    <%~ it.postBodyTags %>
    <% if (it.scripts.length > 0) { %>
      <script>(${scriptsAfterFirstPaint.toString()})(<%~ JSON.stringify(it.scripts.map((script) => it.baseUrl + script)) %>)</script>
    <% } %>
  </body>
</html>
`;

/**
 * Adds the page's scripts after the first paint (see the module comment). Runs in the page as
 * an inline script, so it is written in the JavaScript every supported browser runs without
 * transpiling, and uses nothing from its surroundings.
 *
 * @param sources - addresses of the scripts, in the order Docusaurus links them (the bundler's
 *   runtime first)
 */
export function scriptsAfterFirstPaint(sources: readonly string[]): void {
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
  if (document.visibilityState === 'hidden') add();
  else requestAnimationFrame(() => setTimeout(add, 0));
}
