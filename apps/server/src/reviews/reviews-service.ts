import type { Services } from '@partsmith/contracts/router';
import type { ReviewsDependencies } from '../service-dependencies';
import { deleteReview } from './delete-review';
import { listAdminReviews } from './list-admin-reviews';
import { listReviews } from './list-reviews';
import { ownReview } from './own-review';
import { saveReview } from './save-review';
import { setReviewHidden } from './set-review-hidden';

/** The reviews' use cases, the customer's and the admin's moderation, bound to their dependencies. */
export function createReviewsService({
  db,
  now,
}: ReviewsDependencies): Pick<Services, 'reviews' | 'reviewsAdmin'> {
  return {
    reviews: {
      listReviews: () => listReviews({ db }),
      saveReview: ({ userId, input }) => saveReview({ db, userId, input }),
      ownReview: ({ userId }) => ownReview({ db, userId }),
    },
    reviewsAdmin: {
      listReviews: (input) => listAdminReviews({ db, input }),
      setHidden: ({ actorId, input }) => setReviewHidden({ db, actorId, input, now }),
      deleteReview: ({ actorId, id }) => deleteReview({ db, actorId, id }),
    },
  };
}
