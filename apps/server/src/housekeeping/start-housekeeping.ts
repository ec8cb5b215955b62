import type { Database } from '@partsmith/db';
import type { FastifyBaseLogger } from 'fastify';
import { deleteExpiredRows } from './delete-expired-rows';

export interface HousekeepingOptions {
  db: Database;
  now: () => Date;
  intervalMs: number;
  logger: FastifyBaseLogger;
}

/**
 * Deletes rows past their retention every `intervalMs` until stopped, logging one line per run that deleted
 * anything. A run still going when the next is due makes that one skip; the timer never keeps the process alive.
 */
export function startHousekeeping({ db, now, intervalMs, logger }: HousekeepingOptions) {
  let running: Promise<void> | null = null;
  const tick = () => {
    if (running) return;
    running = deleteExpiredRows({ db, now })
      .then((deleted) => {
        if (Object.values(deleted).some((count) => count > 0))
          logger.info({ deleted }, 'housekeeping deleted rows past their retention');
      })
      .catch((error: unknown) => logger.error({ err: error }, 'housekeeping failed'))
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  return {
    /** Stops the timer and waits for a run in progress, so the database can close after it. */
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
