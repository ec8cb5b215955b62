import { appRouter, createCallerFactory } from '@partsmith/contracts/router';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { addressesRoutes } from './addresses-routes';
import { adminJobsRoutes } from './admin-jobs-routes';
import { adminOrdersRoutes } from './admin-orders-routes';
import { adminProductsRoutes } from './admin-products-routes';
import { adminUsersRoutes } from './admin-users-routes';
import { authRoutes } from './auth-routes';
import { cartRoutes } from './cart-routes';
import { catalogRoutes } from './catalog-routes';
import { catalogueImportRoutes } from './catalogue-import-routes';
import { checkoutRoutes } from './checkout-routes';
import { csvExportsRoutes } from './csv-exports-routes';
import { imagesRoutes } from './images-routes';
import { invoiceRoutes } from './invoice-routes';
import { ordersRoutes } from './orders-routes';
import { packingSlipRoutes } from './packing-slip-routes';
import { paymentsRoutes } from './payments-routes';
import { picturesRoutes } from './pictures-routes';
import type { RestOptions } from './rest-routes-type';
import { returnCreditNoteRoutes } from './return-credit-note-routes';
import { reviewsRoutes } from './reviews-routes';
import { shippingRoutes } from './shipping-routes';
import { stockAlertsRoutes } from './stock-alerts-routes';
import { usersRoutes } from './users-routes';

const createCaller = createCallerFactory(appRouter);
type Caller = ReturnType<typeof createCaller>;

declare module 'fastify' {
  interface FastifyRequest {
    /** The same procedures the web app calls, with this request's access rights. */
    caller(): Caller;
  }
}

/** The spec's REST paths under /api: each parses, calls one procedure, and shapes the legacy answer. */
export const restPlugin: FastifyPluginAsync<RestOptions> = async (app, options) => {
  app.decorateRequest('caller');
  // The caller needs the reply too (a refreshed or dead session cookie is answered on it).
  app.addHook('onRequest', (request, reply, done) => {
    request.caller = () => createCaller(() => options.createContext(request, reply, 'response'));
    done();
  });
  const typed = app.withTypeProvider<ZodTypeProvider>();
  for (const routes of [
    catalogRoutes,
    reviewsRoutes,
    authRoutes,
    usersRoutes,
    cartRoutes,
    shippingRoutes,
    addressesRoutes,
    stockAlertsRoutes,
  ])
    await routes(typed, options);
  for (const routes of [adminUsersRoutes, adminProductsRoutes, imagesRoutes, catalogueImportRoutes])
    await routes(typed, options);
  for (const routes of [
    checkoutRoutes,
    ordersRoutes,
    invoiceRoutes,
    returnCreditNoteRoutes,
    packingSlipRoutes,
    paymentsRoutes,
    adminOrdersRoutes,
    adminJobsRoutes,
    csvExportsRoutes,
    picturesRoutes,
  ])
    await routes(typed, options);
};
