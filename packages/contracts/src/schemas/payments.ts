import { z } from 'zod';
import { ZOrderId } from './orders';

/** Without `orderId`, the caller's oldest unpaid order: the spec's client names none. */
export const ZCreatePaymentIntentInput = z.object({ orderId: ZOrderId.optional() });

/** `publishableKey` is null in test mode: the web then shows the plainly labelled test card form. */
export const ZPaymentIntentAnswer = z.object({
  paymentIntentId: z.string(),
  clientSecret: z.string(),
  amountCents: z.number().int(),
  publishableKey: z.string().nullable(),
  mode: z.enum(['stripe', 'test']),
});
export type PaymentIntentAnswer = z.infer<typeof ZPaymentIntentAnswer>;

export const ZConfirmPaymentInput = z.object({
  orderId: ZOrderId,
  paymentIntentId: z.string().trim().min(1).max(255),
});
export type ConfirmPaymentInput = z.infer<typeof ZConfirmPaymentInput>;

const ZCardNumber = z
  .string()
  .transform((value) => value.replace(/[\s-]/g, ''))
  .pipe(z.string().max(19));

/** Stripe's confirm body, as the test-mode card form sends it. */
export const ZTestCardPaymentInput = z.object({
  paymentIntentId: z.string().trim().min(1).max(255),
  card: z.object({
    number: ZCardNumber,
    exp_month: z.number().int(),
    exp_year: z.number().int(),
    cvc: z.string().trim().max(4),
  }),
  billing_details: z
    .object({ name: z.string().max(200), email: z.string().max(254) })
    .partial()
    .optional(),
});
export type TestCardPaymentInput = z.infer<typeof ZTestCardPaymentInput>;

export const ZTestCardPaymentAnswer = z.object({ id: z.string(), status: z.string() });
export type TestCardPaymentAnswer = z.infer<typeof ZTestCardPaymentAnswer>;
