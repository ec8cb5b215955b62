import type { OrderStatus } from './states';

/** The order number people read and quote: `PS-000123` (web, mails and the invoice all print it this way). */
export function formatOrderNumber(number: number): string {
  return `PS-${String(number).padStart(6, '0')}`;
}

/** The largest order number the database holds (a Postgres integer). */
const MAX_ORDER_NUMBER = 2_147_483_647;

/**
 * The order number a search text names, however it was typed (`PS-000123`, `ps 123`, `#123`, `123`), or null when
 * it names none.
 */
export function parseOrderNumber(text: string): number | null {
  const digits = /^(?:ps[\s-]*|#)?(\d{1,10})$/i.exec(text.trim())?.[1];
  if (digits === undefined) return null;
  const number = Number(digits);
  return number >= 1 && number <= MAX_ORDER_NUMBER ? number : null;
}

/** An invoice exists for money the shop kept: a paid order, shipped or not (a refunded one gave it back). */
export function hasInvoice(status: OrderStatus): boolean {
  return status === 'paid' || status === 'partly_shipped' || status === 'shipped';
}

/** Where a paid order's PDF invoice is served (owner and admins only). */
export const invoicePath = (orderId: string) => `/api/orders/${orderId}/invoice.pdf`;

/** The customer's page for one order. */
export const orderDetailPath = (orderId: string) => `/dashboard/MyOrders/${orderId}`;

/** A credit note's number as printed: `CN-000001`, a sequence of its own (decision 0055). */
export function formatCreditNoteNumber(number: number): string {
  return `CN-${String(number).padStart(6, '0')}`;
}

/** Where a refunded order's PDF credit note is served (owner and admins only). */
export const creditNotePath = (orderId: string) => `/api/orders/${orderId}/credit-note.pdf`;
