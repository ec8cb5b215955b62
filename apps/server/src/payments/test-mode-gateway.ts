import { randomBytes } from 'node:crypto';
import type { TestCardPaymentInput } from '@partsmith/contracts';
import { type GatewayIntent, PAYMENT_CURRENCY, type PaymentGateway } from './payment-gateway';
import { testCardFailure } from './test-cards';

const randomPart = (bytes: number) => randomBytes(bytes).toString('base64url').replace(/[-_]/g, 'x');

export interface TestModeGateway extends PaymentGateway {
  mode: 'test';
  /** Stripe's confirm with a card: the intent succeeds, or stays unpaid with the card's message. */
  confirmWithCard(
    id: string,
    card: TestCardPaymentInput['card'],
    now: Date,
  ): { intent: GatewayIntent; failure: string | null } | null;
}

/**
 * Simulated PaymentIntents in Stripe's shapes, kept in this process's memory: one instance only, and a restart
 * forgets them (the next payment page load makes a new one). See docs/decisions/0010.
 */
export function createTestModeGateway(): TestModeGateway {
  const intents = new Map<string, GatewayIntent>();
  const byIdempotencyKey = new Map<string, string>();
  const copy = (intent: GatewayIntent | undefined) => (intent ? { ...intent } : null);
  return {
    mode: 'test',
    publishableKey: null,
    async createIntent({ orderId, amountCents, idempotencyKey }) {
      const known = byIdempotencyKey.get(idempotencyKey);
      if (known && intents.has(known)) return { ...(intents.get(known) as GatewayIntent) };
      const id = `pi_${randomPart(18)}`;
      const intent: GatewayIntent = {
        id,
        clientSecret: `${id}_secret_${randomPart(18)}`,
        amountCents,
        currency: PAYMENT_CURRENCY,
        status: 'requires_payment_method',
        orderId,
      };
      intents.set(id, intent);
      byIdempotencyKey.set(idempotencyKey, id);
      return { ...intent };
    },
    async retrieveIntent(id) {
      return copy(intents.get(id));
    },
    async cancelIntent(id) {
      const intent = intents.get(id);
      if (intent && intent.status !== 'succeeded') intent.status = 'canceled';
    },
    confirmWithCard(id, card, now) {
      const intent = intents.get(id);
      if (!intent) return null;
      if (intent.status === 'succeeded') return { intent: { ...intent }, failure: null };
      if (intent.status === 'canceled')
        return { intent: { ...intent }, failure: 'This payment was cancelled.' };
      const failure = testCardFailure(card, now);
      if (!failure) intent.status = 'succeeded';
      return { intent: { ...intent }, failure };
    },
  };
}

export function isTestMode(gateway: PaymentGateway | null): gateway is TestModeGateway {
  return gateway?.mode === 'test';
}
