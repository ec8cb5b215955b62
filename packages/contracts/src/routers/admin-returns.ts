import {
  ZAdminReturnsInput,
  ZReturn,
  ZReturnApproveInput,
  ZReturnByIdInput,
  ZReturnPage,
  ZReturnReceiveInput,
  ZReturnRefuseInput,
} from '../schemas/returns';
import { adminProcedure, router } from '../trpc/init';

/** Returns (`/dashboard/returns`): approve or refuse, receive, refund; every step audited (decision 0068). */
export const adminReturnsRouter = router({
  list: adminProcedure
    .input(ZAdminReturnsInput)
    .output(ZReturnPage)
    .query(({ ctx, input }) => ctx.services.returnsAdmin.list(input)),
  approve: adminProcedure
    .input(ZReturnApproveInput)
    .output(ZReturn)
    .mutation(({ ctx, input }) => ctx.services.returnsAdmin.approve({ actorId: ctx.user.id, ...input })),
  refuse: adminProcedure
    .input(ZReturnRefuseInput)
    .output(ZReturn)
    .mutation(({ ctx, input }) => ctx.services.returnsAdmin.refuse({ actorId: ctx.user.id, ...input })),
  receive: adminProcedure
    .input(ZReturnReceiveInput)
    .output(ZReturn)
    .mutation(({ ctx, input }) => ctx.services.returnsAdmin.receive({ actorId: ctx.user.id, ...input })),
  refund: adminProcedure
    .input(ZReturnByIdInput)
    .output(ZReturn)
    .mutation(({ ctx, input }) => ctx.services.returnsAdmin.refund({ actorId: ctx.user.id, id: input.id })),
});
