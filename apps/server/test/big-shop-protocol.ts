/** What measure-big-shop.ts (the server's thread) and big-shop-client.ts (its worker) tell each other. */

/** Each request's number among the client's calls: a measure's call may send two requests (a second page). */
export const BENCH_CALL_HEADER = 'x-bench-call';

export type Headers = Record<string, string>;

export interface ClientSettings {
  origin: string;
  customerHeaders: Headers;
  adminHeaders: Headers;
  /** Untimed calls before the full collection: each measure's first uses build what it needs. */
  warmUp: number;
  /**
   * Untimed calls after it: the first ~100 calls after a full collection are slower, though no collection runs
   * during them (8 of the 14 slowest of 1,000 "bolt" searches were among them, 3 Dec; none of the 14 overlapped a
   * collection, by `PerformanceObserver`).
   */
  settle: number;
  iterations: number;
  /** Only the measures whose name holds this text. */
  only: string;
}

/** From the client: a full collection wanted, a measure's timed calls (first to last), or the end. */
export type ClientMessage =
  | { type: 'collect' }
  | { type: 'measured'; name: string; calls: { first: number; last: number } }
  | { type: 'done' };

/** From the server's thread: the collection asked for is done. */
export type HostMessage = { type: 'collected' };
