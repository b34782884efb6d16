import {rmSync} from 'node:fs';
import {checkBuild, urlsIn} from '@site/scripts/check-links';
import {filesBelow} from '@site/plugins/buildFiles';
import {mainOf} from '@site/scripts/compare-main';
import {fakeBuild} from './helpers/fakeBuild';

describe('the built-site link check', () => {
  let dir = '';
  afterEach(() => rmSync(dir, {recursive: true, force: true}));

  it('collects URLs from attributes, srcset, JSON-LD, feeds and robots.txt, skipping plain text in content', () => {
    const html =
      '<meta name="description" content="Not a URL"><meta property="og:image" content="https://x.org/borl/img/a.png">' +
      '<img srcset="/borl/a-480.webp 480w, /borl/a-960.webp 960w" src=/borl/a.svg>' +
      '<script type="application/ld+json">{"url":"https://x.org/borl/people/1","name":"A"}</script>';
    expect(urlsIn(html)).toEqual(['https://x.org/borl/img/a.png', '/borl/a.svg', '/borl/a-480.webp', '/borl/a-960.webp', 'https://x.org/borl/people/1']);
    expect(urlsIn('<meta property=article:author content=https://x.org/borl/people/1,https://x.org/borl/people/2 />')).toEqual(['https://x.org/borl/people/1', 'https://x.org/borl/people/2']);
    const scripts = '<script>!function(e){}(["/borl/assets/js/runtime~main.1.js","/borl/assets/js/main.2.js"])</script><script>var t="dark"</script>';
    expect(urlsIn(scripts)).toEqual(['/borl/assets/js/runtime~main.1.js', '/borl/assets/js/main.2.js']);
    expect(urlsIn('<feed><link>https://x.org/borl/blog/a</link></feed>\nSitemap: https://x.org/borl/sitemap.xml')).toEqual(['https://x.org/borl/blog/a', 'https://x.org/borl/sitemap.xml']);
  });

  it('accepts pages, folders, assets and external links that resolve under the base URL', () => {
    dir = fakeBuild('check-links-', {
      'index.html': '<a href="/borl/people">People</a><a href="/borl/people/1">One</a><a href="https://example.org/x">Out</a><a href="mailto:a@b.c">Mail</a><img src="img/logo.svg">',
      'people.html': '<a href="./people/1">One</a><a href="#top">Top</a>',
      'people/1.html': '<link rel="canonical" href="https://x.org/borl/people/1">',
      'img/logo.svg': '<svg/>',
    });
    const result = checkBuild(dir, '/borl/', 'https://x.org');
    expect(result.broken).toEqual([]);
    expect(result.urls).toBe(5);
  });

  it('reports a link without the base URL, a missing file and an absolute URL to a missing page, naming the file', () => {
    dir = fakeBuild('check-links-', {
      'index.html': '<a href="/people">People</a><img src="/borl/img/missing.svg">',
      'news.html': '<meta property="og:url" content="https://x.org/borl/news/gone">',
      'img/present.svg': '<svg/>',
    });
    expect(checkBuild(dir, '/borl/', 'https://x.org').broken).toEqual([
      {file: 'index.html', url: '/people', reason: 'does not start with the base URL /borl/'},
      {file: 'index.html', url: '/borl/img/missing.svg', reason: 'no such file in the build'},
      {file: 'news.html', url: 'https://x.org/borl/news/gone', reason: 'no such file in the build'},
    ]);
  });

  it('walks the build folder: every file at any depth, relative with /, sorted, folders left out; by ending when asked', () => {
    dir = fakeBuild('walk-', {'z.html': '', 'bn/news/index.html': '', 'assets/js/main.js': '', 'bn/robots.txt': ''});
    expect(filesBelow(dir)).toEqual(['assets/js/main.js', 'bn/news/index.html', 'bn/robots.txt', 'z.html']);
    expect(filesBelow(dir, '.html')).toEqual(['bn/news/index.html', 'z.html']);
    expect(() => filesBelow(`${dir}/missing`)).toThrow(/ENOENT/);
  });
});

describe('compare-main', () => {
  it('compares <main> only, ignoring asset and class-name hashes and which ids React generated, but not how they are used', () => {
    const page = (id: string, other: string, hash: string) =>
      `<head><title>x</title></head><main><img src=/img/a.${hash}.png class="card_${hash.slice(0, 4)} big"><h2 id=${id}>A</h2><div aria-labelledby=${id}></div><p id=${other}></p></main>`;
    expect(mainOf(page('_R_29aqh_', '_R_1ab_', '1a2b3c4d'))).toBe(mainOf(page('_R_95ba5_', '_R_7z_', '9f8e7d6c')));
    // The region named by the other id: a change in what refers to what.
    expect(mainOf(page('_R_29aqh_', '_R_1ab_', '1a2b3c4d'))).not.toBe(mainOf(page('_R_95ba5_', '_R_95ba5_', '1a2b3c4d')));
    expect(mainOf('<body><p>no main</p></body>')).toBe('');
  });
});
