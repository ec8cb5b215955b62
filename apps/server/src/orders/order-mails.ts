import { formatCents, formatOrderNumber, type Order, STORE_NAME } from '@partsmith/contracts';
import type { MailMessage } from '../mail/mailer';
import { escapeHtml } from '../shared/escape-html';

function orderMail(order: Order, subject: string, news: string): MailMessage {
  const line = `${order.quantity} × ${order.productName}, ${formatCents(order.totalCents)}`;
  const reference = `Order ${formatOrderNumber(order.number)}, transaction ${order.transactionId ?? '-'}`;
  const text = [
    `Hello ${order.customer.name},`,
    '',
    news,
    '',
    line,
    reference,
    `Ship to: ${order.address}`,
    '',
    `Thank you for buying from ${STORE_NAME}.`,
  ].join('\n');
  const html = `<p>Hello ${escapeHtml(order.customer.name)},</p>
<p>${escapeHtml(news)}</p>
<p><strong>${escapeHtml(line)}</strong><br>${escapeHtml(reference)}<br>Ship to: ${escapeHtml(order.address)}</p>
<p>Thank you for buying from ${STORE_NAME}.</p>`;
  return { to: order.customer.email, subject, text, html };
}

export const orderPaidMail = (order: Order) =>
  orderMail(
    order,
    `Your ${STORE_NAME} order is confirmed`,
    'We have received your payment; your order is confirmed.',
  );

export const orderShippedMail = (order: Order) =>
  orderMail(order, `Your ${STORE_NAME} order has shipped`, 'Your order is on its way.');

/** Why money went back, in the customer's words. */
export type RefundReason = 'order-gone' | 'paid-already' | 'admin';

const REFUND_NEWS: Record<RefundReason, string> = {
  'order-gone':
    'Your payment arrived when your order was no longer awaiting payment, so we have refunded it in full. It can take 5 to 10 days to reach your card.',
  'paid-already':
    'Your order had already been paid, so we have refunded your second payment in full. It can take 5 to 10 days to reach your card.',
  admin: 'We have refunded your payment for this order in full. It can take 5 to 10 days to reach your card.',
};

export const orderRefundedMail = (order: Order, reason: RefundReason) =>
  orderMail(order, `Your ${STORE_NAME} payment has been refunded`, REFUND_NEWS[reason]);
