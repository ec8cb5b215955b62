import { RETURN_CONDITIONS, RETURN_REASONS, RETURN_STATUSES } from '@partsmith/contracts/return-states';
import { sql } from 'drizzle-orm';
import {
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { isOneOf } from './allowed-values';
import { createdAt, id, optionalTimestamp } from './columns';
import { orderLines, orders } from './orders';

/**
 * A customer's return of lines of a shipped order (decision 0068), with its status and, once refunded, what went
 * back to the card and its credit note (numbered by `credit_note_number_seq`, like an order's). A trigger holds
 * the refunds of one order's returns to at most the order's total.
 */
export const returns = pgTable(
  'returns',
  {
    id: id(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    status: text('status', { enum: RETURN_STATUSES }).notNull().default('requested'),
    reason: text('reason', { enum: RETURN_REASONS }).notNull(),
    /** The buyer's words (required for `other`). */
    note: text('note').notNull().default(''),
    /** What the shop said when approving or refusing. */
    adminNote: text('admin_note').notNull().default(''),
    refundCents: integer('refund_cents'),
    refundId: text('refund_id'),
    creditNoteNumber: integer('credit_note_number'),
    createdAt: createdAt(),
    approvedAt: optionalTimestamp('approved_at'),
    refusedAt: optionalTimestamp('refused_at'),
    receivedAt: optionalTimestamp('received_at'),
    refundedAt: optionalTimestamp('refunded_at'),
  },
  (t) => [
    check('returns_status_check', isOneOf(t.status, RETURN_STATUSES)),
    check('returns_reason_check', isOneOf(t.reason, RETURN_REASONS)),
    check('returns_note_check', sql`char_length(${t.note}) <= 500 and char_length(${t.adminNote}) <= 500`),
    check('returns_refund_check', sql`${t.refundCents} is null or ${t.refundCents} >= 0`),
    // A refunded return has its amount, its provider reference and its credit note; no other has any.
    check(
      'returns_refunded_check',
      sql`(${t.status} = 'refunded') = (${t.refundCents} is not null and ${t.refundId} is not null and ${t.creditNoteNumber} is not null and ${t.refundedAt} is not null)`,
    ),
    // The order page's returns, and the units already in returns of an order.
    index('returns_order_id_idx').on(t.orderId, t.createdAt),
    // The admin's list, newest first, all or by status.
    index('returns_created_at_idx').on(t.createdAt, t.id),
    index('returns_status_created_at_idx').on(t.status, t.createdAt, t.id),
    uniqueIndex('returns_credit_note_number_key').on(t.creditNoteNumber),
  ],
);

/** What a return sends back: units of one order line, and how they arrived. */
export const returnLines = pgTable(
  'return_lines',
  {
    returnId: uuid('return_id')
      .notNull()
      .references(() => returns.id),
    orderId: uuid('order_id').notNull(),
    lineNo: integer('line_no').notNull(),
    quantity: integer('quantity').notNull(),
    /** Null until received: `good` went back on the shelf, `damaged` did not. */
    condition: text('condition', { enum: RETURN_CONDITIONS }),
  },
  (t) => [
    primaryKey({ columns: [t.returnId, t.lineNo] }),
    foreignKey({ columns: [t.orderId, t.lineNo], foreignColumns: [orderLines.orderId, orderLines.lineNo] }),
    check('return_lines_quantity_check', sql`${t.quantity} > 0`),
    check(
      'return_lines_condition_check',
      sql`${t.condition} is null or ${isOneOf(t.condition, RETURN_CONDITIONS)}`,
    ),
    index('return_lines_order_id_idx').on(t.orderId, t.lineNo),
  ],
);
