import { z } from 'zod';
import { MESSAGES } from '../messages';
import { ORDER_STATUSES } from '../states';
import { ZEntityId } from './catalog';
import { pageOf, ZPageInput } from './pagination';

export const ZOrderStatus = z.enum(ORDER_STATUSES);

function requiredText(label: string, requiredMessage: string, max: number) {
  return z
    .string({ error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .max(max, MESSAGES.tooLong(label, max));
}

/** Any whole number passes here: the server answers too few or too many with the spec's messages. */
export const ZOrderQuantity = z
  .number({ error: MESSAGES.quantityInvalid })
  .int(MESSAGES.quantityInvalid)
  .min(-1_000_000_000, MESSAGES.quantityInvalid)
  .max(1_000_000_000, MESSAGES.quantityInvalid);

/** One key per submit: a retried submit with the same key gives the same single order. */
export const ZIdempotencyKey = z.string().trim().min(1).max(200);

/** No price, name, email, paid or status here: the server decides those, never the client. */
export const ZPlaceOrderInput = z.object({
  productId: ZEntityId,
  quantity: ZOrderQuantity,
  phone: requiredText('Phone', MESSAGES.phoneRequired, 40),
  address: requiredText('Address', MESSAGES.addressRequired, 300),
  idempotencyKey: ZIdempotencyKey.optional(),
});
export type PlaceOrderInput = z.infer<typeof ZPlaceOrderInput>;

export const ZOrderByIdInput = z.object({ id: ZEntityId });
export type OrderByIdInput = z.infer<typeof ZOrderByIdInput>;

/** The legacy REST paths name the customer by email; only the caller's own passes (absent means the caller). */
export const ZOwnOrdersQuery = z.object({ email: z.string().trim().min(1).max(254).optional() }).optional();
export const ZCancelOldestInput = z.object({ email: z.string().trim().min(1).max(254).optional() });

/** Without `status`, every order still in play (cancelled ones are history: ask for them by status). */
export const ZAllOrdersInput = ZPageInput.extend({ status: ZOrderStatus.optional() });
export type AllOrdersInput = z.infer<typeof ZAllOrdersInput>;

export const ZOrder = z.object({
  id: z.string(),
  productId: z.string(),
  productName: z.string(),
  productDescription: z.string(),
  imageUrl: z.string().nullable(),
  unitPriceCents: z.number().int(),
  quantity: z.number().int(),
  totalCents: z.number().int(),
  phone: z.string(),
  address: z.string(),
  status: ZOrderStatus,
  transactionId: z.string().nullable(),
  customer: z.object({ name: z.string(), email: z.string() }),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  shippedAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
});
export type Order = z.infer<typeof ZOrder>;
export const ZOrderList = z.array(ZOrder);

export const ZOrderPage = pageOf(ZOrder);
export type OrderPage = z.infer<typeof ZOrderPage>;

/** `changed` is false when the order already was in the state asked for (a repeat, or a duplicate webhook). */
export const ZOrderChange = z.object({ order: ZOrder, changed: z.boolean() });
export type OrderChange = z.infer<typeof ZOrderChange>;
