import { MESSAGES } from '@partsmith/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { StripeEvent, StripeEventOutcome } from '../payments/handle-stripe-event';

export interface StripeWebhookOptions {
  /** Both null when Stripe is not configured: the route then answers 404. */
  webhookSecret: string | null;
  handleEvent: ((event: StripeEvent) => Promise<StripeEventOutcome>) | null;
}

/** The least an event must be to be an event; what it carries in `data.object` is checked by use. */
const ZStripeEvent = z.object({
  id: z.string().min(1),
  type: z.string().min(1),
  data: z.object({ object: z.unknown() }).partial().nullish(),
});
const ZPaymentIntentObject = z.object({ object: z.literal('payment_intent'), id: z.string().min(1) });

/**
 * `POST /webhooks/stripe`. The signature covers the exact bytes Stripe sent, so this plugin (and only this one,
 * as it is encapsulated) keeps the body as a Buffer instead of parsing JSON. A bad or stale signature, or a body
 * that is no event, is a 400 before anything is read or written; a signed event the shop cannot use is a 200
 * "ignored" with a log line. Only a failure to settle (the provider refusing a refund) is a 5xx, so that Stripe
 * delivers the event again.
 */
export async function stripeWebhookPlugin(app: FastifyInstance, options: StripeWebhookOptions) {
  const { webhookSecret, handleEvent } = options;
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
  app.post('/webhooks/stripe', { schema: { hide: true } }, async (request, reply) => {
    if (!webhookSecret || !handleEvent) return reply.status(404).send({ message: MESSAGES.notFound });
    const signature = request.headers['stripe-signature'];
    let payload: unknown;
    try {
      if (typeof signature !== 'string' || !Buffer.isBuffer(request.body)) throw new Error('no signature');
      // Loaded on the first webhook, not at start-up (the SDK takes ~150 ms to import).
      const { default: Stripe } = await import('stripe');
      payload = Stripe.webhooks.constructEvent(request.body, signature, webhookSecret);
    } catch (error) {
      // The signature is checked before the bytes are parsed: anything else thrown is a body that is no JSON.
      const badSignature = !(error instanceof SyntaxError);
      return reply
        .status(400)
        .send({ message: badSignature ? 'Invalid Stripe signature' : 'Malformed Stripe event' });
    }
    const parsed = ZStripeEvent.safeParse(payload);
    if (!parsed.success) return reply.status(400).send({ message: 'Malformed Stripe event' });
    const event = parsed.data;
    const intent = ZPaymentIntentObject.safeParse(event.data?.object);
    const log = request.log.child({ eventId: event.id, eventType: event.type });
    try {
      const outcome = await handleEvent({
        id: event.id,
        type: event.type,
        paymentIntentId: intent.success ? intent.data.id : null,
      });
      if (outcome.status !== 'ignored') return { received: true };
      log.info({ reason: outcome.reason }, 'stripe event ignored');
      return { received: true, ignored: true };
    } catch (error) {
      log.error({ err: error }, 'stripe event not handled: Stripe will deliver it again');
      return reply.status(503).send({ message: MESSAGES.serverError });
    }
  });
}
