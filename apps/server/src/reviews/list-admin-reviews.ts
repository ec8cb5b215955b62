import type { AdminReview, Page, PageInput } from '@partsmith/contracts';
import { type Database, reviews } from '@partsmith/db';
import { count, desc } from 'drizzle-orm';
import { pageOffset } from '../shared/page';
import { selectAdminReviews, toAdminReview } from './admin-review-row';

/** The admin's Reviews page: every review, hidden ones included, newest first. */
export async function listAdminReviews({
  db,
  input,
}: {
  db: Database;
  input: PageInput;
}): Promise<Page<AdminReview>> {
  const [rows, [totals]] = await Promise.all([
    selectAdminReviews(db)
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .limit(input.pageSize)
      .offset(pageOffset(input)),
    db.select({ total: count() }).from(reviews),
  ]);
  return { items: rows.map(toAdminReview), total: totals?.total ?? 0 };
}
