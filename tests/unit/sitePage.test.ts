import {isSitePage} from '@site/src/utils/sitePage';

describe('isSitePage (whether Back may return to the referrer)', () => {
  const origin = 'https://borl.example';
  it('accepts a page of the site, at the root or under a base path', () => {
    expect(isSitePage('https://borl.example/news', origin, '/')).toBe(true);
    expect(isSitePage('https://borl.example/borl/news', origin, '/borl/')).toBe(true);
    expect(isSitePage('https://borl.example/borl', origin, '/borl/')).toBe(true);
  });
  it('rejects no referrer, one that is not a URL, another site and another path of the same host', () => {
    expect(isSitePage('', origin, '/')).toBe(false);
    expect(isSitePage('https://search.example/?q=borl', origin, '/')).toBe(false);
    expect(isSitePage('http://borl.example/news', origin, '/')).toBe(false);
    expect(isSitePage('https://borl.example/other-site/page', origin, '/borl/')).toBe(false);
    expect(isSitePage('https://borl.example/borlish/page', origin, '/borl/')).toBe(false);
    expect(isSitePage('not a url', origin, '/')).toBe(false);
  });
});
