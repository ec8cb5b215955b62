import type { OrderStatus } from './states';

/** The order number people read and quote: `PS-000123` (web, mails and the invoice all print it this way). */
export function formatOrderNumber(number: number): string {
  return `PS-${String(number).padStart(6, '0')}`;
}

/** An invoice exists for money the shop kept: a paid order, shipped or not (a refunded one gave it back). */
export function hasInvoice(status: OrderStatus): boolean {
  return status === 'paid' || status === 'shipped';
}

/** Where a paid order's PDF invoice is served (owner and admins only). */
export const invoicePath = (orderId: string) => `/api/orders/${orderId}/invoice.pdf`;

/** The customer's page for one order. */
export const orderDetailPath = (orderId: string) => `/dashboard/MyOrders/${orderId}`;
