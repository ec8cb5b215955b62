/** Server-side surface: the app router, its context and the service interfaces. The web imports types only. */
import { catalogRouter } from './routers/catalog';
import { reviewsRouter } from './routers/reviews';
import { router } from './trpc/init';

export const appRouter = router({
  catalog: catalogRouter,
  reviews: reviewsRouter,
});

export type AppRouter = typeof appRouter;
export type { CatalogService, ReviewsService, Services } from './services';
export type { Context } from './trpc/context';
export { createCallerFactory, firstIssueMessage } from './trpc/init';
