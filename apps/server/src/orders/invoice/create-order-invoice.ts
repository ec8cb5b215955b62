import { AppError, formatOrderNumber, hasInvoice, MESSAGES, type Order } from '@partsmith/contracts';
import { invoiceContent, type ShopIdentity } from './invoice-content';
import { renderInvoicePdf } from './render-invoice-pdf';

export interface OrderInvoice {
  filename: string;
  pdf: Uint8Array;
}

/**
 * The PDF invoice of an order the caller may see (the route reads it through `orders.detail`, which answers 404
 * to anyone else); CONFLICT until the order is paid, and after a refund.
 */
export async function createOrderInvoice({
  order,
  shop,
}: {
  order: Order;
  shop: ShopIdentity;
}): Promise<OrderInvoice> {
  if (!hasInvoice(order.status)) throw new AppError('CONFLICT', MESSAGES.onlyPaidInvoiced);
  const pdf = await renderInvoicePdf(invoiceContent(order, shop));
  return { filename: `invoice-${formatOrderNumber(order.number)}.pdf`, pdf };
}
