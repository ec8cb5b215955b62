import type Stripe from 'stripe';
import { type GatewayIntent, PAYMENT_CURRENCY, type PaymentGateway } from './payment-gateway';

export interface StripeSettings {
  secretKey: string;
  publishableKey: string;
  /** Tests only: the local double the SDK talks to instead of api.stripe.com. */
  apiBase: string | null;
}

/** The SDK takes ~150 ms to import: it loads on the first payment call, so start-up never waits for it. */
async function createStripeClient({ secretKey, apiBase }: Pick<StripeSettings, 'secretKey' | 'apiBase'>) {
  const { default: Stripe } = await import('stripe');
  if (!apiBase) return new Stripe(secretKey);
  const url = new URL(apiBase);
  return new Stripe(secretKey, {
    host: url.hostname,
    port: Number(url.port || (url.protocol === 'https:' ? 443 : 80)),
    protocol: url.protocol === 'https:' ? 'https' : 'http',
    maxNetworkRetries: 0,
    telemetry: false,
  });
}

/** The SDK's errors, recognised by their `type` (the classes live in the lazily loaded module). */
function isStripeError(error: unknown, type?: string): error is Stripe.errors.StripeError {
  if (!(error instanceof Error) || !('type' in error) || typeof error.type !== 'string') return false;
  return type ? error.type === type : error.type.startsWith('Stripe');
}

function toIntent(intent: Stripe.PaymentIntent): GatewayIntent {
  return {
    id: intent.id,
    clientSecret: intent.client_secret ?? '',
    amountCents: intent.amount,
    currency: intent.currency,
    status: intent.status,
    orderId: intent.metadata?.orderId ?? null,
  };
}

/** Real PaymentIntents through the Stripe SDK; the amount always comes from our order. */
export function createStripeGateway(settings: StripeSettings): PaymentGateway {
  let client: Promise<Stripe> | undefined;
  const stripe = () => {
    client ??= createStripeClient(settings);
    return client;
  };
  const gateway: PaymentGateway = {
    mode: 'stripe',
    publishableKey: settings.publishableKey,
    async createIntent({ orderId, amountCents, idempotencyKey }) {
      const intent = await (await stripe()).paymentIntents.create(
        {
          amount: amountCents,
          currency: PAYMENT_CURRENCY,
          metadata: { orderId },
          allowed_payment_method_types: ['card'],
        },
        { idempotencyKey },
      );
      return toIntent(intent);
    },
    async retrieveIntent(id) {
      try {
        return toIntent(await (await stripe()).paymentIntents.retrieve(id));
      } catch (error) {
        if (isStripeError(error, 'StripeInvalidRequestError') && error.statusCode === 404) return null;
        throw error;
      }
    },
    async cancelIntent(id) {
      try {
        // The key makes a retry after a lost answer get Stripe's first answer instead of a second attempt.
        await (await stripe()).paymentIntents.cancel(id, {}, { idempotencyKey: `cancel-${id}` });
      } catch (error) {
        // Already canceled, or it succeeded first (the webhook then refunds it): nothing is left to void.
        if (isStripeError(error) && error.code === 'payment_intent_unexpected_state') return;
        throw error;
      }
    },
    async refund({ paymentIntentId, amountCents, idempotencyKey }) {
      const refund = await (await stripe()).refunds.create(
        { payment_intent: paymentIntentId, amount: amountCents },
        { idempotencyKey },
      );
      return { id: refund.id };
    },
    within: () => gateway,
  };
  return gateway;
}
