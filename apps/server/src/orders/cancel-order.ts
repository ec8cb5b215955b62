import type { OrderChange } from '@partsmith/contracts';
import { type CancelUnpaidOrderOptions, cancelUnpaidOrder } from './cancel-unpaid-order';

export type CancelOrderOptions = Pick<CancelUnpaidOrderOptions, 'db' | 'now' | 'payments' | 'jobs' | 'id'> & {
  userId: string;
};

/**
 * The customer's own unpaid order → cancelled, its stock back; someone else's is NOT_FOUND, a paid one (or one
 * whose payment is in progress) CONFLICT.
 */
export function cancelOrder({ userId, ...options }: CancelOrderOptions): Promise<OrderChange> {
  return cancelUnpaidOrder({ ...options, type: 'cancel', ownerId: userId });
}
