import { createHash, randomBytes } from 'node:crypto';
import type { TestCardPaymentInput } from '@partsmith/contracts';
import { type Queryable, testPaymentIntents } from '@partsmith/db';
import { and, eq, notInArray } from 'drizzle-orm';
import { type GatewayIntent, PAYMENT_CURRENCY, type PaymentGateway } from './payment-gateway';
import { testCardFailure } from './test-cards';

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
    /** Whole payments only, one refund per intent: a repeat answers the same refund. */
    async refund({ paymentIntentId, amountCents }) {
      const [refunded] = await db
        .update(testPaymentIntents)
        .set({ refundedCents: amountCents })
        .where(
          and(
            eq(testPaymentIntents.id, paymentIntentId),
            eq(testPaymentIntents.status, 'succeeded'),
            eq(testPaymentIntents.amountCents, amountCents),
          ),
        )
        .returning({ id: testPaymentIntents.id });
      if (!refunded)
        throw new Error(`test-mode intent ${paymentIntentId} cannot refund ${amountCents} cents`);
      return { id: `re_${createHash('sha256').update(paymentIntentId).digest('hex').slice(0, 24)}` };
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
