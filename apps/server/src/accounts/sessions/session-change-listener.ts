import { type Database, listen } from '@partsmith/db';
import type { SessionCache } from './session-cache';

/** The channel migration 0005's triggers announce an account's id on: a session of it ended, or it changed. */
const CHANNEL = 'account_changed';

/**
 * Keeps this instance's session cache true to writes made anywhere: each notice forgets that account's sessions,
 * and each (re)connection of the listener forgets everything, since notices sent while it was cut off are lost.
 * Resolves to the function that stops listening.
 */
export function startSessionChangeListener({
  db,
  cache,
}: {
  db: Database;
  cache: SessionCache;
}): Promise<() => Promise<void>> {
  return listen(db, { channel: CHANNEL, onMessage: cache.forgetUser, onConnect: cache.clear });
}
