import { ZReviewList } from '../schemas/reviews';
import { publicProcedure, router } from '../trpc/init';

export const reviewsRouter = router({
  list: publicProcedure.output(ZReviewList).query(({ ctx }) => ctx.services.reviews.listReviews()),
});
