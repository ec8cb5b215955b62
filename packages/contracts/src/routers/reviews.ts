import { ZCreated } from '../schemas/admin-products';
import { ZOwnReview, ZReviewCreateInput, ZReviewList } from '../schemas/reviews';
import { authedProcedure, publicProcedure, router } from '../trpc/init';

export const reviewsRouter = router({
  list: publicProcedure.output(ZReviewList).query(({ ctx }) => ctx.services.reviews.listReviews()),
  /** Add A Review: a customer with a paid or shipped order, as themselves; posting again edits their review. */
  create: authedProcedure
    .input(ZReviewCreateInput)
    .output(ZCreated)
    .mutation(({ ctx, input }) => ctx.services.reviews.saveReview({ userId: ctx.user.id, input })),
  /** What the review page shows: the caller's review, or why they cannot write one. */
  mine: authedProcedure
    .output(ZOwnReview)
    .query(({ ctx }) => ctx.services.reviews.ownReview({ userId: ctx.user.id })),
});
