import { router } from '../trpc/init';
import { adminCatalogueImportRouter } from './admin-catalogue-import';
import { adminCategoriesRouter } from './admin-categories';
import { adminAuditRouter, adminMessagesRouter } from './admin-inbox';
import { adminJobsRouter } from './admin-jobs';
import { adminOverviewProcedure } from './admin-overview';
import { adminPicturesRouter } from './admin-pictures';
import { adminImagesRouter, adminProductsRouter } from './admin-products';
import { adminReturnsRouter } from './admin-returns';
import { adminReviewsRouter } from './admin-reviews';
import { adminShipmentsRouter } from './admin-shipments';
import { adminShippingRouter } from './admin-shipping';
import { adminTaxRouter } from './admin-tax';
import { adminUsersRouter } from './admin-users';

/** Everything under `admin.*` is behind the admin rule. */
export const adminRouter = router({
  users: adminUsersRouter,
  products: adminProductsRouter,
  images: adminImagesRouter,
  messages: adminMessagesRouter,
  audit: adminAuditRouter,
  jobs: adminJobsRouter,
  reviews: adminReviewsRouter,
  shipping: adminShippingRouter,
  tax: adminTaxRouter,
  categories: adminCategoriesRouter,
  pictures: adminPicturesRouter,
  returns: adminReturnsRouter,
  shipments: adminShipmentsRouter,
  overview: adminOverviewProcedure,
  catalogueImport: adminCatalogueImportRouter,
});
