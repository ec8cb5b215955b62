import {
  addressLines,
  creditNotePath,
  formatCents,
  formatCreditNoteNumber,
  formatOrderNumber,
  invoicePath,
  type Order,
  orderDetailPath,
  orderFigures,
  orderNotes,
  STORE_NAME,
} from '@partsmith/contracts';
import type { MailMessage } from '../mail/mailer';
import { escapeHtml } from '../shared/escape-html';

/** Links under the news, as [words, absolute URL]. */
type MailLinks = [label: string, url: string][];

/** The order as the mails list it: its lines, its sums down to the total, and its references. */
function orderSummary(order: Order): { items: string[]; sums: string[]; total: string; facts: string[] } {
  const figures = orderFigures(order);
  return {
    items: order.lines.map(
      (line) =>
        `${line.quantity} × ${line.name} (${line.partNumber}) at ${formatCents(line.unitPriceCents)}: ${formatCents(line.lineTotalCents)}`,
    ),
    sums: figures.rows.map((row) => `${row.label}: ${formatCents(row.cents)}`),
    total: `${figures.total.label} ${formatCents(figures.total.cents)}`,
    facts: [
      `Order ${formatOrderNumber(order.number)}, transaction ${order.transactionId ?? '-'}`,
      ...orderNotes(order).map(([label, value]) => (label === 'PO number' ? `${label}: ${value}` : value)),
    ],
  };
}

const shipToLines = (order: Order) => (order.shipTo ? addressLines(order.shipTo) : [order.address]);

function orderMail(order: Order, subject: string, news: string, links: MailLinks = []): MailMessage {
  const { items, sums, total, facts } = orderSummary(order);
  const shipTo = shipToLines(order);
  const text = [
    `Hello ${order.customer.name},`,
    '',
    news,
    '',
    ...items,
    ...sums,
    total,
    ...facts,
    `Ship to: ${shipTo.join(', ')}`,
    ...links.map(([label, url]) => `${label}: ${url}`),
    '',
    `Thank you for buying from ${STORE_NAME}.`,
  ].join('\n');
  const html = `<p>Hello ${escapeHtml(order.customer.name)},</p>
<p>${escapeHtml(news)}</p>
<p>${items.map(escapeHtml).join('<br>')}</p>
<p>${sums.map(escapeHtml).join('<br>')}<br><strong>${escapeHtml(total)}</strong></p>
<p>${facts.map(escapeHtml).join('<br>')}</p>
<p>Ship to:<br>${shipTo.map(escapeHtml).join('<br>')}</p>
${links.map(([label, url]) => `<p><a href="${escapeHtml(url)}">${escapeHtml(label)}</a></p>`).join('\n')}
<p>Thank you for buying from ${STORE_NAME}.</p>`;
  return { to: order.customer.email, subject, text, html };
}

/** The confirmation: links to the order's page and its invoice (both ask the customer to be signed in). */
export const orderPaidMail = (order: Order, publicUrl: string) =>
  orderMail(
    order,
    `Your ${STORE_NAME} order is confirmed`,
    'We have received your payment; your order is confirmed.',
    [
      ['Your order', new URL(orderDetailPath(order.id), publicUrl).href],
      ['Your invoice (PDF, after signing in)', new URL(invoicePath(order.id), publicUrl).href],
    ],
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

/** A refund of a paid order links its credit note (decision 0055); a refund of a payment that came late has none. */
export const orderRefundedMail = (order: Order, reason: RefundReason, publicUrl?: string) =>
  orderMail(
    order,
    `Your ${STORE_NAME} payment has been refunded`,
    REFUND_NEWS[reason],
    order.creditNoteNumber !== null && publicUrl
      ? [
          [
            `Your credit note ${formatCreditNoteNumber(order.creditNoteNumber)} (PDF, after signing in)`,
            new URL(creditNotePath(order.id), publicUrl).href,
          ],
        ]
      : [],
  );
