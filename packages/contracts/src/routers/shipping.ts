import { ZShippingOptions, ZShippingOptionsInput, ZShopSettings } from '../schemas/shipping';
import { publicProcedure, router } from '../trpc/init';

/** What a buyer, signed in or not, may ship by. */
export const shippingRouter = router({
  options: publicProcedure
    .input(ZShippingOptionsInput)
    .output(ZShippingOptions)
    .query(({ ctx, input }) => ctx.services.shipping.options(input)),
  shop: publicProcedure.output(ZShopSettings).query(({ ctx }) => ctx.services.shipping.shopSettings()),
});
