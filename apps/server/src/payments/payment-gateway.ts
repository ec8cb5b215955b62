/** A PaymentIntent as both gateways report it, in Stripe's terms (amounts in cents). */
export interface GatewayIntent {
  id: string;
  clientSecret: string;
  amountCents: number;
  currency: string;
  /** Stripe's statuses: requires_payment_method, …, succeeded, canceled. */
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
  cancelIntent(id: string): Promise<void>;
}

export const PAYMENT_CURRENCY = 'usd';
