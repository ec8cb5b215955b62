import {
  ZCatalogueImportConfirmInput,
  ZCatalogueImportPreview,
  ZCatalogueImportPreviewInput,
  ZCatalogueImportResult,
} from '../schemas/catalogue-import';
import { adminProcedure, router } from '../trpc/init';

/**
 * The catalogue import behind `POST /api/catalogue/import/preview` and `POST /api/catalogue/import` (multipart,
 * decision 0070). Their input can only be built on the server, so over tRPC they are refused; the access rule is
 * checked before a byte of the file is read.
 */
export const adminCatalogueImportRouter = router({
  preview: adminProcedure
    .input(ZCatalogueImportPreviewInput)
    .output(ZCatalogueImportPreview)
    .mutation(({ ctx, input }) => ctx.services.catalogueImport.preview(input)),
  confirm: adminProcedure
    .input(ZCatalogueImportConfirmInput)
    .output(ZCatalogueImportResult)
    .mutation(({ ctx, input }) => ctx.services.catalogueImport.confirm({ actorId: ctx.user.id, input })),
});
