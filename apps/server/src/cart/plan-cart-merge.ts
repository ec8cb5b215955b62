import {
  CART_MAX_LINES,
  type CartMergeChange,
  MESSAGES,
  nearestOrderableQuantity,
  type QuantityRules,
  quantityProblem,
} from '@partsmith/contracts';

export interface MergeLine {
  productId: string;
  quantity: number;
  addedPriceCents: number;
}

export interface MergePart {
  name: string;
  rules: QuantityRules;
  onSale: boolean;
}

/**
 * The account's cart after the guest cart joins it, and what changed (pure: the property test drives it). Same part:
 * quantities add up. Then every line on sale is re-checked: a quantity the part no longer allows becomes the nearest
 * one it does, and a line nothing of can be ordered stays, flagged out of stock. Guest lines past the line limit are
 * left out, and said so.
 */
export function planCartMerge({
  account,
  guest,
  parts,
  maxLines = CART_MAX_LINES,
}: {
  account: MergeLine[];
  guest: MergeLine[];
  parts: ReadonlyMap<string, MergePart>;
  maxLines?: number;
}): { lines: MergeLine[]; changes: CartMergeChange[] } {
  const lines = new Map(account.map((line) => [line.productId, { ...line }]));
  const changes: CartMergeChange[] = [];
  const nameOf = (productId: string) => parts.get(productId)?.name ?? productId;
  for (const line of guest) {
    const held = lines.get(line.productId);
    if (held) held.quantity += line.quantity;
    else if (lines.size < maxLines) lines.set(line.productId, { ...line });
    else
      changes.push({
        partName: nameOf(line.productId),
        from: line.quantity,
        to: 0,
        reason: MESSAGES.cartFull(maxLines),
      });
  }
  for (const line of lines.values()) {
    const part = parts.get(line.productId);
    if (!part?.onSale) continue;
    const problem = quantityProblem(line.quantity, part.rules);
    if (!problem) continue;
    const nearest = nearestOrderableQuantity(line.quantity, part.rules);
    changes.push({
      partName: part.name,
      from: line.quantity,
      to: nearest ?? line.quantity,
      reason: nearest === null ? MESSAGES.cartMergeOutOfStock : problem,
    });
    if (nearest !== null) line.quantity = nearest;
  }
  return { lines: [...lines.values()], changes };
}
