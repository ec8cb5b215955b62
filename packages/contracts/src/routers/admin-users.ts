import { ZEmailTarget, ZSuccess } from '../schemas/accounts';
import { ZChanged, ZUserIdInput, ZUserListInput, ZUserPage } from '../schemas/admin-users';
import { adminProcedure, router } from '../trpc/init';

/** All Users (`/dashboard/makeAdmin`). */
export const adminUsersRouter = router({
  list: adminProcedure
    .input(ZUserListInput)
    .output(ZUserPage)
    .query(({ ctx, input }) => ctx.services.usersAdmin.listUsers(input)),
  makeAdmin: adminProcedure
    .input(ZEmailTarget)
    .output(ZChanged)
    .mutation(({ ctx, input }) =>
      ctx.services.usersAdmin.makeAdmin({ actorId: ctx.user.id, email: input.email }),
    ),
  revokeAdmin: adminProcedure
    .input(ZUserIdInput)
    .output(ZChanged)
    .mutation(({ ctx, input }) =>
      ctx.services.usersAdmin.revokeAdmin({ actorId: ctx.user.id, id: input.id }),
    ),
  /** The customer pays no tax from their next order on; audited. */
  markTaxExempt: adminProcedure
    .input(ZUserIdInput)
    .output(ZChanged)
    .mutation(({ ctx, input }) =>
      ctx.services.usersAdmin.setTaxExempt({ actorId: ctx.user.id, id: input.id, taxExempt: true }),
    ),
  clearTaxExempt: adminProcedure
    .input(ZUserIdInput)
    .output(ZChanged)
    .mutation(({ ctx, input }) =>
      ctx.services.usersAdmin.setTaxExempt({ actorId: ctx.user.id, id: input.id, taxExempt: false }),
    ),
  remove: adminProcedure
    .input(ZUserIdInput)
    .output(ZSuccess)
    .mutation(async ({ ctx, input }) => {
      await ctx.services.usersAdmin.removeUser({ actorId: ctx.user.id, id: input.id });
      return { success: true } as const;
    }),
});
