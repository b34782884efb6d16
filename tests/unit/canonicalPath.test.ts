import {canonicalizeAddress, notFoundMarker, pathWithoutTrailingSlash} from '@site/src/clientModules/canonicalPath';

describe('addresses with a trailing slash', () => {
  it('lose the slash, except the base URL of a locale', () => {
    expect(pathWithoutTrailingSlash('/what-we-do/understand/programs-and-projects/1/', '/')).toBe('/what-we-do/understand/programs-and-projects/1');
    expect(pathWithoutTrailingSlash('/borl/bn/news//', '/borl/bn/')).toBe('/borl/bn/news');
    expect(pathWithoutTrailingSlash('/news', '/')).toBeUndefined();
    expect(pathWithoutTrailingSlash('/', '/')).toBeUndefined();
    expect(pathWithoutTrailingSlash('/bn/', '/bn/')).toBeUndefined();
    expect(pathWithoutTrailingSlash('/borl//', '/borl/')).toBeUndefined();
  });

  /** A window at `href` whose document is a page, or the host's not-found page. */
  function fakeWindow(href: string, notFound: boolean) {
    const url = new URL(href);
    const document = window.document.implementation.createHTMLDocument('');
    document.body.innerHTML = notFound ? `<main ${notFoundMarker}=""></main>` : '<main></main>';
    return {
      location: {pathname: url.pathname, search: url.search, hash: url.hash, replace: jest.fn()},
      history: {state: {key: 'k'}, replaceState: jest.fn()},
      document,
    };
  }

  it('are rewritten in place when the host served the page itself; an address without one is left alone', () => {
    const win = fakeWindow('https://lab.example/bn/people/1/?q=1#bio', false);
    canonicalizeAddress(win as never, '/bn/');
    expect(win.history.replaceState).toHaveBeenCalledWith({key: 'k'}, '', '/bn/people/1?q=1#bio');
    expect(win.location.replace).not.toHaveBeenCalled();
    // An address without a slash is left alone.
    const plain = fakeWindow('https://lab.example/people/1', true);
    canonicalizeAddress(plain as never, '/');
    expect(plain.history.replaceState).not.toHaveBeenCalled();
    expect(plain.location.replace).not.toHaveBeenCalled();
  });

  it('load the address without the slash when the host served its not-found page, showing the not-found route meanwhile', () => {
    const win = fakeWindow('https://lab.example/borl/people/1/', true);
    canonicalizeAddress(win as never, '/borl/');
    expect(win.history.replaceState).toHaveBeenCalledWith({key: 'k'}, '', '/borl/404.html');
    expect(win.location.replace).toHaveBeenCalledWith('/borl/people/1');
  });

  // `https://<site>//evil.example.com/` reaches the host's not-found page; a browser parses
  // `/\evil.example.com/` to the same path. Written back as it is, `//evil.example.com` would be
  // another host's address.
  it.each(['https://lab.example//evil.example.com/', 'https://lab.example/\\evil.example.com/', 'https://lab.example///evil.example.com/', 'https://lab.example//\\evil.example.com/x/'])(
    'never lead off the site: %s stays on its origin, leading slashes collapsed',
    (href) => {
      for (const notFound of [true, false]) {
        const win = fakeWindow(href, notFound);
        canonicalizeAddress(win as never, '/');
        const written = [...win.history.replaceState.mock.calls.map((call) => call[2] as string), ...win.location.replace.mock.calls.map((call) => call[0] as string)];
        expect(written.length).toBeGreaterThan(0);
        for (const address of written) {
          expect(address).toMatch(/^\/[^/\\]/);
          expect(new URL(address, href).origin).toBe('https://lab.example');
        }
        expect(written.at(-1)).toMatch(/^\/evil\.example\.com(\/x)?$/);
      }
    },
  );
});
