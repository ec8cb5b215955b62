import { z } from 'zod';
import { ZSuccess } from '../schemas/accounts';
import {
  ZShippingMethod,
  ZShippingMethodCreateInput,
  ZShippingMethodIdInput,
  ZShippingMethodUpdateInput,
  ZShippingZone,
  ZShippingZoneCreateInput,
  ZShippingZoneIdInput,
  ZShippingZoneUpdateInput,
} from '../schemas/shipping';
import { adminProcedure, router } from '../trpc/init';

/** Shipping (`/dashboard/shipping`): zones of countries and the methods that deliver to them. */
export const adminShippingRouter = router({
  list: adminProcedure
    .output(z.array(ZShippingZone))
    .query(({ ctx }) => ctx.services.shippingAdmin.listZones()),
  createZone: adminProcedure
    .input(ZShippingZoneCreateInput)
    .output(ZShippingZone)
    .mutation(({ ctx, input }) => ctx.services.shippingAdmin.createZone({ actorId: ctx.user.id, input })),
  updateZone: adminProcedure
    .input(ZShippingZoneUpdateInput)
    .output(ZShippingZone)
    .mutation(({ ctx, input }) => ctx.services.shippingAdmin.updateZone({ actorId: ctx.user.id, input })),
  deleteZone: adminProcedure
    .input(ZShippingZoneIdInput)
    .output(ZSuccess)
    .mutation(async ({ ctx, input }) => {
      await ctx.services.shippingAdmin.deleteZone({ actorId: ctx.user.id, id: input.id });
      return { success: true } as const;
    }),
  createMethod: adminProcedure
    .input(ZShippingMethodCreateInput)
    .output(ZShippingMethod)
    .mutation(({ ctx, input }) => ctx.services.shippingAdmin.createMethod({ actorId: ctx.user.id, input })),
  updateMethod: adminProcedure
    .input(ZShippingMethodUpdateInput)
    .output(ZShippingMethod)
    .mutation(({ ctx, input }) => ctx.services.shippingAdmin.updateMethod({ actorId: ctx.user.id, input })),
  deleteMethod: adminProcedure
    .input(ZShippingMethodIdInput)
    .output(ZSuccess)
    .mutation(async ({ ctx, input }) => {
      await ctx.services.shippingAdmin.deleteMethod({ actorId: ctx.user.id, id: input.id });
      return { success: true } as const;
    }),
});
