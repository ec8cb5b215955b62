import type { Order } from './schemas/orders';
import { formatRate } from './schemas/tax';
import { deliveryEstimate } from './shipping-messages';

/** One row of an order's sums: what it is, and its cents. */
export interface OrderFigure {
  label: string;
  cents: number;
}

type Figures = Pick<Order, 'subtotalCents' | 'shippingCents' | 'taxes' | 'totalCents' | 'shipping'>;

/** The shipping row's words: the method and its estimate as chosen at checkout, or plain "Shipping". */
export function shippingLabel(shipping: Order['shipping']): string {
  if (!shipping) return 'Shipping';
  const estimate = deliveryEstimate(shipping.deliveryDaysMin, shipping.deliveryDaysMax).toLowerCase();
  return `Shipping: ${shipping.method} (${estimate})`;
}

/**
 * The sums under an order's lines, as the detail page, the invoice, the credit note and the mails print them:
 * subtotal, shipping, each tax rate with its share, total (the last row). Rows add up: the order's CHECK holds it.
 */
export function orderFigures(order: Figures): { rows: OrderFigure[]; total: OrderFigure } {
  return {
    rows: [
      { label: 'Subtotal', cents: order.subtotalCents },
      { label: shippingLabel(order.shipping), cents: order.shippingCents },
      ...order.taxes.map((tax) => ({
        label: `${tax.name} (${formatRate(tax.rateBasisPoints)})`,
        cents: tax.taxCents,
      })),
    ],
    total: { label: 'Total', cents: order.totalCents },
  };
}

export const TAX_EXEMPT_NOTE = 'Tax-exempt: no tax charged';

/** What the buyer's paperwork must repeat: their PO number, and that no tax was charged when exempt. */
export function orderNotes(order: Pick<Order, 'poNumber' | 'taxExempt'>): [label: string, value: string][] {
  const notes: [string, string][] = [];
  if (order.poNumber) notes.push(['PO number', order.poNumber]);
  if (order.taxExempt) notes.push(['Tax', TAX_EXEMPT_NOTE]);
  return notes;
}
