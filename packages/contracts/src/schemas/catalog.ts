import { z } from 'zod';
import { MESSAGES } from '../messages';
import { entityId } from './entity-id';

export const ZProductId = entityId(MESSAGES.productNotFound);

export const ZProductByIdInput = z.object({ id: ZProductId });
export type ProductByIdInput = z.infer<typeof ZProductByIdInput>;

export const ZPriceBreak = z.object({
  minimumQuantity: z.number().int(),
  unitPriceCents: z.number().int(),
});

export const ZProduct = z.object({
  id: z.string(),
  /** The shop's part number (SKU), unique among the parts on sale. */
  partNumber: z.string(),
  name: z.string(),
  description: z.string(),
  priceCents: z.number().int(),
  quantity: z.number().int(),
  minimumOrderQuantity: z.number().int(),
  /** Quantities are whole packs of this many units. */
  packSize: z.number().int(),
  /** The most one order may take; null for no limit but the stock. */
  maximumPerOrder: z.number().int().nullable(),
  /** Cheaper units from a quantity on, fewest units first. */
  priceBreaks: z.array(ZPriceBreak),
  /** One unit's weight in grams. */
  weightGrams: z.number().int(),
  /**
   * Some quantity can be ordered today: the quantity rules (minimum, packs, maximum) against the stock, decided by
   * the server, so a card shows "out of stock" without loading the rules.
   */
  orderable: z.boolean(),
  imageUrl: z.string().nullable(),
  /** For `<img srcset>`: the image's 400 and 800 px copies and itself, with widths; null when it has no copies. */
  imageSrcSet: z.string().nullable(),
  createdAt: z.string(),
});
export type Product = z.infer<typeof ZProduct>;
export const ZProductList = z.array(ZProduct);
