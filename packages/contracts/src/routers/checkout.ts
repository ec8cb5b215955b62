import { ZCheckoutInput, ZCheckoutQuote, ZCheckoutQuoteInput } from '../schemas/checkout';
import { ZOrder } from '../schemas/orders';
import { authedProcedure, router } from '../trpc/init';

/** The signed-in customer's own cart to an order; a visitor signs in first (their cart is merged then). */
export const checkoutRouter = router({
  quote: authedProcedure
    .input(ZCheckoutQuoteInput)
    .output(ZCheckoutQuote)
    .query(({ ctx, input }) => ctx.services.checkout.quote({ userId: ctx.user.id, input })),
  place: authedProcedure
    .input(ZCheckoutInput)
    .output(ZOrder)
    .mutation(({ ctx, input }) => ctx.services.checkout.place({ userId: ctx.user.id, input })),
});
