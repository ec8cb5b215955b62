/** A clock that stands still until a test moves it. */
export function createTestClock(start = new Date()) {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance(milliseconds: number) {
      current += milliseconds;
    },
  };
}

export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;
