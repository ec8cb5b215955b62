import { ZAccountingInput, ZAccountingPage } from '../schemas/accounting';
import {
  ZAllOrdersInput,
  ZCancelOldestInput,
  ZOrder,
  ZOrderByIdInput,
  ZOrderChange,
  ZOrderDetail,
  ZOrderPage,
  ZOwnOrdersInput,
  ZPlaceOrderInput,
} from '../schemas/orders';
import { adminProcedure, authedProcedure, router } from '../trpc/init';
import { requireOwnEmail } from '../trpc/ownership';

/** A customer's own orders, and the admin's All Orders; the user always comes from the session. */
export const ordersRouter = router({
  place: authedProcedure
    .input(ZPlaceOrderInput)
    .output(ZOrder)
    .mutation(({ ctx, input }) => ctx.services.orders.place({ userId: ctx.user.id, input })),
  mine: authedProcedure
    .input(ZOwnOrdersInput)
    .output(ZOrderPage)
    .query(({ ctx, input: { email, hideCancelled, ...page } }) => {
      requireOwnEmail(ctx.user, email);
      return ctx.services.orders.listOwn({ userId: ctx.user.id, page, hideCancelled });
    }),
  byId: authedProcedure
    .input(ZOrderByIdInput)
    .output(ZOrder)
    .query(({ ctx, input }) =>
      ctx.services.orders.get({ userId: ctx.user.id, id: input.id, asAdmin: ctx.user.role === 'admin' }),
    ),
  /** My Orders' detail page and the invoice: own order (any, for an admin) with its timeline. */
  detail: authedProcedure
    .input(ZOrderByIdInput)
    .output(ZOrderDetail)
    .query(({ ctx, input }) =>
      ctx.services.orders.detail({ userId: ctx.user.id, id: input.id, asAdmin: ctx.user.role === 'admin' }),
    ),
  cancel: authedProcedure
    .input(ZOrderByIdInput)
    .output(ZOrderChange)
    .mutation(({ ctx, input }) => ctx.services.orders.cancel({ userId: ctx.user.id, id: input.id })),
  /** The legacy `DELETE /orders/{email}`: the caller's oldest unpaid order; null when there is none. */
  cancelOldestUnpaid: authedProcedure
    .input(ZCancelOldestInput)
    .output(ZOrderChange.nullable())
    .mutation(({ ctx, input }) => {
      requireOwnEmail(ctx.user, input.email);
      return ctx.services.orders.cancelOldestUnpaid({ userId: ctx.user.id });
    }),
  all: adminProcedure
    .input(ZAllOrdersInput)
    .output(ZOrderPage)
    .query(({ ctx, input }) => ctx.services.orders.listAll(input)),
  /** The orders export for accounting, a page at a time (`GET /api/accounting/orders.csv` streams it). */
  forAccounting: adminProcedure
    .input(ZAccountingInput)
    .output(ZAccountingPage)
    .query(({ ctx, input }) => ctx.services.orders.forAccounting(input)),
  ship: adminProcedure
    .input(ZOrderByIdInput)
    .output(ZOrderChange)
    .mutation(({ ctx, input }) => ctx.services.orders.ship({ actorId: ctx.user.id, id: input.id })),
  delete: adminProcedure
    .input(ZOrderByIdInput)
    .output(ZOrderChange)
    .mutation(({ ctx, input }) => ctx.services.orders.delete({ actorId: ctx.user.id, id: input.id })),
  refund: adminProcedure
    .input(ZOrderByIdInput)
    .output(ZOrderChange)
    .mutation(({ ctx, input }) => ctx.services.orders.refund({ actorId: ctx.user.id, id: input.id })),
});
