import { MESSAGES } from '@partsmith/contracts';
import type { Database } from '@partsmith/db';
import type { FastifyInstance } from 'fastify';
import Stripe from 'stripe';
import type { Mailer } from '../mail/mailer';
import { handleStripeEvent } from '../payments/handle-stripe-event';
import type { PaymentGateway } from '../payments/payment-gateway';
import type { BackgroundTasks } from '../shared/background-tasks';

export interface StripeWebhookOptions {
  db: Database;
  now: () => Date;
  gateway: PaymentGateway | null;
  mailer: Mailer;
  background: BackgroundTasks;
  /** Null when Stripe is not configured: the route then answers 404. */
  webhookSecret: string | null;
}

/**
 * `POST /webhooks/stripe`. The signature covers the exact bytes Stripe sent, so this plugin (and only this one,
 * as it is encapsulated) keeps the body as a Buffer instead of parsing JSON. A bad or stale signature is a 400
 * before anything is read or written.
 */
export async function stripeWebhookPlugin(app: FastifyInstance, options: StripeWebhookOptions) {
  const { gateway, webhookSecret } = options;
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
  app.post('/webhooks/stripe', { schema: { hide: true } }, async (request, reply) => {
    if (!webhookSecret || gateway?.mode !== 'stripe')
      return reply.status(404).send({ message: MESSAGES.notFound });
    const signature = request.headers['stripe-signature'];
    let event: Stripe.Event;
    try {
      if (typeof signature !== 'string' || !Buffer.isBuffer(request.body)) throw new Error('no signature');
      event = Stripe.webhooks.constructEvent(request.body, signature, webhookSecret);
    } catch {
      return reply.status(400).send({ message: 'Invalid Stripe signature' });
    }
    const object = event.data.object as { object?: string; id?: string };
    await handleStripeEvent({
      ...options,
      gateway,
      logger: request.log,
      event: {
        id: event.id,
        type: event.type,
        paymentIntentId: object.object === 'payment_intent' && object.id ? object.id : null,
      },
    });
    return { received: true };
  });
}
