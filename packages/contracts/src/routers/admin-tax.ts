import { z } from 'zod';
import { ZSuccess } from '../schemas/accounts';
import { ZTaxRate, ZTaxRateCreateInput, ZTaxRateIdInput, ZTaxRateUpdateInput } from '../schemas/tax';
import { adminProcedure, router } from '../trpc/init';

/** Tax rates (`/dashboard/taxRates`): by country and region, on goods and optionally on shipping. */
export const adminTaxRouter = router({
  list: adminProcedure.output(z.array(ZTaxRate)).query(({ ctx }) => ctx.services.taxAdmin.listRates()),
  create: adminProcedure
    .input(ZTaxRateCreateInput)
    .output(ZTaxRate)
    .mutation(({ ctx, input }) => ctx.services.taxAdmin.createRate({ actorId: ctx.user.id, input })),
  update: adminProcedure
    .input(ZTaxRateUpdateInput)
    .output(ZTaxRate)
    .mutation(({ ctx, input }) => ctx.services.taxAdmin.updateRate({ actorId: ctx.user.id, input })),
  delete: adminProcedure
    .input(ZTaxRateIdInput)
    .output(ZSuccess)
    .mutation(async ({ ctx, input }) => {
      await ctx.services.taxAdmin.deleteRate({ actorId: ctx.user.id, id: input.id });
      return { success: true } as const;
    }),
});
