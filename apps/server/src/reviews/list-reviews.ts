import type { Review } from '@partsmith/contracts';
import { type Database, reviews, users } from '@partsmith/db';
import { desc, eq } from 'drizzle-orm';

/** Newest first, with the reviewer's display name. */
export async function listReviews({ db, limit = 50 }: { db: Database; limit?: number }): Promise<Review[]> {
  const rows = await db
    .select({
      id: reviews.id,
      description: reviews.description,
      rating: reviews.rating,
      reviewerName: users.name,
      createdAt: reviews.createdAt,
    })
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.userId))
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(limit);
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}
