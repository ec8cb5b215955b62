/** Server-side surface: the app router, its context and the service interfaces. The web imports types only. */
import { authRouter } from './routers/auth';
import { catalogRouter } from './routers/catalog';
import { reviewsRouter } from './routers/reviews';
import { usersRouter } from './routers/users';
import { router } from './trpc/init';

export const appRouter = router({
  auth: authRouter,
  catalog: catalogRouter,
  reviews: reviewsRouter,
  users: usersRouter,
});

export type AppRouter = typeof appRouter;
export type { AccountsService, CatalogService, ReviewsService, Services } from './services';
export type { AttemptKind, AttemptLimits, AuthState, Context, SessionControl } from './trpc/context';
export { createCallerFactory, firstIssueMessage } from './trpc/init';
