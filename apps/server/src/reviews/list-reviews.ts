import type { Review } from '@partsmith/contracts';
import { type Database, reviews, users } from '@partsmith/db';
import { desc, eq, isNull } from 'drizzle-orm';
import { boughtFromUs } from './bought-from-us';

/**
 * The reviews on show, newest first, with the reviewer's display name and whether they have bought. Read fresh on
 * every call (nothing cached here), so a review an admin hides or deletes is gone from the next answer.
 */
export async function listReviews({ db, limit = 50 }: { db: Database; limit?: number }): Promise<Review[]> {
  const rows = await db
    .select({
      id: reviews.id,
      description: reviews.description,
      rating: reviews.rating,
      reviewerName: users.name,
      verifiedBuyer: boughtFromUs(db, reviews.userId),
      createdAt: reviews.createdAt,
    })
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.userId))
    .where(isNull(reviews.hiddenAt))
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(limit);
  return rows.map((row) => ({
    ...row,
    verifiedBuyer: Boolean(row.verifiedBuyer),
    createdAt: row.createdAt.toISOString(),
  }));
}
