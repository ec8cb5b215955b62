import { ZOrderReturns, ZOrderReturnsInput, ZReturn, ZReturnRequestInput } from '../schemas/returns';
import { authedProcedure, router } from '../trpc/init';

/** A customer's returns of their own shipped orders (decision 0068); the user always comes from the session. */
export const returnsRouter = router({
  request: authedProcedure
    .input(ZReturnRequestInput)
    .output(ZReturn)
    .mutation(({ ctx, input }) => ctx.services.returns.request({ userId: ctx.user.id, input })),
  /** The order page's Returns: own order (any, for an admin), with whether it can be returned now. */
  forOrder: authedProcedure
    .input(ZOrderReturnsInput)
    .output(ZOrderReturns)
    .query(({ ctx, input }) =>
      ctx.services.returns.forOrder({
        userId: ctx.user.id,
        orderId: input.orderId,
        asAdmin: ctx.user.role === 'admin',
      }),
    ),
});
