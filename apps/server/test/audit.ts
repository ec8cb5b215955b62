import { auditLog } from '@partsmith/db';
import { asc, eq } from 'drizzle-orm';
import type { TestApp } from './test-app';

/** The audit entries about one row, oldest first (a statement without an order may answer in any order). */
export function auditEntriesOf(t: TestApp, targetId: string) {
  return t.database.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.targetId, targetId))
    .orderBy(asc(auditLog.createdAt), asc(auditLog.id));
}
