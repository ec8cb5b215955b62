import { setTimeout as pause } from 'node:timers/promises';
import { AppError, MESSAGES, type Order } from '@partsmith/contracts';
import type { Database } from '@partsmith/db';
import { isDatabaseUnavailable } from '../shared/is-database-unavailable';
import { readOrder } from './order-row';

/** Within the 5 s a buyer waits for an answer (and Retry-After asks), with a margin to send it. */
const CONFIRM_WITHIN_MS = 4_000;
const LOOK_AGAIN_AFTER_MS = 200;

export interface ConfirmPlacedOrderOptions {
  db: Database;
  /** The order's id, made before its transaction. */
  id: string;
  /** What the transaction's COMMIT failed with. */
  failure: unknown;
  /** When the placement began (`performance.now()`): the answer is due within CONFIRM_WITHIN_MS of it. */
  started: number;
}

/**
 * The order's transaction did its work and then failed at COMMIT. A refusal at commit rolled it back, but a lost
 * connection leaves the outcome open: the COMMIT may have landed. So the order is looked up, again and again while
 * the database cannot be reached, until the deadline: there, it is the answer; otherwise a 503 says it may have
 * been placed, so that the buyer checks My Orders rather than ordering twice (decision 0038).
 */
export async function confirmPlacedOrder({
  db,
  id,
  failure,
  started,
}: ConfirmPlacedOrderOptions): Promise<Order> {
  if (!isDatabaseUnavailable(failure)) throw failure;
  const deadline = started + CONFIRM_WITHIN_MS;
  for (let left = deadline - performance.now(); left > 0; left = deadline - performance.now()) {
    const found = await within(readOrder(db, id), left).catch(() => undefined);
    if (found) return found;
    // The database answered, without the order: nothing more to learn by asking again.
    if (found === null) break;
    await pause(Math.min(LOOK_AGAIN_AFTER_MS, Math.max(0, deadline - performance.now())));
  }
  throw new AppError('SERVICE_UNAVAILABLE', MESSAGES.orderMayHaveBeenPlaced, { cause: failure });
}

/** `work`'s answer, or undefined once `ms` have passed (a connection attempt may take longer). */
async function within<T>(work: Promise<T>, ms: number): Promise<T | undefined> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<undefined>((resolve) => {
    timer = setTimeout(resolve, ms, undefined);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
