import type { Return } from '@partsmith/contracts';
import type { DecideReturnOptions } from './approve-return';
import { returnRefusedMail } from './return-mails';
import { transitionReturn } from './transition-return';

/** Admin: a requested return → refused, saying why; its units can be asked for again. Audited, mailed. */
export async function refuseReturn(options: DecideReturnOptions): Promise<Return> {
  const { db, now, jobs, publicUrl, actorId, id, note } = options;
  const { item } = await db.transaction((tx) =>
    transitionReturn({
      tx,
      jobs,
      at: now(),
      actorId,
      id,
      type: 'refuse',
      work: async () => ({ adminNote: note }),
      audit: () => ({ note }),
      mail: (refused) => returnRefusedMail(refused, publicUrl),
    }),
  );
  return item;
}
