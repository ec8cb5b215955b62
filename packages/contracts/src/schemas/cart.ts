import { z } from 'zod';
import { ZProductId } from './catalog';
import { ZOrderId, ZOrderQuantity } from './orders';

/** A line's part and how many: adding adds to what the cart holds, setting replaces it. */
export const ZCartLineInput = z.object({ productId: ZProductId, quantity: ZOrderQuantity });
export type CartLineInput = z.infer<typeof ZCartLineInput>;

export const ZCartLineTarget = z.object({ productId: ZProductId });
export type CartLineTarget = z.infer<typeof ZCartLineTarget>;

/** One line the sign-in merge changed: the part, the quantity before and after (0: none orderable), and why. */
export const ZCartMergeChange = z.object({
  partName: z.string(),
  from: z.number().int(),
  to: z.number().int(),
  reason: z.string(),
});
export type CartMergeChange = z.infer<typeof ZCartMergeChange>;

/**
 * A line as today's catalogue prices it: the unit price at the break its quantity reaches, never the price it was
 * added at (that only says the price moved: `priceChange`). The rules come along for the quantity control.
 */
export const ZCartLine = z.object({
  productId: z.string(),
  partNumber: z.string(),
  name: z.string(),
  imageUrl: z.string().nullable(),
  imageSrcSet: z.string().nullable(),
  quantity: z.number().int(),
  unitPriceCents: z.number().int(),
  lineTotalCents: z.number().int(),
  minimumOrderQuantity: z.number().int(),
  packSize: z.number().int(),
  maximumPerOrder: z.number().int().nullable(),
  /** Units in stock today. */
  stock: z.number().int(),
  /** The part was taken off sale: the line can only be removed. */
  removed: z.boolean(),
  /** The rule this quantity breaks today (stock sold, pack or maximum changed), in the rule's words; else null. */
  problem: z.string().nullable(),
  /** The unit price at this quantity when the line was added, when today's differs. */
  priceChange: z.object({ fromCents: z.number().int(), toCents: z.number().int() }).nullable(),
});
export type CartLine = z.infer<typeof ZCartLine>;

export const ZCart = z.object({
  /** Oldest first: the order they were added. */
  lines: z.array(ZCartLine),
  /** Different parts in the cart (a box of 500 nuts is one item). */
  itemCount: z.number().int(),
  /** Σ line totals of the parts still on sale, at today's prices. */
  subtotalCents: z.number().int(),
  /** What the sign-in merge changed, answered once. */
  mergeNotice: z.array(ZCartMergeChange).nullable(),
});
export type Cart = z.infer<typeof ZCart>;

/** The navbar's badge: one cheap count. */
export const ZCartCount = z.object({ itemCount: z.number().int() });
export type CartCount = z.infer<typeof ZCartCount>;

/** "Order again": every line of one of the caller's past orders, into the cart in one step. */
export const ZOrderAgainInput = z.object({ orderId: ZOrderId });
export type OrderAgainInput = z.infer<typeof ZOrderAgainInput>;

/**
 * What "Order again" did: how many of the order's lines are in the cart now, and each line that went in at
 * another quantity than the order's (the nearest the part allows today) or not at all (`to` 0), and why.
 */
export const ZOrderAgainAnswer = z.object({
  added: z.number().int(),
  changes: z.array(ZCartMergeChange),
});
export type OrderAgainAnswer = z.infer<typeof ZOrderAgainAnswer>;
