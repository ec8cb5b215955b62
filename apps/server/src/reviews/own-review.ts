import type { OwnReview } from '@partsmith/contracts';
import { type Database, reviews } from '@partsmith/db';
import { eq } from 'drizzle-orm';
import { hasBoughtFromUs } from './bought-from-us';

/** The review page's question: may this user review, and what did they write? */
export async function ownReview({ db, userId }: { db: Database; userId: string }): Promise<OwnReview> {
  const [canReview, [row]] = await Promise.all([
    hasBoughtFromUs(db, userId),
    db
      .select({
        id: reviews.id,
        description: reviews.description,
        rating: reviews.rating,
        hiddenAt: reviews.hiddenAt,
      })
      .from(reviews)
      .where(eq(reviews.userId, userId)),
  ]);
  return {
    canReview,
    review: row
      ? { id: row.id, description: row.description, rating: row.rating, hidden: row.hiddenAt !== null }
      : null,
  };
}
