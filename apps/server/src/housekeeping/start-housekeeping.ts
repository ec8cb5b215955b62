import type { Database } from '@partsmith/db';
import type { FastifyBaseLogger } from 'fastify';
import { startPeriodic } from '../shared/start-periodic';
import { deleteExpiredRows } from './delete-expired-rows';

export interface HousekeepingOptions {
  db: Database;
  now: () => Date;
  intervalMs: number;
  logger: FastifyBaseLogger;
}

/** Deletes rows past their retention every `intervalMs` until stopped, logging one line per run that deleted any. */
export function startHousekeeping({ db, now, intervalMs, logger }: HousekeepingOptions) {
  return startPeriodic({
    intervalMs,
    logger,
    failed: 'housekeeping failed',
    run: async () => {
      const deleted = await deleteExpiredRows({ db, now });
      if (Object.values(deleted).some((count) => count > 0))
        logger.info({ deleted }, 'housekeeping deleted rows past their retention');
    },
  });
}
