import { z } from 'zod';
import { RETURN_MESSAGES } from '../messages';
import { RETURN_CONDITIONS, RETURN_REASONS, RETURN_STATUSES } from '../return-states';
import { entityId } from './entity-id';
import { ZOrderId } from './orders';
import { pageOf, ZPageInput } from './pagination';
import { textField } from './text-fields';

export const ZReturnStatus = z.enum(RETURN_STATUSES);
export const ZReturnReason = z.enum(RETURN_REASONS, { error: RETURN_MESSAGES.returnReasonRequired });
export const ZReturnCondition = z.enum(RETURN_CONDITIONS);

/** The buyer's reasons, in their words, in the order the form offers them. */
export const RETURN_REASON_LABELS: Record<z.infer<typeof ZReturnReason>, string> = {
  damaged: 'Damaged',
  wrong_part: 'Wrong part',
  not_needed: 'No longer needed',
  other: 'Other',
};

export const RETURN_NOTE_MAX = 500;
/** A return line names the order's line by its number and how many of its units go back. */
const ZReturnLineInput = z.object({
  lineNo: z.number().int().min(1).max(10_000),
  quantity: z.number().int().min(1, RETURN_MESSAGES.returnNoLines).max(1_000_000_000),
});

/** A customer's request: lines of their own shipped order, a reason, and words (required for `other`). */
export const ZReturnRequestInput = z
  .object({
    orderId: ZOrderId,
    lines: z.array(ZReturnLineInput).min(1, RETURN_MESSAGES.returnNoLines).max(200),
    reason: ZReturnReason,
    note: textField({ label: 'Your words', max: RETURN_NOTE_MAX, multiline: true }).default(''),
  })
  .refine((input) => input.reason !== 'other' || input.note.length > 0, {
    message: RETURN_MESSAGES.returnOtherNeedsWords,
    path: ['note'],
  });
export type ReturnRequestInput = z.infer<typeof ZReturnRequestInput>;

export const ZReturnId = entityId(RETURN_MESSAGES.returnNotFound);
export const ZReturnByIdInput = z.object({ id: ZReturnId });
export const ZOrderReturnsInput = z.object({ orderId: ZOrderId });

/** Approving may carry a note; refusing must say why. */
export const ZReturnApproveInput = z.object({
  id: ZReturnId,
  note: textField({ label: 'Note', max: RETURN_NOTE_MAX, multiline: true }).default(''),
});
export const ZReturnRefuseInput = z.object({
  id: ZReturnId,
  note: textField({
    label: 'Note',
    max: RETURN_NOTE_MAX,
    multiline: true,
    required: RETURN_MESSAGES.returnRefuseNeedsNote,
  }),
});
/** How every line of the return came back. */
export const ZReturnReceiveInput = z.object({
  id: ZReturnId,
  lines: z
    .array(z.object({ lineNo: z.number().int().min(1).max(10_000), condition: ZReturnCondition }))
    .min(1, RETURN_MESSAGES.returnEveryLineCondition)
    .max(200),
});

/** The admin's Returns list: newest first, one status or all. */
export const ZAdminReturnsInput = ZPageInput.extend({ status: ZReturnStatus.optional() });
export type AdminReturnsInput = z.infer<typeof ZAdminReturnsInput>;

export const ZReturnLine = z.object({
  lineNo: z.number().int(),
  partNumber: z.string(),
  name: z.string(),
  unitPriceCents: z.number().int(),
  quantity: z.number().int(),
  /** Set when the goods came back: good ones were restocked. */
  condition: ZReturnCondition.nullable(),
});

export const ZReturn = z.object({
  id: z.string(),
  orderId: z.string(),
  orderNumber: z.number().int(),
  customer: z.object({ name: z.string(), email: z.string() }),
  status: ZReturnStatus,
  reason: z.enum(RETURN_REASONS),
  note: z.string(),
  /** What the shop said when approving or refusing. */
  adminNote: z.string(),
  lines: z.array(ZReturnLine),
  /** What went back to the card, once refunded. */
  refundCents: z.number().int().nullable(),
  refundId: z.string().nullable(),
  /** The credit note of the refund (`formatCreditNoteNumber`), once refunded. */
  creditNoteNumber: z.number().int().nullable(),
  createdAt: z.string(),
  approvedAt: z.string().nullable(),
  refusedAt: z.string().nullable(),
  receivedAt: z.string().nullable(),
  refundedAt: z.string().nullable(),
});
export type Return = z.infer<typeof ZReturn>;

/** One order's returns, and whether (and until when, and how much of each line) it can be returned now. */
export const ZOrderReturns = z.object({
  returns: z.array(ZReturn),
  /** The last day (UTC, YYYY-MM-DD) a return may be asked for; null until the order has shipped. */
  lastDay: z.string().nullable(),
  /** True when the customer may ask for a return now: shipped, inside the window, something left to return. */
  open: z.boolean(),
  /** Units of each line that can still be returned. */
  returnable: z.array(z.object({ lineNo: z.number().int(), units: z.number().int() })),
});
export type OrderReturns = z.infer<typeof ZOrderReturns>;

export const ZReturnPage = pageOf(ZReturn);
export type ReturnPage = z.infer<typeof ZReturnPage>;

/** Where a refunded return's PDF credit note is served (owner and admins only). */
export const returnCreditNotePath = (orderId: string, returnId: string) =>
  `/api/orders/${orderId}/returns/${returnId}/credit-note.pdf`;
