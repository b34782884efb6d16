import type {TimeStore} from '@site/src/components/MembershipForm/throttle';

type Throttle = typeof import('@site/src/components/MembershipForm/throttle');

/** A fresh copy of the module, so its in-memory fallback starts empty in every test. */
function freshThrottle(): Throttle {
  let module: Throttle | undefined;
  jest.isolateModules(() => {
    module = jest.requireActual<Throttle>('@site/src/components/MembershipForm/throttle');
  });
  return module as Throttle;
}

function mapStore(): TimeStore & {map: Map<string, string>} {
  const map = new Map<string, string>();
  return {map, getItem: (key) => map.get(key) ?? null, setItem: (key, value) => void map.set(key, value)};
}

const minute = 60_000;
const start = Date.UTC(2026, 0, 1, 9, 0, 0);

describe('one application a minute', () => {
  it('allows the first application, keeps its time in the storage, refuses another within the minute (seconds left rounded up), allows it after', () => {
    const {secondsToWait, rememberSend, lastSentKey} = freshThrottle();
    const store = mapStore();
    expect(secondsToWait(store, start)).toBe(0);
    rememberSend(store, start);
    expect(store.map.get(lastSentKey)).toBe(String(start));
    expect(secondsToWait(store, start)).toBe(60);
    expect(secondsToWait(store, start + 20_000)).toBe(40);
    expect(secondsToWait(store, start + minute - 1)).toBe(1);
    expect(secondsToWait(store, start + minute)).toBe(0);
  });

  it('counts a send made in another tab or before a reload (the same storage, a fresh page)', () => {
    const store = mapStore();
    freshThrottle().rememberSend(store, start);
    expect(freshThrottle().secondsToWait(store, start + 5_000)).toBe(55);
  });

  it('ignores a time in the future (a clock set back) or one that is not a number', () => {
    const {secondsToWait, lastSentKey} = freshThrottle();
    const store = mapStore();
    store.setItem(lastSentKey, String(start + 10 * minute));
    expect(secondsToWait(store, start)).toBe(0);
    store.setItem(lastSentKey, 'soon');
    expect(secondsToWait(store, start)).toBe(0);
  });

  it('holds for the open page when storage is missing or throws', () => {
    const {secondsToWait, rememberSend} = freshThrottle();
    rememberSend(null, start);
    expect(secondsToWait(null, start + 1_000)).toBe(59);

    const broken: TimeStore = {
      getItem: () => {
        throw new DOMException('blocked', 'SecurityError');
      },
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    };
    const other = freshThrottle();
    expect(() => other.rememberSend(broken, start)).not.toThrow();
    expect(other.secondsToWait(broken, start + 30_000)).toBe(30);
  });

  it('reads the browser storage when it can', () => {
    const {browserStorage, rememberSend, secondsToWait} = freshThrottle();
    expect(browserStorage()).toBe(window.localStorage);
    rememberSend(browserStorage(), start);
    expect(freshThrottle().secondsToWait(window.localStorage, start + 2_000)).toBe(58);
    expect(secondsToWait(window.localStorage, start + minute)).toBe(0);
    window.localStorage.clear();
  });
});
