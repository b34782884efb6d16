/** @jest-environment node */
import {alternatesOf, bengaliShare, englishChrome, pageProblems, strayLatinNumbers} from '@site/scripts/check-build';
import {firstPaintAfterId} from '@site/src/config/ssrTemplate';

/** A built page: its language, title, description and main content. */
const page = (lang: string, title: string, main: string, head = '') =>
  `<html lang=${lang}><head><title>${title}</title><meta name=description content="A page">` +
  `<meta property=og:image content=https://x.org/img/social/a.png>${head}</head>` +
  `<body><nav></nav><div id=${firstPaintAfterId}><main><h1>${title}</h1><p>${main}</p></main></div></body></html>`;
const english = 'Words enough to read without any script at all, in the main content.';
const bengali = 'বঙ্গোপসাগর সমুদ্র গবেষণাগারের পাতা, জাভাস্ক্রিপ্ট ছাড়াও পড়ার মতো যথেষ্ট কথা এখানে আছে, আরও কথা।';

describe('the checks of every built page', () => {
  it('pass a complete English and Bengali page, and read the alternates of a page as language and path', () => {
    expect(pageProblems('news', page('en-GB', 'News', english))).toEqual([]);
    expect(pageProblems('bn/news/featured-article', page('bn-BD', 'নিবন্ধ', bengali))).toEqual([]);
    // The policy comes from _headers; one in the page too would narrow it.
    expect(pageProblems('news', page('en-GB', 'News', english, `<meta http-equiv=Content-Security-Policy content="default-src 'self'">`))).toEqual(['a Content-Security-Policy <meta>']);
    const head = '<link rel=alternate href=https://x.org/borl/bn/news hreflang=bn-BD><link rel=alternate href="https://x.org/borl/news" hreflang="en-GB">';
    expect(alternatesOf(head)).toEqual(['bn-BD /borl/bn/news', 'en-GB /borl/news']);
  });

  it('find a page without a description, a broken JSON-LD block, the element its first paint waits for, an unsafe new-tab link and an edit link', () => {
    const html = page('en-GB', 'News', `${english}<a href=https://x.org target=_blank rel=noopener>x</a><a href=/edit/main/x.md>Edit</a>`, '<script type=application/ld+json>{"@context":</script>')
      .replace('<meta name=description content="A page">', '')
      .replace(` id=${firstPaintAfterId}`, '');
    expect(pageProblems('news', html)).toEqual([
      'no description',
      expect.stringMatching(/^JSON-LD that does not parse/),
      `no element #${firstPaintAfterId}, which the first paint waits for`,
      expect.stringMatching(/^a new-tab link without rel="noopener noreferrer"/),
      'an edit link',
    ]);
  });

  it('find a Bengali page with an English title, English text or Latin digits', () => {
    expect(pageProblems('bn/news/featured-article', page('bn-BD', 'Articles', bengali))).toEqual(['title not in Bengali: Articles']);
    expect(pageProblems('bn/news/featured-article', page('bn-BD', 'নিবন্ধ', english))).toEqual([expect.stringMatching(/% Bengali letters/)]);
    expect(strayLatinNumbers('<body><h3>2024</h3><p>নির্বাচিত নিবন্ধ</p></body>')).toEqual(['2024']);
    expect(strayLatinNumbers('<body><p>স্টেশন S01, ISO 8601, ২০২৪</p><code>x = 1</code></body>')).toEqual([]);
    // A station's code in a table of values is no language's text (`translate="no"`), with or without its end tag.
    const table = '<main><p>লবণাক্ততা</p><table><tr><th scope=row translate=no>S01<td>১৫.১<tr><th scope="row" translate="no">S02</th><td>১৬.২</table></main>';
    expect(bengaliShare(table)).toEqual({bengali: 15, share: 1});
    expect(bengaliShare(table.replace(/ translate=("no"|no)/g, '')).share).toBeLessThan(1);
  });

  it('find the English of the theme or the data on a Bengali page', () => {
    const html =
      '<link rel=alternate type=application/rss+xml title="RSS Feed" href=/rss.xml>' +
      '<nav><a class=pagination-nav__link><div class=pagination-nav__label>Migratory Routes</div></a></nav>' +
      '<h2 id=reference>তথ্যসূত্র<a class=hash-link aria-label="“reference” অংশের সরাসরি লিংক" href=#reference>#</a></h2>' +
      '<script type="application/ld+json">{"@type":"BlogPosting","inLanguage":"bn-BD","image":{"caption":"title image for the blog post: x"}}</script>' +
      '<table><tr><td>গভীরতা<td>m</td><td><code>depth</code></td></tr></table>';
    expect(englishChrome(html)).toEqual([
      'an English previous/next label: Migratory Routes',
      'a heading link not named after its heading: “reference” অংশের সরাসরি লিংক',
      'English in a BlogPosting: title image for the blog post: x',
      'a feed link titled RSS Feed',
      'a unit in English: m',
    ]);
    expect(englishChrome('<h2 id=x>তথ্যসূত্র<a class=hash-link aria-label="“তথ্যসূত্র” অংশের সরাসরি লিংক" href=#x>#</a></h2>')).toEqual([]);
  });

  it('write each day as formatDate does', () => {
    const dated = (text: string) => page('en-GB', 'News', `${english} <time datetime="2024-02-12">${text}</time>`);
    expect(pageProblems('news', dated('12 February 2024'))).toEqual([]);
    expect(pageProblems('news', dated('February 12, 2024'))).toEqual([expect.stringMatching(/shows "February 12, 2024", not "12 February 2024"/)]);
  });
});
