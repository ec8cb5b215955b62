import { AppError, MESSAGES } from '@partsmith/contracts';
import { reviews } from '@partsmith/db';
import { eq } from 'drizzle-orm';
import type { AuditedRemovalOptions } from '../audit/audited-removal';
import { recordAudit } from '../audit/record-audit';
import { auditedReview, selectAdminReviews, toAdminReview } from './admin-review-row';

/**
 * Admin: removes a review for good, audited in the same transaction; the entry keeps what it said. The customer
 * may then write a new one (to keep them quiet, hide it instead: an edit of a hidden review stays hidden).
 */
export async function deleteReview({ db, actorId, id }: Omit<AuditedRemovalOptions, 'now'>): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await selectAdminReviews(tx, eq(reviews.id, id)).for('update', { of: reviews });
    if (!row) throw new AppError('NOT_FOUND', MESSAGES.reviewNotFound);
    await tx.delete(reviews).where(eq(reviews.id, id));
    await recordAudit(tx, {
      actorId,
      action: 'review.delete',
      targetTable: 'reviews',
      targetId: id,
      before: auditedReview(toAdminReview(row)),
      after: null,
    });
  });
}
