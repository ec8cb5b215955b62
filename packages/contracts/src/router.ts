/** Server-side surface: the app router, its context and the service interfaces. The web imports types only. */
import { adminRouter } from './routers/admin';
import { authRouter } from './routers/auth';
import { cartRouter } from './routers/cart';
import { catalogRouter } from './routers/catalog';
import { contactRouter } from './routers/contact';
import { ordersRouter } from './routers/orders';
import { paymentsRouter } from './routers/payments';
import { reviewsRouter } from './routers/reviews';
import { shippingRouter } from './routers/shipping';
import { usersRouter } from './routers/users';
import { router } from './trpc/init';

export const appRouter = router({
  admin: adminRouter,
  auth: authRouter,
  cart: cartRouter,
  catalog: catalogRouter,
  contact: contactRouter,
  orders: ordersRouter,
  payments: paymentsRouter,
  reviews: reviewsRouter,
  shipping: shippingRouter,
  users: usersRouter,
});

export type AppRouter = typeof appRouter;
export type {
  AccountsService,
  AuditService,
  CartOwner,
  CartService,
  CatalogService,
  ContactService,
  ImagesService,
  JobsAdminService,
  OrdersService,
  PaymentsService,
  ProductsAdminService,
  ReviewsAdminService,
  ReviewsService,
  Services,
  ShippingAdminService,
  ShippingService,
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
