import { ZCreated } from '../schemas/admin-products';
import { ZReviewCreateInput, ZReviewList } from '../schemas/reviews';
import { authedProcedure, publicProcedure, router } from '../trpc/init';

export const reviewsRouter = router({
  list: publicProcedure.output(ZReviewList).query(({ ctx }) => ctx.services.reviews.listReviews()),
  /** Add A Review: any signed-in user, as themselves. */
  create: authedProcedure
    .input(ZReviewCreateInput)
    .output(ZCreated)
    .mutation(({ ctx, input }) => ctx.services.reviews.createReview({ userId: ctx.user.id, input })),
});
