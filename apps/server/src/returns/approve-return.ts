import type { Return } from '@partsmith/contracts';
import type { Database } from '@partsmith/db';
import type { JobQueue } from '../jobs/job-queue';
import { returnApprovedMail } from './return-mails';
import { transitionReturn } from './transition-return';

export interface DecideReturnOptions {
  db: Database;
  now: () => Date;
  jobs: JobQueue;
  publicUrl: string;
  actorId: string;
  id: string;
  note: string;
}

/** Admin: a requested return → approved (with an optional note), audited, the customer mailed. */
export async function approveReturn(options: DecideReturnOptions): Promise<Return> {
  const { db, now, jobs, publicUrl, actorId, id, note } = options;
  const { item } = await db.transaction((tx) =>
    transitionReturn({
      tx,
      jobs,
      at: now(),
      actorId,
      id,
      type: 'approve',
      work: async () => ({ adminNote: note }),
      audit: () => ({ note }),
      mail: (approved) => returnApprovedMail(approved, publicUrl),
    }),
  );
  return item;
}
