import type { FastifyBaseLogger } from 'fastify';

/**
 * Runs `sweep` every `intervalMs` until stopped; a sweep still running when the next is due makes that one skip.
 * The timer never keeps the process alive on its own.
 */
export function startOrderSweeper({
  intervalMs,
  sweep,
  logger,
}: {
  intervalMs: number;
  sweep: () => Promise<number>;
  logger: FastifyBaseLogger;
}) {
  let running: Promise<void> | null = null;
  const tick = () => {
    if (running) return;
    running = sweep()
      .then((count) => {
        if (count > 0) logger.info({ count }, 'expired unpaid orders cancelled');
      })
      .catch((error: unknown) => logger.error({ err: error }, 'order sweep failed'))
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  return {
    /** Stops the timer and waits for a sweep in progress, so the database can close after it. */
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
