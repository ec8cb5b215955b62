import { ZSuccess } from '../schemas/accounts';
import { ZPageInput } from '../schemas/pagination';
import { ZAdminReview, ZAdminReviewPage, ZReviewIdInput, ZReviewVisibilityInput } from '../schemas/reviews';
import { adminProcedure, router } from '../trpc/init';

/** Reviews (`/dashboard/reviews`): every review, to hide from the home page or delete. */
export const adminReviewsRouter = router({
  list: adminProcedure
    .input(ZPageInput)
    .output(ZAdminReviewPage)
    .query(({ ctx, input }) => ctx.services.reviewsAdmin.listReviews(input)),
  setHidden: adminProcedure
    .input(ZReviewVisibilityInput)
    .output(ZAdminReview)
    .mutation(({ ctx, input }) => ctx.services.reviewsAdmin.setHidden({ actorId: ctx.user.id, input })),
  delete: adminProcedure
    .input(ZReviewIdInput)
    .output(ZSuccess)
    .mutation(async ({ ctx, input }) => {
      await ctx.services.reviewsAdmin.deleteReview({ actorId: ctx.user.id, id: input.id });
      return { success: true } as const;
    }),
});
