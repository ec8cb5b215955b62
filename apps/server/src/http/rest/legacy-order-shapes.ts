import {
  centsToDollars,
  formatOrderNumber,
  hasInvoice,
  type Order,
  type OrderLine,
  orderTitle,
} from '@partsmith/contracts';
import { z } from 'zod';

/** One line of a multi-line order, in the legacy order's words (decision 0050). */
export const ZLegacyOrderLine = z.object({
  productId: z.string(),
  partNumber: z.string(),
  productName: z.string(),
  unitPrice: z.number().describe('Unit price in dollars, at the quantity break reached'),
  orderQuantity: z.number().int(),
  price: z.number().describe('The line total in dollars'),
});

/**
 * The spec's order as its client reads it: Mongo-style `_id`, the total as `price` in dollars. A multi-line order
 * reads the same, its first part's id and picture, a title naming how many more parts, the units of all its lines
 * as `orderQuantity`, and its `lines` (decision 0050); a one-line order has no `lines`, as the spec's had none.
 */
export const ZLegacyOrder = z.object({
  _id: z.string(),
  orderNumber: z.string().describe('The human order number, e.g. PS-000123'),
  orderedAt: z.string().describe('When the order was placed (ISO 8601)'),
  productId: z.string(),
  productName: z.string(),
  description: z.string(),
  img: z.string().nullable(),
  price: z.number().describe('Order total in dollars'),
  orderQuantity: z.number().int().describe('Units ordered, across every line'),
  userName: z.string(),
  userEmail: z.string(),
  userPhone: z.string(),
  address: z.string(),
  paid: z.boolean(),
  transactionId: z.string().nullable(),
  status: z
    .enum(['pending', 'shipped', 'cancelled', 'refunded'])
    .nullable()
    .describe(
      "'pending' once paid (and while only part of it has shipped), 'shipped' once shipped in full, 'refunded' once the money went back; null while unpaid",
    ),
  partlyShipped: z
    .literal(true)
    .optional()
    .describe("Only on a paid order some of whose parcels have left: its status still reads 'pending'"),
  lines: z.array(ZLegacyOrderLine).optional().describe('Only on an order of more than one part'),
});

const LEGACY_STATUS = {
  unpaid: null,
  paid: 'pending',
  // The spec's clients know no such status: still to ship, with `partlyShipped` (decision 0067).
  partly_shipped: 'pending',
  shipped: 'shipped',
  cancelled: 'cancelled',
  refunded: 'refunded',
} as const satisfies Record<Order['status'], string | null>;

export function toLegacyOrder(order: Order, publicUrl: string): z.infer<typeof ZLegacyOrder> {
  const [first] = order.lines;
  return {
    _id: order.id,
    orderNumber: formatOrderNumber(order.number),
    orderedAt: order.createdAt,
    productId: first?.productId ?? '',
    productName: orderTitle(order),
    description: first?.description ?? '',
    img: first?.imageUrl ? new URL(first.imageUrl, publicUrl).href : null,
    price: centsToDollars(order.totalCents),
    orderQuantity: order.quantity,
    userName: order.customer.name,
    userEmail: order.customer.email,
    userPhone: order.phone,
    address: order.address,
    paid: hasInvoice(order.status),
    transactionId: order.transactionId,
    status: LEGACY_STATUS[order.status],
    ...(order.status === 'partly_shipped' && { partlyShipped: true as const }),
    ...(order.lines.length > 1 && { lines: order.lines.map(toLegacyOrderLine) }),
  };
}

function toLegacyOrderLine(line: OrderLine): z.infer<typeof ZLegacyOrderLine> {
  return {
    productId: line.productId,
    partNumber: line.partNumber,
    productName: line.name,
    unitPrice: centsToDollars(line.unitPriceCents),
    orderQuantity: line.quantity,
    price: centsToDollars(line.lineTotalCents),
  };
}

export const ZLegacyOrderDeleteResult = z.object({
  acknowledged: z.boolean(),
  deletedCount: z.number().int(),
});

/** Mongo's deleteOne answer: 0 when nothing changed (already cancelled, or no unpaid order to cancel). */
export function legacyOrderDeleteResult(changed: boolean): z.infer<typeof ZLegacyOrderDeleteResult> {
  return { acknowledged: true, deletedCount: changed ? 1 : 0 };
}
