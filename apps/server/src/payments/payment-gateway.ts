import type { Queryable } from '@partsmith/db';

/** A PaymentIntent as both gateways report it, in Stripe's terms (amounts in cents). */
export interface GatewayIntent {
  id: string;
  clientSecret: string;
  amountCents: number;
  currency: string;
  /** Stripe's statuses: requires_payment_method, …, processing, succeeded, canceled. */
  status: string;
  /** From the intent's metadata: which order it was created for. */
  orderId: string | null;
}

/** Card payments: Stripe, or the simulated test mode. Services only ever see this. */
export interface PaymentGateway {
  mode: 'stripe' | 'test';
  /** For the web's Stripe Elements; null in test mode. */
  publishableKey: string | null;
  /** Idempotent per key: the same key gives the same intent. */
  createIntent(options: {
    orderId: string;
    amountCents: number;
    idempotencyKey: string;
  }): Promise<GatewayIntent>;
  /** Null when the provider knows no such intent. */
  retrieveIntent(id: string): Promise<GatewayIntent | null>;
  /** Idempotent: an intent already canceled, or one that succeeded meanwhile, is left as it is. */
  cancelIntent(id: string): Promise<void>;
  /** Gives a succeeded payment back to the card. Idempotent per key: the same key gives the same refund. */
  refund(options: {
    paymentIntentId: string;
    amountCents: number;
    idempotencyKey: string;
  }): Promise<{ id: string }>;
  /**
   * The gateway as seen from inside `tx`: test mode keeps its intents in the database, so what it changes must
   * commit (or roll back) with the order; Stripe is itself.
   */
  within(tx: Queryable): PaymentGateway;
}

export const PAYMENT_CURRENCY = 'usd';

/** A payment the card has already made, or is making now: the order must wait for its outcome. */
export const isPaymentUnderway = (intent: GatewayIntent | null) =>
  intent?.status === 'processing' || intent?.status === 'succeeded';
