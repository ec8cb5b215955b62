import { AppError, MESSAGES, type ReviewCreate } from '@partsmith/contracts';
import { type Database, reviews } from '@partsmith/db';
import { hasBoughtFromUs } from './bought-from-us';

/**
 * Add A Review: only a customer who has bought from us, and once: posting again edits their review (decision 0037).
 * An edit keeps the review's place and its visibility, so a review an admin hid stays hidden.
 */
export async function saveReview({
  db,
  userId,
  input,
}: {
  db: Database;
  userId: string;
  input: ReviewCreate;
}): Promise<{ id: string }> {
  return db.transaction(async (tx) => {
    if (!(await hasBoughtFromUs(tx, userId))) throw new AppError('FORBIDDEN', MESSAGES.reviewNeedsPurchase);
    const { description, rating } = input;
    const [review] = await tx
      .insert(reviews)
      .values({ userId, description, rating })
      .onConflictDoUpdate({ target: reviews.userId, set: { description, rating } })
      .returning({ id: reviews.id });
    if (!review) throw new Error('review not saved');
    return review;
  });
}
