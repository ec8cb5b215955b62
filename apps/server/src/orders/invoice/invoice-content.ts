import { formatCents, formatOrderNumber, type Order } from '@partsmith/contracts';

/** Who sells: SHOP_NAME and SHOP_ADDRESS (no address line when none is configured). */
export interface ShopIdentity {
  name: string;
  address: string | null;
}

/** What an invoice says, as text, before any layout. */
export interface InvoiceContent {
  title: string;
  seller: string[];
  facts: [label: string, value: string][];
  buyer: string[];
  /** One per order line, in line order. */
  lines: { description: string; quantity: string; unitPrice: string; amount: string }[];
  total: string;
  footer: string;
}

const day = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });
const dateOf = (iso: string) => day.format(new Date(iso));

export function invoiceContent(order: Order, shop: ShopIdentity): InvoiceContent {
  const number = formatOrderNumber(order.number);
  const facts: [string, string][] = [
    ['Order number', number],
    ['Order date', dateOf(order.createdAt)],
  ];
  if (order.paidAt) facts.push(['Paid on', dateOf(order.paidAt)]);
  if (order.shippedAt) facts.push(['Shipped on', dateOf(order.shippedAt)]);
  facts.push(['Payment reference', order.transactionId ?? '-']);
  return {
    title: `Invoice ${number}`,
    seller: shop.address ? [shop.name, shop.address] : [shop.name],
    facts,
    buyer: [order.customer.name, order.customer.email, order.phone, order.address],
    lines: order.lines.map((line) => ({
      description: `${line.partNumber} ${line.name}`,
      quantity: String(line.quantity),
      unitPrice: formatCents(line.unitPriceCents),
      amount: formatCents(line.lineTotalCents),
    })),
    total: formatCents(order.totalCents),
    footer: `Thank you for buying from ${shop.name}. Dates are in UTC.`,
  };
}
