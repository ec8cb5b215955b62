import { HOME_PRODUCT_COUNT } from '../constants';
import { ZProduct, ZProductByIdInput, ZProductList } from '../schemas/catalog';
import { ZCataloguePage, ZCatalogueSearchInput } from '../schemas/catalogue-search';
import { publicProcedure, router } from '../trpc/init';

export const catalogRouter = router({
  list: publicProcedure.output(ZProductList).query(({ ctx }) => ctx.services.catalog.listProducts()),
  latest: publicProcedure
    .output(ZProductList)
    .query(({ ctx }) => ctx.services.catalog.latestProducts({ limit: HOME_PRODUCT_COUNT })),
  byId: publicProcedure
    .input(ZProductByIdInput)
    .output(ZProduct)
    .query(({ ctx, input }) => ctx.services.catalog.getProduct(input)),
  search: publicProcedure
    .input(ZCatalogueSearchInput)
    .output(ZCataloguePage)
    .query(({ ctx, input }) => ctx.services.catalog.searchCatalogue(input)),
});
