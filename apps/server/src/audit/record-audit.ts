import { auditLog, type Database } from '@partsmith/db';

/** Anything that can run an insert: the database or, as it should be, the admin action's own transaction. */
type Writer = Pick<Database, 'insert'>;

export interface AuditEntry {
  actorId: string;
  /** What was done, e.g. 'user.makeAdmin', 'product.update', 'order.ship'. */
  action: string;
  targetTable: string;
  targetId: string;
  before: unknown;
  after: unknown;
}

/**
 * Appends one entry to the audit log. Call it with the transaction that makes the change, so the entry exists
 * exactly when the change does.
 */
export async function recordAudit(writer: Writer, entry: AuditEntry): Promise<void> {
  await writer.insert(auditLog).values({
    ...entry,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}
