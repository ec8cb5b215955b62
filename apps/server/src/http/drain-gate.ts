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
  // One listener shared by every response: no closure made per request.
  const release = () => {
    inFlight -= 1;
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
    /** Counts a request until its socket answer is finished or abandoned ('close' comes once, either way). */
    admit(response: NodeJS.EventEmitter) {
      inFlight += 1;
      response.on('close', release);
    },
  };
}

export type DrainGate = ReturnType<typeof createDrainGate>;

/** Registered first, so its hook runs before any other on every route. */
export const drainPlugin = fp(
  async (app: FastifyInstance, { gate }: { gate: DrainGate }) => {
    // Hooks on every request take a callback, not a promise (docs/ARCHITECTURE.md, "Per-request work").
    app.addHook('onRequest', (_request, reply, done) => {
      if (gate.draining) {
        reply.status(503).header('connection', 'close').send({ message: MESSAGES.shuttingDown });
        return;
      }
      gate.admit(reply.raw);
      done();
    });
    // Requests that finish during the drain tell their client not to reuse the connection.
    app.addHook('onSend', (_request, reply, payload, done) => {
      if (gate.draining) reply.header('connection', 'close');
      done(null, payload);
    });
  },
  { name: 'drain-gate' },
);
