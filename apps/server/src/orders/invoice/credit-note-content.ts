import { formatCreditNoteNumber, formatOrderNumber, type Order } from '@partsmith/contracts';
import { dateOf, type InvoiceContent, orderDocument, type ShopIdentity } from './invoice-content';

/** A refunded order's credit note: the invoice's lines and sums, credited in full under a number of its own. */
export function creditNoteContent(
  order: Order & { creditNoteNumber: number },
  shop: ShopIdentity,
): InvoiceContent {
  const invoice = formatOrderNumber(order.number);
  const facts: [string, string][] = [
    ['Credits invoice', invoice],
    ['Order date', dateOf(order.createdAt)],
  ];
  if (order.refundedAt) facts.push(['Refunded on', dateOf(order.refundedAt)]);
  facts.push(['Refund reference', order.refundId ?? '-']);
  return orderDocument(order, shop, {
    title: `Credit note ${formatCreditNoteNumber(order.creditNoteNumber)}`,
    facts,
    totalLabel: 'Total credited',
    footer: `This credit note cancels invoice ${invoice} in full; the total went back to the card that paid it. Dates are in UTC.`,
  });
}
