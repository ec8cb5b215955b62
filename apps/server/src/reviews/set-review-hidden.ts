import { type AdminReview, AppError, MESSAGES, type ReviewVisibilityInput } from '@partsmith/contracts';
import { type Database, reviews } from '@partsmith/db';
import { eq } from 'drizzle-orm';
import { recordAudit } from '../audit/record-audit';
import { auditedReview, selectAdminReviews, toAdminReview } from './admin-review-row';

/**
 * Admin: hides a review from every public list, or shows it again; audited in the same transaction. Asking for
 * what is already so changes nothing and writes no entry.
 */
export async function setReviewHidden({
  db,
  actorId,
  input: { id, hidden },
  now,
}: {
  db: Database;
  actorId: string;
  input: ReviewVisibilityInput;
  now: () => Date;
}): Promise<AdminReview> {
  return db.transaction(async (tx) => {
    const [row] = await selectAdminReviews(tx, eq(reviews.id, id)).for('update', { of: reviews });
    if (!row) throw new AppError('NOT_FOUND', MESSAGES.reviewNotFound);
    const before = toAdminReview(row);
    if ((before.hiddenAt !== null) === hidden) return before;
    const hiddenAt = hidden ? now() : null;
    await tx.update(reviews).set({ hiddenAt }).where(eq(reviews.id, id));
    const after = { ...before, hiddenAt: hiddenAt?.toISOString() ?? null };
    await recordAudit(tx, {
      actorId,
      action: hidden ? 'review.hide' : 'review.show',
      targetTable: 'reviews',
      targetId: id,
      before: auditedReview(before),
      after: auditedReview(after),
    });
    return after;
  });
}
