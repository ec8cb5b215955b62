import {
  CART_MAX_LINES,
  type CartMergeChange,
  MESSAGES,
  nearestOrderableQuantity,
  type QuantityRules,
  quantityProblem,
} from '@partsmith/contracts';

export interface OrderedLine {
  productId: string;
  name: string;
  quantity: number;
}

export interface OrderAgainPart {
  rules: QuantityRules;
  onSale: boolean;
  priceCents: number;
}

/**
 * What "Order again" writes (pure): each ordered line's units join the cart's line of that part, at the nearest
 * quantity the part allows today when the sum breaks a rule. A part off sale, out of stock, or past the cart's line
 * limit is left out. Every line that does not go in exactly as ordered is a change, with the rule's words.
 */
export function planOrderAgain({
  ordered,
  held,
  parts,
  maxLines = CART_MAX_LINES,
}: {
  ordered: OrderedLine[];
  /** The cart's quantity of each part it holds now. */
  held: ReadonlyMap<string, number>;
  parts: ReadonlyMap<string, OrderAgainPart>;
  maxLines?: number;
}): {
  lines: { productId: string; quantity: number; addedPriceCents: number }[];
  changes: CartMergeChange[];
} {
  const quantities = new Map(held);
  const written = new Map<string, { productId: string; quantity: number; addedPriceCents: number }>();
  const changes: CartMergeChange[] = [];
  const leaveOut = (line: OrderedLine, reason: string) =>
    changes.push({ partName: line.name, from: line.quantity, to: 0, reason });
  for (const line of ordered) {
    const part = parts.get(line.productId);
    if (!part?.onSale) {
      leaveOut(line, MESSAGES.orderAgainPartGone);
      continue;
    }
    const already = quantities.get(line.productId) ?? 0;
    if (already === 0 && quantities.size >= maxLines) {
      leaveOut(line, MESSAGES.cartFull(maxLines));
      continue;
    }
    const wanted = already + line.quantity;
    const problem = quantityProblem(wanted, part.rules);
    const quantity = problem ? nearestOrderableQuantity(wanted, part.rules) : wanted;
    if (quantity === null) {
      leaveOut(line, MESSAGES.orderAgainOutOfStock);
      continue;
    }
    if (problem)
      changes.push({
        partName: line.name,
        from: line.quantity,
        to: Math.max(quantity - already, 0),
        reason: problem,
      });
    quantities.set(line.productId, quantity);
    written.set(line.productId, { productId: line.productId, quantity, addedPriceCents: part.priceCents });
  }
  return { lines: [...written.values()], changes };
}
