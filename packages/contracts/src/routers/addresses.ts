import { z } from 'zod';
import { ZSuccess } from '../schemas/accounts';
import { ZAddressFields, ZAddressIdInput, ZAddressUpdateInput, ZSavedAddress } from '../schemas/addresses';
import { authedProcedure, router } from '../trpc/init';

/** The signed-in customer's own address book (My Profile, checkout): nobody else's is reachable here. */
export const addressesRouter = router({
  list: authedProcedure
    .output(z.array(ZSavedAddress))
    .query(({ ctx }) => ctx.services.addresses.list({ userId: ctx.user.id })),
  create: authedProcedure
    .input(ZAddressFields)
    .output(ZSavedAddress)
    .mutation(({ ctx, input }) => ctx.services.addresses.create({ userId: ctx.user.id, input })),
  update: authedProcedure
    .input(ZAddressUpdateInput)
    .output(ZSavedAddress)
    .mutation(({ ctx, input }) => ctx.services.addresses.update({ userId: ctx.user.id, input })),
  delete: authedProcedure
    .input(ZAddressIdInput)
    .output(ZSuccess)
    .mutation(async ({ ctx, input }) => {
      await ctx.services.addresses.delete({ userId: ctx.user.id, id: input.id });
      return { success: true } as const;
    }),
  setDefault: authedProcedure
    .input(ZAddressIdInput)
    .output(ZSavedAddress)
    .mutation(({ ctx, input }) => ctx.services.addresses.setDefault({ userId: ctx.user.id, id: input.id })),
});
