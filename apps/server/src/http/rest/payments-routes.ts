import { ZTestCardPaymentAnswer, ZTestCardPaymentInput } from '@partsmith/contracts';
import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import { legacyUpdateResult, ZLegacyUpdateResult } from './legacy-account-shapes';
import { ZMessage } from './legacy-shapes';
import { anyone, signedIn } from './openapi-security';
import type { RestRoutes } from './rest-routes-type';

const tags = ['payments'];
const security = signedIn;
const errors = { 400: ZMessage, 401: ZMessage, 402: ZMessage, 403: ZMessage, 404: ZMessage, 409: ZMessage };

export const paymentsRoutes: RestRoutes = async (app) => {
  app.post(
    '/create-payment-intent',
    {
      schema: {
        operationId: 'createPaymentIntent',
        tags,
        security,
        summary: "A PaymentIntent for an order's total",
        description:
          "A PaymentIntent for the order's total (the sent price is ignored); default: oldest unpaid order",
        body: z.object({ price: z.unknown(), orderId: z.string().optional() }).partial(),
        response: { 200: z.object({ clientSecret: z.string() }), ...errors },
      },
    },
    async (request) => {
      const { clientSecret } = await request
        .caller()
        .payments.createIntent({ orderId: request.body.orderId });
      return { clientSecret };
    },
  );
  app.patch(
    '/orders/:id',
    {
      schema: {
        operationId: 'confirmPayment',
        tags,
        security,
        summary: 'Mark an own order paid',
        description:
          'Mark an own order paid: only if the provider confirms transactionId paid exactly this order',
        params: z.object({ id: z.string().describe('The order id') }),
        body: z.object({ orderId: z.string().optional(), transactionId: z.string().min(1).max(255) }),
        response: { 200: ZLegacyUpdateResult, ...errors },
      },
    },
    async (request) => {
      const { changed } = await request
        .caller()
        .payments.confirm({ orderId: request.params.id, paymentIntentId: request.body.transactionId });
      return legacyUpdateResult(changed);
    },
  );
  app.post(
    '/test-mode/payment-intents/:id/confirm',
    {
      schema: {
        operationId: 'payTestIntent',
        tags,
        // Like Stripe.js confirming with the client secret: the intent id is the capability, no session needed.
        security: anyone,
        summary: 'Test mode only: pay an intent with a test card',
        description:
          "Test mode only: pay an intent with one of Stripe's test cards (4242 4242 4242 4242 succeeds)",
        params: z.object({ id: z.string() }),
        body: ZTestCardPaymentInput.omit({ paymentIntentId: true }),
        response: {
          200: ZTestCardPaymentAnswer,
          402: z.object({ error: z.object({ message: z.string() }) }),
          400: ZMessage,
          404: ZMessage,
          409: ZMessage.describe('The order is not awaiting payment any more: the card was not charged'),
        },
      },
    },
    async (request, reply) => {
      try {
        return await request
          .caller()
          .payments.payWithTestCard({ ...request.body, paymentIntentId: request.params.id });
      } catch (error) {
        // Stripe's shape for a card error, which the web's card form reads like Stripe.js's.
        if (error instanceof TRPCError && error.code === 'PAYMENT_REQUIRED')
          return reply.status(402).send({ error: { message: error.message } });
        throw error;
      }
    },
  );
};
