import { createHash, randomBytes } from 'node:crypto';
import type { TestCardPaymentInput } from '@partsmith/contracts';
import { type Queryable, testPaymentIntents } from '@partsmith/db';
import { and, eq, notInArray } from 'drizzle-orm';
import { type GatewayIntent, PAYMENT_CURRENCY, type PaymentGateway } from './payment-gateway';
import { testCardFailure } from './test-cards';

const refundIdOf = (seed: string) => `re_${createHash('sha256').update(seed).digest('hex').slice(0, 24)}`;

const randomPart = (bytes: number) => randomBytes(bytes).toString('base64url').replace(/[-_]/g, 'x');

export interface TestModeGateway extends PaymentGateway {
  mode: 'test';
  within(tx: Queryable): TestModeGateway;
  /** Stripe's confirm with a card: the intent succeeds, or stays as it was with the card's message. */
  confirmWithCard(
    id: string,
    card: TestCardPaymentInput['card'],
    now: Date,
  ): Promise<{ intent: GatewayIntent; failure: string | null } | null>;
}

function toIntent(row: typeof testPaymentIntents.$inferSelect): GatewayIntent {
  const { id, clientSecret, amountCents, currency, status, orderId } = row;
  return { id, clientSecret, amountCents, currency, status, orderId };
}

/**
 * Simulated PaymentIntents in Stripe's shapes, kept in the database (`test_payment_intents`): every instance sees
 * the same intents and a restart forgets none. See docs/decisions/0017.
 */
export function createTestModeGateway(db: Queryable): TestModeGateway {
  async function read(id: string, { lock }: { lock: boolean }) {
    const query = db.select().from(testPaymentIntents).where(eq(testPaymentIntents.id, id));
    const [row] = lock ? await query.for('update') : await query;
    return row ? toIntent(row) : null;
  }
  return {
    mode: 'test',
    publishableKey: null,
    async createIntent({ orderId, amountCents, idempotencyKey }) {
      const id = `pi_${randomPart(18)}`;
      // A concurrent creation with the same key inserts nothing and reads the first one's intent.
      await db
        .insert(testPaymentIntents)
        .values({
          id,
          clientSecret: `${id}_secret_${randomPart(18)}`,
          amountCents,
          currency: PAYMENT_CURRENCY,
          status: 'requires_payment_method',
          orderId,
          idempotencyKey,
        })
        .onConflictDoNothing();
      const [row] = await db
        .select()
        .from(testPaymentIntents)
        .where(eq(testPaymentIntents.idempotencyKey, idempotencyKey));
      if (!row) throw new Error(`test-mode intent for key ${idempotencyKey} was not stored`);
      return toIntent(row);
    },
    retrieveIntent: (id) => read(id, { lock: false }),
    async cancelIntent(id) {
      await db
        .update(testPaymentIntents)
        .set({ status: 'canceled' })
        .where(
          and(
            eq(testPaymentIntents.id, id),
            notInArray(testPaymentIntents.status, ['succeeded', 'canceled']),
          ),
        );
    },
    /**
     * A whole payment (a repeat answers the same refund), or a part of it (a return's, decision 0068): parts add
     * up to at most the payment, as at Stripe. Callers record each refund once (`recordRefund`) in the
     * transaction this gateway runs in, so a part is never given twice.
     */
    async refund({ paymentIntentId, amountCents, idempotencyKey }) {
      const [intent] = await db
        .select()
        .from(testPaymentIntents)
        .where(eq(testPaymentIntents.id, paymentIntentId))
        .for('update');
      const whole = intent?.amountCents === amountCents;
      if (whole && intent?.refundedCents === amountCents) return { id: refundIdOf(paymentIntentId) };
      if (intent?.status !== 'succeeded' || intent.refundedCents + amountCents > intent.amountCents)
        throw new Error(`test-mode intent ${paymentIntentId} cannot refund ${amountCents} cents`);
      await db
        .update(testPaymentIntents)
        .set({ refundedCents: intent.refundedCents + amountCents })
        .where(eq(testPaymentIntents.id, paymentIntentId));
      return { id: refundIdOf(whole ? paymentIntentId : `${paymentIntentId}:${idempotencyKey}`) };
    },
    within: (tx) => createTestModeGateway(tx),
    async confirmWithCard(id, card, now) {
      const intent = await read(id, { lock: true });
      if (!intent) return null;
      if (intent.status === 'succeeded') return { intent, failure: null };
      if (intent.status === 'canceled') return { intent, failure: 'This payment was cancelled.' };
      const failure = testCardFailure(card, now);
      if (failure) return { intent, failure };
      await db.update(testPaymentIntents).set({ status: 'succeeded' }).where(eq(testPaymentIntents.id, id));
      return { intent: { ...intent, status: 'succeeded' }, failure: null };
    },
  };
}

export function isTestMode(gateway: PaymentGateway | null): gateway is TestModeGateway {
  return gateway?.mode === 'test';
}
