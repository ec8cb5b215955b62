import { createHash } from 'node:crypto';
import { AppError, MESSAGES } from '@partsmith/contracts';
import { idempotencyKeys, type Queryable, reusableQuery } from '@partsmith/db';
import { and, eq, sql } from 'drizzle-orm';

export interface IdempotencyClaim {
  userId: string;
  /** Which operation the key belongs to: the same key may serve two different operations. */
  scope: string;
  key: string;
  /** The request without the key; a repeat with a different one is refused. */
  request: unknown;
  /** What this call will answer if its work commits, decided up front (e.g. the id of the row it will insert). */
  response: unknown;
}

const hashOf = (request: unknown) => createHash('sha256').update(JSON.stringify(request)).digest('hex');
const keyIs = ({ userId, scope, key }: IdempotencyClaim) =>
  and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key));

/** The claim: a row for the key, or nothing when another call holds it already. Built once (`reusableQuery`). */
const insertClaim = reusableQuery((db) =>
  db
    .insert(idempotencyKeys)
    .values({
      userId: sql.placeholder('userId'),
      scope: sql.placeholder('scope'),
      key: sql.placeholder('key'),
      requestHash: sql.placeholder('requestHash'),
      response: sql.placeholder('response'),
    })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key })
    .prepare('claim_idempotency_key'),
);

/**
 * Claims the key inside the caller's transaction, before any work, storing the answer that work will give. A
 * concurrent claim of the same key waits on the unique index until the first transaction ends, then sees that
 * answer here: so ten simultaneous repeats make one order. If the work fails, the claim rolls back with it.
 * Returns the earlier answer, or null when this call is the first and must do the work.
 */
export async function claimIdempotencyKey(tx: Queryable, claim: IdempotencyClaim): Promise<unknown | null> {
  const requestHash = hashOf(claim.request);
  const { userId, scope, key, response } = claim;
  const [claimed] = await insertClaim(tx, { userId, scope, key, requestHash, response });
  if (claimed) return null;
  const [earlier] = await tx
    .select({ requestHash: idempotencyKeys.requestHash, response: idempotencyKeys.response })
    .from(idempotencyKeys)
    .where(keyIs(claim));
  if (!earlier || earlier.requestHash !== requestHash)
    throw new AppError('CONFLICT', MESSAGES.idempotencyKeyReused);
  return earlier.response;
}
