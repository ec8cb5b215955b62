import type { Return, ReturnStatus } from '@partsmith/contracts';
import { type Queryable, returns } from '@partsmith/db';
import { eq } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { recordAudit } from '../audit/record-audit';
import type { JobQueue, JobTransaction } from '../jobs/job-queue';
import type { MailMessage } from '../mail/mailer';
import { lockReturn } from './lock-return';
import { readReturn } from './read-returns';
import { checkReturnTransition, RETURN_TRANSITIONS, type ReturnEventType } from './return-state-machine';

export interface ReturnStep {
  tx: Queryable & JobTransaction;
  jobs: JobQueue;
  at: Date;
  actorId: string;
  id: string;
  type: ReturnEventType;
  /** The step's own work, with the return locked and the step allowed, before its status changes. */
  work?: (locked: { orderId: string }) => Promise<PgUpdateSetSource<typeof returns>>;
  /** What is audited beside the statuses, from the return as the step left it. */
  audit?: (item: Return) => Record<string, unknown>;
  mail: (item: Return) => MailMessage;
}

/**
 * The one way a return's status changes, in the caller's transaction: locks the row, looks the step up in the
 * state machine, does its work, sets the status and its time, audits it and queues the customer's mail. A repeat
 * answers the return as it is (`changed: false`) and does nothing.
 */
export async function transitionReturn(step: ReturnStep): Promise<{ item: Return; changed: boolean }> {
  const { tx, jobs, at, actorId, id, type } = step;
  const locked = await lockReturn(tx, id);
  const changed = checkReturnTransition(locked.status, type);
  if (changed) {
    const transition = RETURN_TRANSITIONS[type];
    const own = step.work ? await step.work(locked) : {};
    await tx
      .update(returns)
      .set({ ...own, status: transition.to, [transition.at]: at })
      .where(eq(returns.id, id));
  }
  const item = await readReturn(tx, id);
  if (!item) throw new Error(`return ${id} vanished in its transaction`);
  if (changed) {
    await recordAudit(tx, {
      actorId,
      action: `return.${type}`,
      targetTable: 'returns',
      targetId: id,
      before: { status: locked.status satisfies ReturnStatus },
      after: { status: item.status, ...step.audit?.(item) },
    });
    await jobs.enqueue(tx, 'mail', step.mail(item));
  }
  return { item, changed };
}
