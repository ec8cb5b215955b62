import type { FastifyBaseLogger } from 'fastify';

export interface PeriodicRun {
  /** Stops the timer and waits for a run in progress, so the database can close after it. */
  stop(): Promise<void>;
}

/**
 * Runs `run` every `intervalMs` until stopped; a run still going when the next is due makes that one skip, and a
 * failure is logged as `failed`. The timer never keeps the process alive on its own.
 */
export function startPeriodic({
  intervalMs,
  run,
  logger,
  failed,
}: {
  intervalMs: number;
  run: () => Promise<void>;
  logger: FastifyBaseLogger;
  failed: string;
}): PeriodicRun {
  let running: Promise<void> | null = null;
  const tick = () => {
    if (running) return;
    running = run()
      .catch((error: unknown) => logger.error({ err: error }, failed))
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
