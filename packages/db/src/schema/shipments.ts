import { CARRIER_CODES } from '@partsmith/contracts/carriers';
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
import { createdAt, id } from './columns';
import { orderLines, orders } from './orders';

/**
 * A parcel of an order (decision 0067), numbered 1, 2, … within it: who sent it, by which carrier, its tracking
 * number (null for one sent without, as the legacy "mark shipped" does). Never changed once written.
 */
export const shipments = pgTable(
  'shipments',
  {
    id: id(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    number: integer('number').notNull(),
    carrier: text('carrier', { enum: CARRIER_CODES }).notNull(),
    trackingNumber: text('tracking_number'),
    createdAt: createdAt(),
    /** Null only for the parcels the migration made for orders shipped before there were parcels. */
    createdBy: uuid('created_by').references(() => users.id),
  },
  (t) => [
    uniqueIndex('shipments_order_id_number_key').on(t.orderId, t.number),
    check('shipments_number_check', sql`${t.number} > 0`),
    check('shipments_carrier_check', isOneOf(t.carrier, CARRIER_CODES)),
    check('shipments_tracking_number_check', sql`char_length(${t.trackingNumber}) between 1 and 40`),
  ],
);

/**
 * The units of one order line in one parcel. A trigger (migration 0024) refuses a row that would bring the line's
 * shipped units above its ordered ones, with the line locked, so two admins at once cannot over-ship it.
 */
export const shipmentLines = pgTable(
  'shipment_lines',
  {
    shipmentId: uuid('shipment_id')
      .notNull()
      .references(() => shipments.id),
    orderId: uuid('order_id').notNull(),
    lineNo: integer('line_no').notNull(),
    quantity: integer('quantity').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.shipmentId, t.lineNo] }),
    foreignKey({ columns: [t.orderId, t.lineNo], foreignColumns: [orderLines.orderId, orderLines.lineNo] }),
    check('shipment_lines_quantity_check', sql`${t.quantity} > 0`),
    // Units shipped per order line (returns are bounded by them) read by this index alone.
    index('shipment_lines_order_line_idx').on(t.orderId, t.lineNo),
  ],
);
