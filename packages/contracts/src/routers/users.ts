import { ZAdminStatus, ZEmailTarget, ZUser } from '../schemas/accounts';
import {
  ZProfile,
  ZProfileContact,
  ZProfileQuery,
  ZProfileUpdate,
  ZProfileUpdateInput,
} from '../schemas/profile';
import { authedProcedure, publicProcedure, router } from '../trpc/init';
import { requireOwnEmail, requireOwnEmailOrAdmin } from '../trpc/ownership';

export const usersRouter = router({
  /** The signed-in user, or null: the web's auth state. */
  me: publicProcedure
    .output(ZUser.nullable())
    .query(({ ctx }) => (ctx.auth.status === 'signedIn' ? ctx.auth.user : null)),
  profile: authedProcedure
    .input(ZProfileQuery)
    .output(ZProfile)
    .query(({ ctx, input }) => {
      requireOwnEmail(ctx.user, input?.email);
      return ctx.services.accounts.getProfile({ userId: ctx.user.id });
    }),
  updateProfile: authedProcedure
    .input(ZProfileUpdateInput)
    .output(ZProfileUpdate)
    .mutation(({ ctx, input: { email, ...fields } }) => {
      requireOwnEmail(ctx.user, email);
      return ctx.services.accounts.updateProfile({ userId: ctx.user.id, fields });
    }),
  /** The caller's own phone and address only, so a profile missing its other fields can still keep them. */
  updateContact: authedProcedure
    .input(ZProfileContact)
    .output(ZProfile)
    .mutation(({ ctx, input }) =>
      ctx.services.accounts.updateContact({ userId: ctx.user.id, contact: input }),
    ),
  /** Own status, or anyone's for an admin: the dashboard picks its menu with this. */
  isAdmin: authedProcedure
    .input(ZEmailTarget)
    .output(ZAdminStatus)
    .query(async ({ ctx, input }) => {
      requireOwnEmailOrAdmin(ctx.user, input.email);
      return { admin: await ctx.services.accounts.isAdmin(input) };
    }),
});
