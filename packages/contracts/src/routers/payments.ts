import { ZOrderChange } from '../schemas/orders';
import {
  ZConfirmPaymentInput,
  ZCreatePaymentIntentInput,
  ZPaymentIntentAnswer,
  ZTestCardPaymentAnswer,
  ZTestCardPaymentInput,
} from '../schemas/payments';
import { authedProcedure, publicProcedure, router } from '../trpc/init';

export const paymentsRouter = router({
  createIntent: authedProcedure
    .input(ZCreatePaymentIntentInput)
    .output(ZPaymentIntentAnswer)
    .mutation(({ ctx, input }) =>
      ctx.services.payments.createIntent({ userId: ctx.user.id, orderId: input.orderId }),
    ),
  confirm: authedProcedure
    .input(ZConfirmPaymentInput)
    .output(ZOrderChange)
    .mutation(({ ctx, input }) => ctx.services.payments.confirm({ userId: ctx.user.id, input })),
  /**
   * Test mode's card form. Public like Stripe's own confirm call: knowing the intent id (only its order's owner
   * got it, inside the client secret) is the permission, and paying someone's order harms no one.
   */
  payWithTestCard: publicProcedure
    .input(ZTestCardPaymentInput)
    .output(ZTestCardPaymentAnswer)
    .mutation(({ ctx, input }) => ctx.services.payments.payWithTestCard(input)),
});
