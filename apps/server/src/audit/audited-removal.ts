import type { Database } from '@partsmith/db';

/** What an admin's soft delete of one row needs: the actor (for the audit entry), the row's id and the clock. */
export interface AuditedRemovalOptions {
  db: Database;
  actorId: string;
  id: string;
  now: () => Date;
}
