import {
  ZCart,
  ZCartCount,
  ZCartLineInput,
  ZCartLineTarget,
  ZOrderAgainAnswer,
  ZOrderAgainInput,
} from '../schemas/cart';
import { ZQuickOrderInput, ZQuickOrderPreview, ZQuickOrderResult } from '../schemas/quick-order';
import type { CartOwner } from '../services';
import type { Context } from '../trpc/context';
import { authedProcedure, publicProcedure, router } from '../trpc/init';

/** A signed-in caller's cart is their account's; a visitor's is their browser's, if it has one. */
function currentOwner(ctx: Context): CartOwner | null {
  if (ctx.auth.status === 'signedIn') return { userId: ctx.auth.user.id };
  const guestToken = ctx.guestCart.current();
  return guestToken ? { guestToken } : null;
}

/** The same, giving a visitor's browser its cart token at the first add. */
function claimedOwner(ctx: Context): CartOwner {
  return currentOwner(ctx) ?? { guestToken: ctx.guestCart.claim() };
}

/** Visitors and customers alike; checkout is not here (each line is ordered on its own for now). */
export const cartRouter = router({
  view: publicProcedure
    .output(ZCart)
    .query(({ ctx }) => ctx.services.cart.view({ owner: currentOwner(ctx) })),
  count: publicProcedure
    .output(ZCartCount)
    .query(({ ctx }) => ctx.services.cart.count({ owner: currentOwner(ctx) })),
  add: publicProcedure
    .input(ZCartLineInput)
    .output(ZCart)
    .mutation(({ ctx, input }) => ctx.services.cart.add({ owner: claimedOwner(ctx), input })),
  setQuantity: publicProcedure
    .input(ZCartLineInput)
    .output(ZCart)
    .mutation(({ ctx, input }) => ctx.services.cart.setQuantity({ owner: currentOwner(ctx), input })),
  remove: publicProcedure
    .input(ZCartLineTarget)
    .output(ZCart)
    .mutation(({ ctx, input }) => ctx.services.cart.remove({ owner: currentOwner(ctx), input })),
  /** Every line of one of the caller's own orders, into their cart in one step (another's order: NOT_FOUND). */
  orderAgain: authedProcedure
    .input(ZOrderAgainInput)
    .output(ZOrderAgainAnswer)
    .mutation(({ ctx, input }) => ctx.services.cart.orderAgain({ userId: ctx.user.id, input })),
  // A mutation though it writes nothing: the text (up to 20 000 characters) is too long for a query's URL.
  quickOrderPreview: publicProcedure
    .input(ZQuickOrderInput)
    .output(ZQuickOrderPreview)
    .mutation(({ ctx, input }) => ctx.services.cart.previewQuickOrder({ owner: currentOwner(ctx), input })),
  quickOrderAdd: publicProcedure
    .input(ZQuickOrderInput)
    .output(ZQuickOrderResult)
    .mutation(({ ctx, input }) => ctx.services.cart.addQuickOrder({ owner: claimedOwner(ctx), input })),
});
