import type { Services } from '@partsmith/contracts/router';
import type { ReviewsDependencies } from '../service-dependencies';
import { createReview } from './create-review';
import { listReviews } from './list-reviews';

/** The reviews' use cases bound to their dependencies. */
export function createReviewsService({ db }: ReviewsDependencies): Pick<Services, 'reviews'> {
  return {
    reviews: {
      listReviews: () => listReviews({ db }),
      createReview: ({ userId, input }) => createReview({ db, userId, input }),
    },
  };
}
