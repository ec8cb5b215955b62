import { z } from 'zod';
import { MESSAGES } from '../messages';
import { QUICK_ORDER_MAX_CHARACTERS } from '../rules/quick-order';
import { ZCart } from './cart';

/** Pasted lines or a CSV file's text: `part number, quantity` per line (decision 0054). */
export const ZQuickOrderInput = z.object({
  text: z
    .string({ error: MESSAGES.quickOrderEmpty })
    .max(QUICK_ORDER_MAX_CHARACTERS, MESSAGES.quickOrderTooLong(QUICK_ORDER_MAX_CHARACTERS)),
});
export type QuickOrderInput = z.infer<typeof ZQuickOrderInput>;

/**
 * One row checked against today's catalogue and the cart: the part it names and what it costs, or the rule it
 * breaks in the rule's words (`problem`). The price is the one the cart's line reaches with this row added.
 */
export const ZQuickOrderRowCheck = z.object({
  /** The line of the text it was on (the first, when the part number was written more than once). */
  line: z.number().int(),
  /** Further lines naming the same part, whose quantities were added to this row's. */
  alsoOnLines: z.array(z.number().int()),
  /** As the catalogue spells it when the part is found, else as written. */
  partNumber: z.string(),
  quantity: z.number().int().nullable(),
  part: z.object({ productId: z.string(), name: z.string() }).nullable(),
  /** What the cart holds of this part already. */
  inCart: z.number().int(),
  unitPriceCents: z.number().int().nullable(),
  /** unit price × this row's quantity. */
  lineTotalCents: z.number().int().nullable(),
  problem: z.string().nullable(),
});
export type QuickOrderRowCheck = z.infer<typeof ZQuickOrderRowCheck>;

export const ZQuickOrderPreview = z.object({
  rows: z.array(ZQuickOrderRowCheck),
  /** Rows with no problem. */
  addableCount: z.number().int(),
  /** Σ line totals of the rows that can be added. */
  addableTotalCents: z.number().int(),
});
export type QuickOrderPreview = z.infer<typeof ZQuickOrderPreview>;

/** What an add did: the cart as it left it, the rows added and the rows skipped with their problem. */
export const ZQuickOrderResult = z.object({
  cart: ZCart,
  added: z.array(ZQuickOrderRowCheck),
  skipped: z.array(ZQuickOrderRowCheck),
});
export type QuickOrderResult = z.infer<typeof ZQuickOrderResult>;
