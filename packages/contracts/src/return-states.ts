// The states of returns (decision 0068), apart from states.ts so the home page's first load does not carry them.
/**
 * A return of delivered lines (decision 0068): requested → approved | refused; approved → received → refunded.
 * The return state machine (apps/server/src/returns/return-state-machine.ts) is built from this list.
 */
export const RETURN_STATUSES = ['requested', 'approved', 'refused', 'received', 'refunded'] as const;
export type ReturnStatus = (typeof RETURN_STATUSES)[number];

/** Why the buyer sends parts back; `other` says it in their own words. */
export const RETURN_REASONS = ['damaged', 'wrong_part', 'not_needed', 'other'] as const;
export type ReturnReason = (typeof RETURN_REASONS)[number];

/** How a returned line arrived: `good` goes back on the shelf, `damaged` does not. */
export const RETURN_CONDITIONS = ['good', 'damaged'] as const;
export type ReturnCondition = (typeof RETURN_CONDITIONS)[number];
