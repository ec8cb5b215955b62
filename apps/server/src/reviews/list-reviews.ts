import type { Review } from '@partsmith/contracts';
import { type Database, orders, reviews, users } from '@partsmith/db';
import { and, desc, eq, exists, inArray } from 'drizzle-orm';

/** Newest first, with the reviewer's display name and whether they have bought (a paid or shipped order). */
export async function listReviews({ db, limit = 50 }: { db: Database; limit?: number }): Promise<Review[]> {
  const paidOrder = db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.userId, reviews.userId), inArray(orders.status, ['paid', 'shipped'])));
  const rows = await db
    .select({
      id: reviews.id,
      description: reviews.description,
      rating: reviews.rating,
      reviewerName: users.name,
      verifiedBuyer: exists(paidOrder),
      createdAt: reviews.createdAt,
    })
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.userId))
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(limit);
  return rows.map((row) => ({
    ...row,
    verifiedBuyer: Boolean(row.verifiedBuyer),
    createdAt: row.createdAt.toISOString(),
  }));
}
