import closeWithGrace from 'close-with-grace';
import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import type { DrainGate } from './http/drain-gate';

interface ShutdownOptions {
  app: FastifyInstance;
  database: { close(): Promise<void> };
  gate: DrainGate;
  logger: Logger;
  /** In-flight requests and the close itself get this long; then the process exits 1 anyway. */
  timeoutMs: number;
}

/**
 * On SIGTERM or SIGINT: readiness false and new requests refused (the drain gate), the running ones awaited, then
 * the server closed (its onClose hooks stop the sweep and the job workers, which get a few seconds to finish their
 * jobs) and the database; exit 0.
 * An uncaught exception or unhandled rejection is logged as fatal and closes the same way, with exit code 1.
 */
export function closeOnSignals({ app, database, gate, logger, timeoutMs }: ShutdownOptions) {
  closeWithGrace(
    {
      delay: timeoutMs,
      logger,
      onTimeout: () =>
        logger.error({ inFlight: gate.inFlight, timeoutMs }, 'shutdown took too long: exiting anyway'),
      onSecondSignal: (signal) => logger.warn({ signal }, 'second signal: exiting at once'),
    },
    async ({ signal, err }) => {
      if (err) logger.fatal({ err }, 'uncaught error: shutting down');
      else logger.info({ signal, inFlight: gate.inFlight }, 'shutting down: finishing requests in flight');
      gate.start();
      await gate.idle();
      await app.close();
      await database.close();
      logger.info('shut down');
      // The log is buffered: every line written so far goes out before the process exits.
      await new Promise<void>((resolve) => logger.flush(() => resolve()));
    },
  );
}
