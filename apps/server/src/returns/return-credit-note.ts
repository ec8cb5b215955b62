import {
  AppError,
  formatCents,
  formatCreditNoteNumber,
  formatOrderNumber,
  type Order,
  RETURN_MESSAGES,
  type Return,
} from '@partsmith/contracts';
import type { OrderInvoice } from '../orders/invoice/create-order-invoice';
import { dateOf, orderDocument, type ShopIdentity } from '../orders/invoice/invoice-content';
import { renderInvoicePdf } from '../orders/invoice/render-invoice-pdf';

/**
 * A refunded return's PDF credit note (decision 0068): the invoice's parties, the returned lines, and what went
 * back, under a number of the credit notes' own sequence. CONFLICT before the refund.
 */
export async function returnCreditNote({
  order,
  item,
  shop,
}: {
  order: Order;
  item: Return;
  shop: ShopIdentity;
}): Promise<OrderInvoice> {
  const { creditNoteNumber, refundCents } = item;
  if (item.status !== 'refunded' || creditNoteNumber === null || refundCents === null)
    throw new AppError('CONFLICT', RETURN_MESSAGES.returnNoCreditNote);
  const invoice = formatOrderNumber(order.number);
  const number = formatCreditNoteNumber(creditNoteNumber);
  const facts: [string, string][] = [
    ['Credits invoice', invoice],
    ['Order date', dateOf(order.createdAt)],
    ['Return requested on', dateOf(item.createdAt)],
  ];
  if (item.refundedAt) facts.push(['Refunded on', dateOf(item.refundedAt)]);
  facts.push(['Refund reference', item.refundId ?? '-']);
  const document = orderDocument(order, shop, {
    title: `Credit note ${number}`,
    facts,
    totalLabel: 'Total credited',
    footer: `This credit note credits the returned parts of invoice ${invoice}; the total went back to the card that paid it. Dates are in UTC.`,
  });
  const goodsCents = item.lines.reduce((total, line) => total + line.unitPriceCents * line.quantity, 0);
  const pdf = await renderInvoicePdf({
    ...document,
    lines: item.lines.map((line) => ({
      description: `${line.partNumber} ${line.name}`,
      quantity: String(line.quantity),
      unitPrice: formatCents(line.unitPriceCents),
      amount: formatCents(line.unitPriceCents * line.quantity),
    })),
    sums: [
      ['Returned parts', formatCents(goodsCents)],
      // Shipping is credited only once the whole order has come back.
      ['Tax and shipping credited', formatCents(refundCents - goodsCents)],
    ],
    total: ['Total credited', formatCents(refundCents)],
  });
  return { filename: `credit-note-${number}.pdf`, pdf };
}
