import { HOME_PRODUCT_COUNT } from '../constants';
import { ZProduct, ZProductByIdInput, ZProductList } from '../schemas/catalog';
import {
  ZCataloguePage,
  ZCatalogueSearchInput,
  ZPartSuggestions,
  ZPartSuggestionsInput,
} from '../schemas/catalogue-search';
import {
  ZCategoryPage,
  ZCategoryPageInput,
  ZCategoryTree,
  ZProductSpecifications,
} from '../schemas/categories';
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
  suggest: publicProcedure
    .input(ZPartSuggestionsInput)
    .output(ZPartSuggestions)
    .query(({ ctx, input }) => ctx.services.catalog.suggestParts(input)),
  categories: publicProcedure.output(ZCategoryTree).query(({ ctx }) => ctx.services.catalog.categoryTree()),
  categoryPage: publicProcedure
    .input(ZCategoryPageInput)
    .output(ZCategoryPage)
    .query(({ ctx, input }) => ctx.services.catalog.categoryPage(input)),
  specifications: publicProcedure
    .input(ZProductByIdInput)
    .output(ZProductSpecifications)
    .query(({ ctx, input }) => ctx.services.catalog.productSpecifications(input)),
});
