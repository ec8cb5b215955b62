import { AppError, formatCreditNoteNumber, MESSAGES, type Order } from '@partsmith/contracts';
import type { OrderInvoice } from './create-order-invoice';
import { creditNoteContent } from './credit-note-content';
import type { ShopIdentity } from './invoice-content';
import { renderInvoicePdf } from './render-invoice-pdf';

/**
 * The PDF credit note of an order the caller may see (read through `orders.detail`, like the invoice); CONFLICT
 * for an order that has none: only a paid order that was refunded gets one (decision 0055).
 */
export async function createCreditNote({
  order,
  shop,
}: {
  order: Order;
  shop: ShopIdentity;
}): Promise<OrderInvoice> {
  const { creditNoteNumber } = order;
  if (order.status !== 'refunded' || creditNoteNumber === null)
    throw new AppError('CONFLICT', MESSAGES.onlyRefundedCreditNote);
  const pdf = await renderInvoicePdf(creditNoteContent({ ...order, creditNoteNumber }, shop));
  return { filename: `credit-note-${formatCreditNoteNumber(creditNoteNumber)}.pdf`, pdf };
}
