import { centsToDollars, formatOrderNumber, type Order } from '@partsmith/contracts';
import { z } from 'zod';

/** The spec's order as its client reads it: Mongo-style `_id`, the total as `price` in dollars. */
export const ZLegacyOrder = z.object({
  _id: z.string(),
  orderNumber: z.string().describe('The human order number, e.g. PS-000123'),
  orderedAt: z.string().describe('When the order was placed (ISO 8601)'),
  productId: z.string(),
  productName: z.string(),
  description: z.string(),
  img: z.string().nullable(),
  price: z.number().describe('Order total (unit price × quantity) in dollars'),
  orderQuantity: z.number().int(),
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
      "'pending' once paid, 'shipped' once shipped, 'refunded' once the money went back; null while unpaid",
    ),
});

const LEGACY_STATUS = {
  unpaid: null,
  paid: 'pending',
  shipped: 'shipped',
  cancelled: 'cancelled',
  refunded: 'refunded',
} as const satisfies Record<Order['status'], string | null>;

export function toLegacyOrder(order: Order, publicUrl: string): z.infer<typeof ZLegacyOrder> {
  return {
    _id: order.id,
    orderNumber: formatOrderNumber(order.number),
    orderedAt: order.createdAt,
    productId: order.productId,
    productName: order.productName,
    description: order.productDescription,
    img: order.imageUrl ? new URL(order.imageUrl, publicUrl).href : null,
    price: centsToDollars(order.totalCents),
    orderQuantity: order.quantity,
    userName: order.customer.name,
    userEmail: order.customer.email,
    userPhone: order.phone,
    address: order.address,
    paid: order.status === 'paid' || order.status === 'shipped',
    transactionId: order.transactionId,
    status: LEGACY_STATUS[order.status],
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
