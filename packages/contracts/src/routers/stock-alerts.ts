import {
  ZStockAlertConfirmed,
  ZStockAlertProductInput,
  ZStockAlertState,
  ZStockAlertSubscribeInput,
  ZStockAlertSubscribeResult,
  ZStockAlertTokenInput,
  ZStockAlertUnsubscribed,
} from '../schemas/stock-alerts';
import { limitAttempts } from '../trpc/attempt-limits';
import { authedProcedure, publicProcedure, router } from '../trpc/init';

/** "Email me when it is back" (decision 0058): buyers in one click, visitors by a confirmed address. */
export const stockAlertsRouter = router({
  state: authedProcedure
    .input(ZStockAlertProductInput)
    .output(ZStockAlertState)
    .query(({ ctx, input }) =>
      ctx.services.stockAlerts.state({ userId: ctx.user.id, productId: input.productId }),
    ),
  /** Rate limited per client like the contact form: each visitor's call may send a mail. */
  subscribe: publicProcedure
    .use(limitAttempts('stockAlert'))
    .input(ZStockAlertSubscribeInput)
    .output(ZStockAlertSubscribeResult)
    .mutation(({ ctx, input }) =>
      ctx.services.stockAlerts.subscribe({
        userId: ctx.auth.status === 'signedIn' ? ctx.auth.user.id : null,
        input,
      }),
    ),
  cancel: authedProcedure
    .input(ZStockAlertProductInput)
    .output(ZStockAlertState)
    .mutation(({ ctx, input }) =>
      ctx.services.stockAlerts.cancel({ userId: ctx.user.id, productId: input.productId }),
    ),
  confirm: publicProcedure
    .use(limitAttempts('stockAlert'))
    .input(ZStockAlertTokenInput)
    .output(ZStockAlertConfirmed)
    .mutation(({ ctx, input }) => ctx.services.stockAlerts.confirm(input)),
  unsubscribe: publicProcedure
    .use(limitAttempts('stockAlert'))
    .input(ZStockAlertTokenInput)
    .output(ZStockAlertUnsubscribed)
    .mutation(({ ctx, input }) => ctx.services.stockAlerts.unsubscribe(input)),
});
