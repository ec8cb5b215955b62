import type { AdminReview } from '@partsmith/contracts';
import { type Database, reviews, users } from '@partsmith/db';
import { eq, type SQL } from 'drizzle-orm';
import { boughtFromUs } from './bought-from-us';

/** The admin's reviews, with their reviewer; `where` picks which. */
export function selectAdminReviews(db: Pick<Database, 'select'>, where?: SQL) {
  return db
    .select({
      id: reviews.id,
      description: reviews.description,
      rating: reviews.rating,
      reviewerName: users.name,
      reviewerEmail: users.email,
      verifiedBuyer: boughtFromUs(db, reviews.userId),
      hiddenAt: reviews.hiddenAt,
      createdAt: reviews.createdAt,
    })
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.userId))
    .where(where)
    .$dynamic();
}

type AdminReviewRow = Awaited<ReturnType<typeof selectAdminReviews>>[number];

export function toAdminReview({ verifiedBuyer, hiddenAt, createdAt, ...row }: AdminReviewRow): AdminReview {
  return {
    ...row,
    verifiedBuyer: Boolean(verifiedBuyer),
    hiddenAt: hiddenAt?.toISOString() ?? null,
    createdAt: createdAt.toISOString(),
  };
}

/** What the audit log keeps of a review: in words, so the audit page reads "reviewer: ada@…, visibility: shown". */
export function auditedReview(review: AdminReview) {
  return {
    reviewer: review.reviewerEmail,
    rating: review.rating,
    description: review.description,
    visibility: review.hiddenAt ? 'hidden' : 'shown',
  };
}
