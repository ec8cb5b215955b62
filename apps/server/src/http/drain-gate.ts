import { MESSAGES } from '@partsmith/contracts';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Shutdown's first step: from `start()` on, every new request (readiness included, so a load balancer stops
 * sending more) gets 503 and `Connection: close`, while the requests already running finish; `idle()` resolves
 * when none is left.
 */
export function createDrainGate() {
  let draining = false;
  let inFlight = 0;
  const waiters = new Set<() => void>();
  const settle = () => {
    if (inFlight > 0) return;
    for (const wake of waiters) wake();
    waiters.clear();
  };
  return {
    get draining() {
      return draining;
    },
    get inFlight() {
      return inFlight;
    },
    start() {
      draining = true;
    },
    idle(): Promise<void> {
      if (inFlight === 0) return Promise.resolve();
      return new Promise((resolve) => waiters.add(resolve));
    },
    /** Counts a request until its socket answer is finished or abandoned. */
    admit(response: NodeJS.EventEmitter) {
      inFlight += 1;
      response.once('close', () => {
        inFlight -= 1;
        settle();
      });
    },
  };
}

export type DrainGate = ReturnType<typeof createDrainGate>;

/** Registered first, so its hook runs before any other on every route. */
export const drainPlugin = fp(
  async (app: FastifyInstance, { gate }: { gate: DrainGate }) => {
    app.addHook('onRequest', async (_request, reply) => {
      if (gate.draining)
        return reply.status(503).header('connection', 'close').send({ message: MESSAGES.shuttingDown });
      gate.admit(reply.raw);
    });
    // Requests that finish during the drain tell their client not to reuse the connection.
    app.addHook('onSend', async (_request, reply) => {
      if (gate.draining) reply.header('connection', 'close');
    });
  },
  { name: 'drain-gate' },
);
