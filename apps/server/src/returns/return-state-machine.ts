import { AppError, RETURN_MESSAGES, type ReturnStatus } from '@partsmith/contracts';

/** What an admin does to a return. */
export type ReturnEventType = 'approve' | 'refuse' | 'receive' | 'refund';

interface ReturnTransition {
  from: ReturnStatus;
  to: ReturnStatus;
  /** The one answer (CONFLICT) to this event on a return in any status but `from` and `to`. */
  refused: string;
  /** The timestamp column the step sets. */
  at: 'approvedAt' | 'refusedAt' | 'receivedAt' | 'refundedAt';
}

/**
 * The return state machine (decision 0068), in the shape of the order's: requested → approved | refused;
 * approved → received → refunded. A return already in the row's target status is a repeat (`changed: false`).
 */
export const RETURN_TRANSITIONS: Record<ReturnEventType, ReturnTransition> = {
  approve: {
    from: 'requested',
    to: 'approved',
    refused: RETURN_MESSAGES.returnOnlyRequestedDecided,
    at: 'approvedAt',
  },
  refuse: {
    from: 'requested',
    to: 'refused',
    refused: RETURN_MESSAGES.returnOnlyRequestedDecided,
    at: 'refusedAt',
  },
  receive: {
    from: 'approved',
    to: 'received',
    refused: RETURN_MESSAGES.returnOnlyApprovedReceived,
    at: 'receivedAt',
  },
  refund: {
    from: 'received',
    to: 'refunded',
    refused: RETURN_MESSAGES.returnOnlyReceivedRefunded,
    at: 'refundedAt',
  },
};

/** Whether `type` would change a return in `status`: false for a repeat; CONFLICT when the table forbids it. */
export function checkReturnTransition(status: ReturnStatus, type: ReturnEventType): boolean {
  const transition = RETURN_TRANSITIONS[type];
  if (status === transition.to) return false;
  if (status !== transition.from) throw new AppError('CONFLICT', transition.refused);
  return true;
}
