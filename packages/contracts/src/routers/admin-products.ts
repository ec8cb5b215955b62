import { z } from 'zod';
import { ZSuccess } from '../schemas/accounts';
import {
  ZCategoryFields,
  ZCreated,
  ZProductCreateInput,
  ZProductSpecificationValues,
  ZProductUpdateInput,
} from '../schemas/admin-products';
import { ZProduct, ZProductByIdInput } from '../schemas/catalog';
import { ZCatalogueExportInput, ZCatalogueExportPage, ZCatalogueFilter } from '../schemas/catalogue-export';
import { ZImageUploadInput, ZStoredImage } from '../schemas/images';
import { adminProcedure, router } from '../trpc/init';

/** Add Product and All Products (`/dashboard/addProduct`, `/dashboard/manageProducts`); listing is `catalog.list`. */
export const adminProductsRouter = router({
  create: adminProcedure
    .input(ZProductCreateInput)
    .output(ZCreated)
    .mutation(({ ctx, input }) => ctx.services.productsAdmin.createProduct({ actorId: ctx.user.id, input })),
  update: adminProcedure
    .input(ZProductUpdateInput)
    .output(ZProduct)
    .mutation(({ ctx, input }) => ctx.services.productsAdmin.updateProduct({ actorId: ctx.user.id, input })),
  delete: adminProcedure
    .input(ZProductByIdInput)
    .output(ZSuccess)
    .mutation(async ({ ctx, input }) => {
      await ctx.services.productsAdmin.deleteProduct({ actorId: ctx.user.id, id: input.id });
      return { success: true } as const;
    }),
  /** The product form's category choice and, for each category, the fields its parts have. */
  categoryFields: adminProcedure
    .output(ZCategoryFields)
    .query(({ ctx }) => ctx.services.productsAdmin.categoryFields()),
  /** What the edit form starts from: the part's category and its values. */
  specificationValues: adminProcedure
    .input(ZProductByIdInput)
    .output(ZProductSpecificationValues)
    .query(({ ctx, input }) => ctx.services.productsAdmin.specificationValues({ id: input.id })),
  /** The catalogue export, a page at a time (`GET /api/catalogue.csv` streams it). */
  exportPage: adminProcedure
    .input(ZCatalogueExportInput)
    .output(ZCatalogueExportPage)
    .query(({ ctx, input }) => ctx.services.productsAdmin.exportCatalogue(input)),
  /** All Products' filters (category and its sub-categories, text, stock): the parts they keep. */
  filteredIds: adminProcedure
    .input(ZCatalogueFilter)
    .output(z.array(z.string()))
    .query(({ ctx, input }) => ctx.services.productsAdmin.filteredIds(input)),
});

/**
 * The upload behind `POST /api/images` (multipart). Its input can only be built on the server, so over tRPC it is
 * refused; the access rule is checked before a single byte of the file is read.
 */
export const adminImagesRouter = router({
  upload: adminProcedure
    .input(ZImageUploadInput)
    .output(ZStoredImage)
    .mutation(({ ctx, input }) => ctx.services.images.storeImage({ source: input.source })),
});
