import type { OrderChange } from '@partsmith/contracts';
import { recordAudit } from '../audit/record-audit';
import { type CancelUnpaidOrderOptions, cancelUnpaidOrder } from './cancel-unpaid-order';

export type DeleteOrderOptions = Pick<CancelUnpaidOrderOptions, 'db' | 'now' | 'payments' | 'jobs' | 'id'> & {
  actorId: string;
};

/**
 * Admin: an unpaid order → cancelled with its stock back, audited in the same transaction. "Delete" keeps the row:
 * order history is never hard-deleted. An order already cancelled answers `changed: false`, as the customer's
 * cancel does; a paid or shipped one (or one whose payment is in progress) is refused.
 */
export function deleteOrder({ actorId, ...options }: DeleteOrderOptions): Promise<OrderChange> {
  return cancelUnpaidOrder({
    ...options,
    type: 'delete',
    onCancelled: (tx, result) =>
      recordAudit(tx, {
        actorId,
        action: 'order.delete',
        targetTable: 'orders',
        targetId: options.id,
        before: { status: result.from },
        after: { status: 'cancelled', restocked: result.order.quantity },
      }),
  });
}
