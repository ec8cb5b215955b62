import type { ReviewCreate } from '@partsmith/contracts';
import { type Database, reviews } from '@partsmith/db';

export async function createReview({
  db,
  userId,
  input,
}: {
  db: Database;
  userId: string;
  input: ReviewCreate;
}): Promise<{ id: string }> {
  const [review] = await db
    .insert(reviews)
    .values({ userId, description: input.description, rating: input.rating })
    .returning({ id: reviews.id });
  if (!review) throw new Error('review not inserted');
  return review;
}
