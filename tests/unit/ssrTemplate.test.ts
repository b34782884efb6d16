/**
 * The page template (`src/config/ssrTemplate.ts`): the scripts are not linked in the HTML but
 * added by an inline script once the first frame is painted, in Docusaurus's order, under the
 * base URL; the rest of the page is Docusaurus's own template.
 */
import * as eta from 'eta';
import {firstPaintWaitMs, loaderScripts, scriptsAfterFirstPaint, ssrTemplate, withScriptsAfterFirstPaint} from '@site/src/config/ssrTemplate';

/** Renders the template the way Docusaurus does (`@docusaurus/core`'s `compileSSGTemplate`). */
function render(data: Partial<Record<string, unknown>>): string {
  const compiled = eta.compile(ssrTemplate.trim(), {rmWhitespace: true});
  return compiled(
    {
      appHtml: '<main><h1>Swatch of No Ground</h1></main>',
      baseUrl: '/borl/',
      htmlAttributes: 'lang="en-GB" dir="ltr"',
      bodyAttributes: '',
      headTags: '<link rel="icon" href="/borl/img/favicon.svg">',
      preBodyTags: '',
      postBodyTags: '',
      metaAttributes: ['<title>Swatch of No Ground</title>'],
      scripts: ['assets/js/runtime~main.1.js', 'assets/js/main.2.js'],
      stylesheets: ['assets/css/styles.3.css'],
      noIndex: false,
      version: '3.10.2',
      ...data,
    },
    eta.defaultConfig,
  ) as string;
}

/** Runs the inline scripts of a rendered page in this test's document. */
function runInlineScripts(html: string): void {
  for (const match of html.matchAll(/<script>([\s\S]*?)<\/script>/g)) {
    new Function(match[1] ?? '')();
  }
}

function addedScripts(): {src: string; async: boolean}[] {
  return [...document.head.querySelectorAll('script')].map((script) => ({src: script.getAttribute('src') ?? '', async: script.async}));
}

describe('ssrTemplate', () => {
  let visibility: DocumentVisibilityState;
  beforeEach(() => {
    jest.useFakeTimers();
    document.head.innerHTML = '';
    visibility = 'visible';
    jest.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
  });
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('renders the page, its stylesheets and head tags, and links no script', () => {
    const html = render({});
    expect(html).toMatch(/^<!DOCTYPE html>\s*<html lang="en-GB" dir="ltr">/);
    expect(html).toContain('<title>Swatch of No Ground</title>');
    expect(html).toContain('<link rel="icon" href="/borl/img/favicon.svg">');
    expect(html).toContain('<link rel="stylesheet" href="/borl/assets/css/styles.3.css" />');
    expect(html).toContain('<div id="__docusaurus"><main><h1>Swatch of No Ground</h1></main></div>');
    expect(html).not.toMatch(/<script[^>]*\bsrc=/);
    expect(html.match(/<script>/g)).toHaveLength(1);
  });

  it('names its scripts so that tools reading the built HTML find them (loaderScripts), as written and as minified', () => {
    expect(loaderScripts(render({}))).toEqual(['/borl/assets/js/runtime~main.1.js', '/borl/assets/js/main.2.js']);
    const minified = '<script>!function(){var t="dark"}()</script><script>!function(e,t){e.forEach(n)}(["/assets/js/runtime~main.7.js","/assets/js/main.8.js"])</script>';
    expect(loaderScripts(minified)).toEqual(['/assets/js/runtime~main.7.js', '/assets/js/main.8.js']);
    expect(loaderScripts('<script type="application/ld+json">{"a":["/x.js"]}</script>')).toEqual([]);
  });

  it('adds the scripts in order, under the base URL, only after the first frame is painted (a browser without Paint Timing)', () => {
    runInlineScripts(render({}));
    expect(addedScripts()).toEqual([]);
    jest.advanceTimersToNextTimer(); // the frame's animation callbacks, before it is painted
    expect(addedScripts()).toEqual([]);
    jest.advanceTimersToNextTimer(); // the task after the frame
    expect(addedScripts()).toEqual([
      {src: '/borl/assets/js/runtime~main.1.js', async: false},
      {src: '/borl/assets/js/main.2.js', async: false},
    ]);
    jest.runAllTimers();
    expect(addedScripts()).toHaveLength(2);
  });

  describe('in a browser with Paint Timing', () => {
    let paints: string[];
    let notify: (() => void) | undefined;
    beforeEach(() => {
      paints = [];
      notify = undefined;
      class FakePaintObserver {
        static supportedEntryTypes = ['paint', 'largest-contentful-paint'];
        constructor(callback: () => void) {
          notify = callback;
        }
        observe = jest.fn();
        disconnect = jest.fn(() => {
          notify = undefined;
        });
      }
      Object.assign(globalThis, {PerformanceObserver: FakePaintObserver});
      // The fake timers replace `performance` with an object without the Performance Timeline.
      Object.defineProperty(performance, 'getEntriesByName', {
        configurable: true,
        value: (name: string) => paints.filter((paint) => paint === name).map((paint) => ({name: paint}) as PerformanceEntry),
      });
    });
    afterEach(() => {
      Reflect.deleteProperty(globalThis, 'PerformanceObserver');
    });

    it('waits for the first contentful paint, not a frame (a Bengali page paints its text when the font is ready)', () => {
      scriptsAfterFirstPaint(['/assets/js/main.2.js'], firstPaintWaitMs);
      jest.advanceTimersByTime(500); // frames pass, nothing contentful painted
      expect(addedScripts()).toEqual([]);
      paints.push('first-paint');
      notify?.();
      jest.advanceTimersByTime(1);
      expect(addedScripts()).toEqual([]);
      paints.push('first-contentful-paint');
      notify?.();
      jest.advanceTimersByTime(1);
      expect(addedScripts()).toEqual([{src: '/assets/js/main.2.js', async: false}]);
    });

    it('adds them at once when the page has already painted, and after the longest wait when it never does', () => {
      paints.push('first-contentful-paint');
      scriptsAfterFirstPaint(['/assets/js/a.js'], firstPaintWaitMs);
      expect(addedScripts()).toHaveLength(1);
      document.head.innerHTML = '';
      paints = [];
      scriptsAfterFirstPaint(['/assets/js/b.js'], firstPaintWaitMs);
      jest.advanceTimersByTime(firstPaintWaitMs - 1);
      expect(addedScripts()).toEqual([]);
      jest.advanceTimersByTime(1);
      expect(addedScripts()).toEqual([{src: '/assets/js/b.js', async: false}]);
    });
  });

  it('adds them at once in a background tab, which paints nothing, or when the tab is hidden before the page paints', () => {
    visibility = 'hidden';
    scriptsAfterFirstPaint(['/assets/js/main.2.js'], firstPaintWaitMs);
    expect(addedScripts()).toEqual([{src: '/assets/js/main.2.js', async: false}]);
    document.head.innerHTML = '';
    visibility = 'visible';
    scriptsAfterFirstPaint(['/assets/js/main.2.js'], firstPaintWaitMs);
    expect(addedScripts()).toEqual([]);
    visibility = 'hidden';
    document.dispatchEvent(new Event('visibilitychange'));
    expect(addedScripts()).toHaveLength(1);
  });

  it("stops with a message when Docusaurus's template no longer links its scripts as expected", () => {
    expect(() => withScriptsAfterFirstPaint('<html><body><% it.scripts.forEach((s) => { %><script src="<%= s %>"></script><% }); %></body></html>')).toThrow(
      /no longer links its scripts as src\/config\/ssrTemplate.ts expects/,
    );
  });

  it('writes no inline script for a page without scripts', () => {
    expect(render({scripts: []})).not.toContain('<script');
  });
});
