import type { FastifyBaseLogger } from 'fastify';
import { startPeriodic } from '../shared/start-periodic';
import { type SweepExpiredOrdersOptions, sweepExpiredOrders } from './sweep-expired-orders';

/** Cancels expired unpaid orders every `intervalMs` until stopped, logging how many when there were any. */
export function startOrderSweeper({
  intervalMs,
  logger,
  ...sweep
}: SweepExpiredOrdersOptions & { intervalMs: number; logger: FastifyBaseLogger }) {
  return startPeriodic({
    intervalMs,
    logger,
    failed: 'order sweep failed',
    run: async () => {
      const count = await sweepExpiredOrders(sweep);
      if (count > 0) logger.info({ count }, 'expired unpaid orders cancelled');
    },
  });
}
