/** Server-side surface: the app router, its context and the service interfaces. The web imports types only. */
import { addressesRouter } from './routers/addresses';
import { adminRouter } from './routers/admin';
import { authRouter } from './routers/auth';
import { cartRouter } from './routers/cart';
import { catalogRouter } from './routers/catalog';
import { checkoutRouter } from './routers/checkout';
import { contactRouter } from './routers/contact';
import { ordersRouter } from './routers/orders';
import { paymentsRouter } from './routers/payments';
import { returnsRouter } from './routers/returns';
import { reviewsRouter } from './routers/reviews';
import { shippingRouter } from './routers/shipping';
import { stockAlertsRouter } from './routers/stock-alerts';
import { usersRouter } from './routers/users';
import { router } from './trpc/init';

export const appRouter = router({
  addresses: addressesRouter,
  admin: adminRouter,
  auth: authRouter,
  cart: cartRouter,
  catalog: catalogRouter,
  checkout: checkoutRouter,
  contact: contactRouter,
  orders: ordersRouter,
  payments: paymentsRouter,
  returns: returnsRouter,
  reviews: reviewsRouter,
  shipping: shippingRouter,
  stockAlerts: stockAlertsRouter,
  users: usersRouter,
});

export type AppRouter = typeof appRouter;
export type {
  AccountsService,
  AddressesService,
  AuditService,
  CartOwner,
  CartService,
  CatalogService,
  CheckoutService,
  ContactService,
  ImagesService,
  JobsAdminService,
  OrdersService,
  PaymentsService,
  PicturesAdminService,
  ProductsAdminService,
  ReportsService,
  ReturnsAdminService,
  ReturnsService,
  ReviewsAdminService,
  ReviewsService,
  Services,
  ShipmentsService,
  ShippingAdminService,
  ShippingService,
  StockAlertsService,
  TaxAdminService,
  UsersAdminService,
} from './services';
export type {
  AttemptKind,
  AttemptLimits,
  AuthState,
  Context,
  GuestCartToken,
  SessionControl,
} from './trpc/context';
export { createCallerFactory, firstIssueMessage } from './trpc/init';
