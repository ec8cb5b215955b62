import fc from 'fast-check';
import Stripe from 'stripe';
import { boundaryText, boundaryValue } from './boundary-values';
import { describedRequest, type FuzzRequest, headerText } from './request-encoding';

const EVENT_TYPES = [
  'payment_intent.succeeded',
  'payment_intent.payment_failed',
  'payment_intent.canceled',
  'charge.refunded',
  'checkout.session.completed',
];

/** How the delivery is signed: as Stripe signs it, or as a forger or a replay would. */
type Signing = 'valid' | 'wrong-secret' | 'stale' | 'none' | 'junk';

export interface WebhookFuzzOptions {
  /** The webhook secret the server was configured with. */
  secret: string;
  /** Ids of intents the Stripe double knows (some succeeded, some not). */
  intentIds: string[];
}

/**
 * Deliveries to `POST /webhooks/stripe`: events shaped like Stripe's (real and unknown intents, every type, event
 * ids that repeat) and junk, signed correctly most of the time so the handler itself is reached.
 */
export function webhookRequests({ secret, intentIds }: WebhookFuzzOptions): fc.Arbitrary<FuzzRequest> {
  const intent = fc.record({
    object: fc.oneof(
      { weight: 5, arbitrary: fc.constant('payment_intent') },
      { weight: 1, arbitrary: boundaryValue },
    ),
    id: fc.oneof(
      { weight: 4, arbitrary: fc.constantFrom(...intentIds) },
      { weight: 1, arbitrary: fc.string({ maxLength: 30 }).map((rest) => `pi_${rest}`) },
      { weight: 1, arbitrary: boundaryValue },
    ),
    amount: fc.oneof(fc.nat(100_000), boundaryValue),
    metadata: fc.oneof(
      fc.constant({}),
      fc.dictionary(fc.string({ maxLength: 10 }), boundaryText, { maxKeys: 2 }),
    ),
  });
  const event = fc.record(
    {
      id: fc.oneof(
        fc.constantFrom('evt_fuzz_1', 'evt_fuzz_2'),
        fc.uuid().map((id) => `evt_${id}`),
        boundaryValue,
      ),
      object: fc.constant('event'),
      type: fc.oneof(
        { weight: 4, arbitrary: fc.constantFrom(...EVENT_TYPES) },
        { weight: 1, arbitrary: boundaryValue },
      ),
      data: fc.oneof(
        { weight: 5, arbitrary: fc.record({ object: intent }) },
        { weight: 1, arbitrary: boundaryValue },
      ),
    },
    { requiredKeys: [] },
  );
  const body = fc.oneof(
    { weight: 8, arbitrary: event.map((value) => JSON.stringify(value)) },
    { weight: 1, arbitrary: boundaryValue.map((value) => String(JSON.stringify(value))) },
    { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 200 }) },
  );
  const signing = fc.oneof(
    { weight: 6, arbitrary: fc.constant<Signing>('valid') },
    { weight: 1, arbitrary: fc.constantFrom<Signing>('wrong-secret', 'stale', 'none', 'junk') },
  );
  return fc
    .record({ payload: body, signing, junk: boundaryText })
    .map(({ payload, signing, junk }): FuzzRequest => {
      const headers: Record<string, string> = { 'content-type': 'application/json; charset=utf-8' };
      if (signing === 'junk') headers['stripe-signature'] = headerText(junk);
      else if (signing !== 'none')
        headers['stripe-signature'] = Stripe.webhooks.generateTestHeaderString({
          payload,
          secret: signing === 'wrong-secret' ? `${secret}_not` : secret,
          ...(signing === 'stale' ? { timestamp: Math.floor(Date.now() / 1000) - 3600 } : {}),
        });
      return { caller: 'anonymous', method: 'POST', url: '/webhooks/stripe', headers, payload };
    })
    .map(describedRequest);
}
