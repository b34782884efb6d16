import {readFileSync} from 'node:fs';
import path from 'node:path';
import {parse, type DefaultTreeAdapterMap} from 'parse5';
import {canonicalPathOf, htmlFileOf, isIndexed, sitePath, withTextBreaks} from '@site/plugins/search';
import {excerptRuns, searchPagePath, searchPages, type PagefindApi} from '@site/src/search/pagefind';
import {navigation, pagePath, sectionForPath} from '@site/src/navigation';
import {detailPath, listPath} from '@site/src/collections';
import {searchUnavailableText} from '@site/src/components/SiteSearch/unavailable';
import {offlinePagePath} from '@site/src/offline/routes';

describe('the pages of the index', () => {
  it('leaves out only the search page, the offline page, the blogs’ tag, author, archive and later list pages, and the 404 page', () => {
    const excluded = [
      searchPagePath,
      offlinePagePath,
      '/404.html',
      `${listPath('expeditions')}/tags`,
      `${listPath('expeditions')}/tags/cruise`,
      `${listPath('featuredArticles')}/authors/someone`,
      `${listPath('expeditions')}/archive`,
      `${listPath('featuredArticles')}/page/2`,
    ];
    expect(excluded.filter(isIndexed)).toEqual([]);
    const included = ['/', '/news', pagePath('our-people'), detailPath('people', '12'), pagePath('publications'), `${listPath('expeditions')}/some-post`, '/searching-the-sea'];
    expect(included.filter((routePath) => !isIndexed(routePath))).toEqual([]);
  });

  it('finds a route’s HTML file under any base URL', () => {
    expect(htmlFileOf('out', '/', '/')).toBe(path.join('out', 'index.html'));
    expect(htmlFileOf('out', '/borl/bn/', '/borl/bn/news')).toBe(path.join('out', 'news.html'));
    expect(htmlFileOf('out', '/bn/', '/bn/')).toBe(path.join('out', 'index.html'));
    expect(sitePath('/borl/bn/', '/borl/bn/news/')).toBe('/news');
    expect(sitePath('/bn/', '/bn/')).toBe('/');
  });

  it('knows a copy of a page by its canonical address, with or without quotes, under a base URL too', () => {
    expect(canonicalPathOf('<head><link data-rh=true rel=canonical href=https://borl.ac.bd/who-we-are/work-with-borl/careers /></head>')).toBe('/who-we-are/work-with-borl/careers');
    expect(canonicalPathOf('<link rel="canonical" href="https://example.org/borl/bn/news/">')).toBe('/borl/bn/news');
    expect(canonicalPathOf('<link rel="alternate" href="https://example.org/bn/">')).toBeUndefined();
    expect(canonicalPathOf('<p>no head</p>')).toBeUndefined();
  });
});

describe('the text an indexer reads', () => {
  /** The text of a document's `main`, its text nodes joined as they stand, as Pagefind joins them. */
  function mainText(html: string): string {
    const text = (node: DefaultTreeAdapterMap['node']): string => ('value' in node && node.nodeName === '#text' ? node.value : 'childNodes' in node ? node.childNodes.map(text).join('') : '');
    const find = (node: DefaultTreeAdapterMap['node']): DefaultTreeAdapterMap['node'] | undefined =>
      node.nodeName === 'main' ? node : 'childNodes' in node ? node.childNodes.map(find).find(Boolean) : undefined;
    return text(find(parse(html))!)
      .replace(/\s+/g, ' ')
      .trim();
  }

  // Minified as the build writes it: no white space between elements, end tags omitted.
  const page =
    '<!doctype html><html lang=en><body><main><h1>Kutubdia plankton</h1><p>Samples of <em>Tenualosa ilisha</em> (hilsa)<div>2024</div>' +
    '<table><thead><tr><th>Variable<th>Unit<tbody><tr><th>Water depth<td>m<td><code>depth</code></table>' +
    '<dl><dt>Vessel<dd>R/V Anusandhani</dl><ul><li>Publications<li>Research on the <a href=/x>migration</a></ul>Line<br>break' +
    '<div><a href=/p/2>Dr. Anisur Rahman Talukder</a><span>Associate Professor</span><a href=/n>Read at BSS</a><a href=/b>Back</a></div></main></body></html>';

  it('keeps the words of adjacent blocks, cells and list items apart, and those beside an inline element as they are', () => {
    expect(mainText(page)).toBe(
      'Kutubdia planktonSamples of Tenualosa ilisha (hilsa)2024VariableUnitWater depthmdepthVesselR/V AnusandhaniPublicationsResearch on the migrationLinebreak' +
        'Dr. Anisur Rahman TalukderAssociate ProfessorRead at BSSBack',
    );
    expect(mainText(withTextBreaks(page))).toBe(
      'Kutubdia plankton Samples of Tenualosa ilisha (hilsa) 2024 Variable Unit Water depth m depth Vessel R/V Anusandhani Publications Research on the migration Line break' +
        ' Dr. Anisur Rahman Talukder Associate Professor Read at BSS Back',
    );
    expect(mainText(withTextBreaks('<main><p>Bio<em>geo</em>chemistry of <a href=/x>salt</a>-marshes</p></main>'))).toBe('Biogeochemistry of salt-marshes');
  });
});

describe('an excerpt', () => {
  it('splits into runs, the matched words marked, entities decoded (rendered as text, never HTML)', () => {
    expect(excerptRuns('The <mark>hilsa</mark> &amp; its &lt;river&gt; <mark>routes</mark>')).toEqual([
      {text: 'The ', marked: false},
      {text: 'hilsa', marked: true},
      {text: ' & its <river> ', marked: false},
      {text: 'routes', marked: true},
    ]);
    expect(excerptRuns('<mark>ইলিশ</mark> মাছ')).toEqual([
      {text: 'ইলিশ', marked: true},
      {text: ' মাছ', marked: false},
    ]);
    expect(excerptRuns('')).toEqual([]);
  });
});

describe('the section a result names', () => {
  it('is the section of a menu page, the menu page above a detail page, or the top link itself', () => {
    const people = navigation.groups.flatMap((group) => group.sections).find((section) => section.links.some((link) => link.id === 'our-people'));
    expect(sectionForPath(navigation, pagePath('our-people'))).toBe(people?.title);
    expect(sectionForPath(navigation, detailPath('people', '12'))).toBe('Our People');
    expect(sectionForPath(navigation, `${detailPath('people', '12')}/`)).toBe('Our People');
    expect(sectionForPath(navigation, pagePath('swatch-of-no-ground'))).toBe('Explore BOB Facts');
    expect(sectionForPath(navigation, `${listPath('featuredArticles')}/3`)).toBe('NEWS');
    expect(sectionForPath(navigation, '/')).toBeUndefined();
    expect(sectionForPath(navigation, '/no-such-page')).toBeUndefined();
  });
});

describe('searchPages', () => {
  /** A stand-in index: each query finds the pages listed for it, with their scores. */
  function fakeIndex(found: Record<string, [id: string, score: number][]>): PagefindApi & {asked: string[]} {
    const asked: string[] = [];
    return {
      asked,
      options: async () => undefined,
      preload: async () => undefined,
      search: async (query) => {
        asked.push(query);
        return {
          results: (found[query] ?? []).map(([id, score]) => ({id, score, data: async () => ({url: `/${id}`, excerpt: id, meta: {title: id.toUpperCase()}})})),
        };
      },
    };
  }

  it('asks for the stem of a Bengali word', async () => {
    const index = fakeIndex({ইলিশ: [['hilsa', 3]]});
    const {total, hits} = await searchPages(index, 'ইলিশের', 5);
    expect(index.asked).toEqual(['ইলিশ']);
    expect(total).toBe(1);
    expect(hits[0]).toEqual({url: '/hilsa', title: 'HILSA', excerpt: 'hilsa'});
  });

  it('finds a number in either kind of digits, each page once, best score first', async () => {
    const index = fakeIndex({
      '1636': [['press-16', 1]],
      '১৬৩৬': [
        ['swatch', 5],
        ['press-16', 0.5],
      ],
    });
    const {total, hits} = await searchPages(index, '1636', 5);
    expect(index.asked).toEqual(['1636', '১৬৩৬']);
    expect(total).toBe(2);
    expect(hits.map((hit) => hit.url)).toEqual(['/swatch', '/press-16']);
    // Only the first `limit` results are loaded.
    const limited = await searchPages(
      fakeIndex({
        sea: [
          ['a', 3],
          ['b', 2],
          ['c', 1],
        ],
      }),
      'sea',
      2,
    );
    expect([limited.total, limited.hits.map((hit) => hit.url)]).toEqual([3, ['/a', '/b']]);
  });
});

describe('the text shown when search cannot load', () => {
  it('speaks to a visitor on the published site, in both languages, and gives the developer’s hint only in development', () => {
    expect(searchUnavailableText()).toBe('Search is not available right now. Check your connection and try again, or browse the menus.');
    const bengali = (JSON.parse(readFileSync(path.join(__dirname, '../../i18n/bn/code.json'), 'utf8')) as Record<string, {message: string}>)['search.status.unavailable']?.message;
    expect(bengali).toMatch(/[\u0980-\u09FF]/u);
    expect(bengali).not.toMatch(/npm/);
    const environment = process.env.NODE_ENV;
    process.env.NODE_ENV = 'development';
    try {
      expect(searchUnavailableText()).toMatch(/^Search is not available right now\..* npm run build, with npm run serve\.$/);
    } finally {
      process.env.NODE_ENV = environment;
    }
  });

  it('says offline that a word not searched before needs the connection', () => {
    const online = Object.getOwnPropertyDescriptor(globalThis, 'navigator');
    Object.defineProperty(globalThis, 'navigator', {value: {onLine: false}, configurable: true});
    try {
      expect(searchUnavailableText()).toMatch(/^Search needs the connection for this: without one it finds only words searched on this device before\./);
    } finally {
      if (online) Object.defineProperty(globalThis, 'navigator', online);
      else delete (globalThis as {navigator?: unknown}).navigator;
    }
  });
});
