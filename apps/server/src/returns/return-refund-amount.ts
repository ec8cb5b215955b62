import { taxShareCents } from '@partsmith/contracts';

export interface RefundOrder {
  totalCents: number;
  /** Tax by rate, as charged; a rate's cents cover its lines' shares and, if it taxed shipping, shipping's. */
  taxes: readonly { rateBasisPoints: number; taxCents: number }[];
  lines: readonly { lineNo: number; unitPriceCents: number; quantity: number }[];
}

export interface RefundLine {
  lineNo: number;
  /** Units of the line in this return. */
  quantity: number;
  /** Units of the line in returns refunded before this one. */
  refundedBefore: number;
}

/**
 * What a return gives back (decision 0068): its units' goods plus their tax, each line's tax taken as the share
 * of all its units returned so far less the share of those returned before (decision 0051's rounding, per line
 * and rate), so a line returned in parts gives back exactly the tax it was charged. When the whole order has come
 * back (`last`), it is everything paid not yet given back: shipping and its tax with it, and never a cent more.
 */
export function returnRefundCents(options: {
  order: RefundOrder;
  lines: readonly RefundLine[];
  last: boolean;
  refundedBeforeCents: number;
}): number {
  const { order, lines, last, refundedBeforeCents } = options;
  if (last) return order.totalCents - refundedBeforeCents;
  let cents = 0;
  for (const line of lines) {
    const sold = order.lines.find((candidate) => candidate.lineNo === line.lineNo);
    if (!sold) throw new Error(`order has no line ${line.lineNo}`);
    const before = sold.unitPriceCents * line.refundedBefore;
    const after = sold.unitPriceCents * (line.refundedBefore + line.quantity);
    cents += after - before;
    for (const tax of order.taxes)
      cents += taxShareCents(after, tax.rateBasisPoints) - taxShareCents(before, tax.rateBasisPoints);
  }
  return Math.min(cents, order.totalCents - refundedBeforeCents);
}
