import type { ReturnStatus } from '@partsmith/contracts';

/** Where a return stands, in the customer's words (decision 0068). */
export const RETURN_STATUS_LABELS: Record<ReturnStatus, string> = {
  requested: 'Requested: waiting for our answer',
  approved: 'Approved: send the parts back',
  refused: 'Not accepted',
  received: 'Received: refund on its way',
  refunded: 'Refunded',
};

const day = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });
/** A YYYY-MM-DD day as people read it: "December 31, 2026". */
export const formatDay = (isoDay: string) => day.format(new Date(`${isoDay}T00:00:00Z`));
