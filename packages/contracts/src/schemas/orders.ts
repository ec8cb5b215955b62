import { z } from 'zod';
import { MESSAGES } from '../messages';
import { parseOrderQuantity } from '../rules/quantity-rules';
import { ORDER_STATUSES } from '../states';
import { ZSavedAddress } from './addresses';
import { ZProductId } from './catalog';
import { ZAddress, ZPhone } from './contact-fields';
import { entityId } from './entity-id';
import { keysetInput, keysetPageOf } from './pagination';
import { ZShipment } from './shipments';
import { textField } from './text-fields';

export const ZOrderStatus = z.enum(ORDER_STATUSES);

/**
 * Any quantity `parseOrderQuantity` reads (a whole number, or digits as text) passes here: the server answers too
 * few or too many with the spec's messages.
 */
export const ZOrderQuantity = z
  .union([z.number(), z.string()], { error: MESSAGES.quantityInvalid })
  .transform((value, context) => {
    const quantity = parseOrderQuantity(value);
    if (quantity !== null) return quantity;
    context.addIssue({ code: 'custom', message: MESSAGES.quantityInvalid });
    return z.NEVER;
  });

/** One key per submit: a retried submit with the same key gives the same single order. */
export const ZIdempotencyKey = textField({ label: 'Idempotency-Key', max: 200 }).min(1);

/** No price, name, email, paid or status here: the server decides those, never the client. */
export const ZPlaceOrderInput = z.object({
  productId: ZProductId,
  quantity: ZOrderQuantity,
  phone: ZPhone,
  address: ZAddress,
  idempotencyKey: ZIdempotencyKey.optional(),
});
export type PlaceOrderInput = z.infer<typeof ZPlaceOrderInput>;

export const ZOrderId = entityId(MESSAGES.orderNotFound);
export const ZOrderByIdInput = z.object({ id: ZOrderId });
export type OrderByIdInput = z.infer<typeof ZOrderByIdInput>;

/** The legacy REST paths name the customer by email; only the caller's own passes (absent means the caller). */
const ZOwnEmail = z.string().trim().min(1).max(254).optional();
/**
 * My Orders, newest first, by keyset like All Orders (decision 0033), cancelled orders among them (decision 0041);
 * `hideCancelled` is the spec's REST list, where a cancel was a delete.
 */
export const ZOwnOrdersInput = keysetInput({ email: ZOwnEmail, hideCancelled: z.boolean().default(false) });
export const ZCancelOldestInput = z.object({ email: ZOwnEmail });

/**
 * Without `status`, every order still in play (cancelled ones are history: ask for them by status). `search`
 * matches the order number (`parseOrderNumber`), part of the customer's name or email, or the whole of a PO number
 * or of a line's part number, in any case.
 */
export const ZAllOrdersInput = keysetInput({
  status: ZOrderStatus.optional(),
  search: textField({ label: 'Search', max: 254 }).optional(),
});
export type AllOrdersInput = z.infer<typeof ZAllOrdersInput>;

/** One part an order sold, as it was when the order was placed. */
export const ZOrderLine = z.object({
  /** 1, 2, … in the order the buyer listed them. */
  lineNo: z.number().int(),
  productId: z.string(),
  partNumber: z.string(),
  name: z.string(),
  description: z.string(),
  imageUrl: z.string().nullable(),
  unitPriceCents: z.number().int(),
  quantity: z.number().int(),
  lineTotalCents: z.number().int(),
});
export type OrderLine = z.infer<typeof ZOrderLine>;

export const ZOrderTax = z.object({
  name: z.string(),
  rateBasisPoints: z.number().int(),
  taxCents: z.number().int(),
});
export type OrderTax = z.infer<typeof ZOrderTax>;

const ZShipToAnswer = ZSavedAddress.omit({ id: true, phone: true, isDefault: true });

export const ZOrder = z.object({
  id: z.string(),
  /** Given in placement order; shown as `formatOrderNumber(number)`. */
  number: z.number().int(),
  /** What it sold: one line or more (decision 0050). */
  lines: z.array(ZOrderLine),
  /** Units across the lines. */
  quantity: z.number().int(),
  /** total = subtotal (the lines) + shipping + tax, to the cent (decisions 0051, 0052). */
  subtotalCents: z.number().int(),
  shippingCents: z.number().int(),
  taxCents: z.number().int(),
  /** The tax by rate; empty when none was charged. */
  taxes: z.array(ZOrderTax),
  totalCents: z.number().int(),
  phone: z.string(),
  /** Where it goes, as one text (the spec's field). */
  address: z.string(),
  /** A checkout's delivery address in its parts; null for a "Buy now" order, which has the text alone. */
  shipTo: ZShipToAnswer.nullable(),
  /** The shipping method chosen at checkout, as it was then; null for a "Buy now" order. */
  shipping: z
    .object({ method: z.string(), deliveryDaysMin: z.number().int(), deliveryDaysMax: z.number().int() })
    .nullable(),
  /** The buyer's purchase order number. */
  poNumber: z.string().nullable(),
  /** No tax was charged because the buyer is tax-exempt; the invoice says so. */
  taxExempt: z.boolean(),
  status: ZOrderStatus,
  transactionId: z.string().nullable(),
  /** The provider's refund (`re_…`), once the money went back. */
  refundId: z.string().nullable(),
  /** The credit note cancelling the invoice of a paid order that was refunded (`formatCreditNoteNumber`). */
  creditNoteNumber: z.number().int().nullable(),
  customer: z.object({ name: z.string(), email: z.string() }),
  createdAt: z.string(),
  /** While unpaid: when the order stops holding its stock and is cancelled (RESERVATION_MINUTES after placing). */
  payBy: z.string().nullable(),
  paidAt: z.string().nullable(),
  shippedAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  refundedAt: z.string().nullable(),
});
export type Order = z.infer<typeof ZOrder>;

export const ORDER_EVENT_KINDS = [
  'placed',
  'paid',
  'partly_shipped',
  'shipped',
  'cancelled',
  'refunded',
  // A return's steps (decision 0068); an order may have several returns.
  'returnRequested',
  'returnApproved',
  'returnRefused',
  'returnReceived',
  'returnRefunded',
] as const;

/**
 * One step in an order's life; `reference` is the payment's transaction id, the refund's id, or a parcel's
 * carrier and tracking number (one `partly_shipped` step per parcel but the last, decision 0067).
 */
export const ZOrderEvent = z.object({
  kind: z.enum(ORDER_EVENT_KINDS),
  at: z.string(),
  reference: z.string().nullable(),
});
export type OrderEvent = z.infer<typeof ZOrderEvent>;

/** One order with its timeline, oldest step first, and its parcels, first first (decision 0067). */
export const ZOrderDetail = ZOrder.extend({ timeline: z.array(ZOrderEvent), shipments: z.array(ZShipment) });
export type OrderDetail = z.infer<typeof ZOrderDetail>;

/** My Orders and All Orders, newest first, by keyset. */
export const ZOrderPage = keysetPageOf(ZOrder);
export type OrderPage = z.infer<typeof ZOrderPage>;

/** `changed` is false when the order already was in the state asked for (a repeat, or a duplicate webhook). */
export const ZOrderChange = z.object({ order: ZOrder, changed: z.boolean() });
export type OrderChange = z.infer<typeof ZOrderChange>;

/** An order in a few words: its only part's name, or its first part's and how many more ("Bearing and 3 more"). */
export function orderTitle(order: Pick<Order, 'lines'>): string {
  const [first, ...others] = order.lines;
  const name = first?.name ?? '';
  return others.length === 0 ? name : `${name} and ${others.length} more`;
}

/** What an order holds, for a sentence: "3 × Bearing", or "Bearing and 3 more (120 units)". */
export function orderContents(order: Pick<Order, 'lines' | 'quantity'>): string {
  return order.lines.length === 1
    ? `${order.quantity} × ${orderTitle(order)}`
    : `${orderTitle(order)} (${order.quantity} units)`;
}

/** How many lines an order has: "1 line", "3 lines" (the lists show it for orders of more than one). */
export function orderLineCount(order: Pick<Order, 'lines'>): string {
  return `${order.lines.length} ${order.lines.length === 1 ? 'line' : 'lines'}`;
}
