import type { AuditEntry, Page, PageInput } from '@partsmith/contracts';
import { auditLog, type Database, users } from '@partsmith/db';
import { count, desc, eq } from 'drizzle-orm';
import { pageOffset } from '../shared/page';

/** The audit log, newest first, each entry with its actor's email (removed actors included). */
export async function listAuditEntries({
  db,
  input,
}: {
  db: Database;
  input: PageInput;
}): Promise<Page<AuditEntry>> {
  const [rows, [totals]] = await Promise.all([
    db
      .select({
        id: auditLog.id,
        actorEmail: users.email,
        action: auditLog.action,
        targetTable: auditLog.targetTable,
        targetId: auditLog.targetId,
        before: auditLog.before,
        after: auditLog.after,
        createdAt: auditLog.createdAt,
      })
      .from(auditLog)
      .innerJoin(users, eq(users.id, auditLog.actorId))
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(input.pageSize)
      .offset(pageOffset(input)),
    db.select({ total: count() }).from(auditLog),
  ]);
  return {
    items: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
    total: totals?.total ?? 0,
  };
}
