import { afterAll, beforeAll, expect, it } from 'vitest';
import { startStripeTestApp, WEBHOOK_SECRET } from '../stripe-app';
import { fuzzEntryPoint, RUNS_PER_ENTRY_POINT } from './fuzz-entry-point';
import { createFuzzWorld } from './fuzz-world';
import { webhookRequests } from './webhook-requests';

// Issue 10, K: the Stripe webhook only does something on a server configured for Stripe, so it is fuzzed on one
// (the other suites reach it on the default server, where it answers 404): signed and forged deliveries of
// events for real, paid, unknown and junk payment intents.

let s: Awaited<ReturnType<typeof startStripeTestApp>>;
beforeAll(async () => {
  s = await startStripeTestApp();
});
afterAll(() => s.close());

it('POST /webhooks/stripe on a Stripe-configured server: never a 5xx, a human message on every 4xx, a refused delivery changes nothing', async () => {
  const world = await createFuzzWorld(s.t);
  // Some of the customer's intents already went through at Stripe: their events settle orders.
  const intentIds = [...s.stripe.intents.keys()];
  for (const id of intentIds.slice(0, Math.ceil(intentIds.length / 2)))
    s.stripe.update(id, { status: 'succeeded' });
  const sent = await fuzzEntryPoint('POST /webhooks/stripe (Stripe configured)', {
    t: s.t,
    world,
    requests: webhookRequests({ secret: WEBHOOK_SECRET, intentIds }),
    transport: 'bearer',
    shape: 'message',
    writes: () => true,
  });
  expect(sent).toBeGreaterThanOrEqual(RUNS_PER_ENTRY_POINT);
}, 120_000);
