import {
  addressLines,
  formatCents,
  formatOrderNumber,
  type Order,
  orderFigures,
  orderNotes,
  TAX_EXEMPT_NOTE,
} from '@partsmith/contracts';

/** Who sells: SHOP_NAME and SHOP_ADDRESS (no address line when none is configured). */
export interface ShopIdentity {
  name: string;
  address: string | null;
}

/** What an invoice (or a credit note) says, as text, before any layout. */
export interface InvoiceContent {
  title: string;
  seller: string[];
  facts: [label: string, value: string][];
  buyer: string[];
  /** Where the parts went: a checkout's address in its lines, or a "Buy now" order's one text. */
  shipTo: string[];
  /** One per order line, in line order. */
  lines: { description: string; quantity: string; unitPrice: string; amount: string }[];
  /** Subtotal, shipping and each tax rate, above the total. */
  sums: [label: string, value: string][];
  total: [label: string, value: string];
  /** Said under the total, e.g. that no tax was charged. */
  notes: string[];
  footer: string;
}

const day = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });
export const dateOf = (iso: string) => day.format(new Date(iso));

/**
 * What an invoice and a credit note share: the parties, the lines and the sums, all the order's own figures (the
 * order's CHECK holds subtotal + shipping + tax = total, and each line's total is its price × quantity).
 */
export function orderDocument(
  order: Order,
  shop: ShopIdentity,
  own: { title: string; facts: [string, string][]; totalLabel: string; footer: string },
): InvoiceContent {
  const figures = orderFigures(order);
  const po = orderNotes(order).filter(([label]) => label === 'PO number');
  return {
    title: own.title,
    seller: shop.address ? [shop.name, shop.address] : [shop.name],
    facts: [...own.facts, ...po],
    buyer: [order.customer.name, order.customer.email, order.phone],
    shipTo: order.shipTo ? addressLines(order.shipTo) : [order.address],
    lines: order.lines.map((line) => ({
      description: `${line.partNumber} ${line.name}`,
      quantity: String(line.quantity),
      unitPrice: formatCents(line.unitPriceCents),
      amount: formatCents(line.lineTotalCents),
    })),
    sums: figures.rows.map((row) => [row.label, formatCents(row.cents)]),
    total: [own.totalLabel, formatCents(figures.total.cents)],
    notes: order.taxExempt ? [TAX_EXEMPT_NOTE] : [],
    footer: own.footer,
  };
}

export function invoiceContent(order: Order, shop: ShopIdentity): InvoiceContent {
  const number = formatOrderNumber(order.number);
  const facts: [string, string][] = [
    ['Order number', number],
    ['Order date', dateOf(order.createdAt)],
  ];
  if (order.paidAt) facts.push(['Paid on', dateOf(order.paidAt)]);
  if (order.shippedAt) facts.push(['Shipped on', dateOf(order.shippedAt)]);
  facts.push(['Payment reference', order.transactionId ?? '-']);
  return orderDocument(order, shop, {
    title: `Invoice ${number}`,
    facts,
    totalLabel: 'Total',
    footer: `Thank you for buying from ${shop.name}. Dates are in UTC.`,
  });
}
