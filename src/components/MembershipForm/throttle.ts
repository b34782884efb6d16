/**
 * At most one application a minute from a browser: the time of the last successful send is kept
 * in `localStorage`, so a reload or a second tab does not start the minute anew. Where storage is
 * unavailable (blocked cookies, some private modes) or refuses to write, the time is kept in
 * memory for as long as the page is open. Pure apart from the storage it is given, so the rule is
 * unit-tested with a fake storage and clock (`tests/unit/membershipThrottle.test.ts`).
 */

/** The shortest time between two applications sent from one browser, in milliseconds. */
export const sendIntervalMs = 60_000;

/** The `localStorage` key under which the last send time is kept (milliseconds since 1970). */
export const lastSentKey = 'membership-form:last-sent';

/** The part of the Web Storage API the rule uses (`localStorage` satisfies it). */
export type TimeStore = Pick<Storage, 'getItem' | 'setItem'>;

/** The fallback when no storage can be used: one value per key, for the page's lifetime. */
const memory = new Map<string, string>();

const memoryStore: TimeStore = {
  getItem: (key) => memory.get(key) ?? null,
  setItem: (key, value) => {
    memory.set(key, value);
  },
};

/**
 * The browser's `localStorage`, or `null` when there is none or reading it throws (some
 * browsers throw on the mere access when storage is blocked).
 */
export function browserStorage(): TimeStore | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** The time kept in `store`, if it holds a readable one not later than `now`. */
function storedTime(store: TimeStore | null, now: number): number | undefined {
  let text: string | null;
  try {
    text = store?.getItem(lastSentKey) ?? null;
  } catch {
    return undefined;
  }
  const time = Number(text);
  return text !== null && Number.isFinite(time) && time <= now ? time : undefined;
}

/**
 * Whole seconds the visitor must still wait before sending another application (rounded up, so
 * never 0 while sending is refused), or 0 when sending is allowed. A last send time in the future
 * (a clock set back) or unreadable is ignored.
 *
 * @param store where the last send time is kept (`null`: only the in-memory fallback)
 * @param now the current time in milliseconds since 1970 (default: now)
 */
export function secondsToWait(store: TimeStore | null, now: number = Date.now()): number {
  const times = [storedTime(store, now), storedTime(memoryStore, now)].filter((time) => time !== undefined);
  if (times.length === 0) {
    return 0;
  }
  const remaining = Math.max(...times) + sendIntervalMs - now;
  return remaining > 0 ? Math.ceil(remaining / 1000) : 0;
}

/**
 * Records a successful send at `now` (milliseconds since 1970; default: now) in `store` and in memory, so the
 * rule holds for this page even when the storage refuses to write.
 */
export function rememberSend(store: TimeStore | null, now: number = Date.now()): void {
  memoryStore.setItem(lastSentKey, String(now));
  try {
    store?.setItem(lastSentKey, String(now));
  } catch {
    // Storage full or blocked: the in-memory time stands in.
  }
}
