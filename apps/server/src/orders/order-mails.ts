import {
  addressLines,
  carrierName,
  creditNotePath,
  formatCents,
  formatCreditNoteNumber,
  formatOrderNumber,
  invoicePath,
  type Order,
  orderDetailPath,
  orderFigures,
  orderNotes,
  type Shipment,
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

/** `parcel`: the lines of one shipment, listed instead of the order's (decision 0067). */
function orderMail(
  order: Order,
  subject: string,
  news: string,
  links: MailLinks = [],
  parcel?: string[],
): MailMessage {
  const summary = orderSummary(order);
  const { facts } = summary;
  // A parcel's mail lists its lines without prices: the order's sums are on its confirmation and invoice.
  const items = parcel ?? summary.items;
  const sums = parcel ? [] : summary.sums;
  const total = parcel ? '' : summary.total;
  const shipTo = shipToLines(order);
  const text = [
    `Hello ${order.customer.name},`,
    '',
    news,
    '',
    ...items,
    ...sums,
    ...(total ? [total] : []),
    ...facts,
    `Ship to: ${shipTo.join(', ')}`,
    ...links.map(([label, url]) => `${label}: ${url}`),
    '',
    `Thank you for buying from ${STORE_NAME}.`,
  ].join('\n');
  const html = `<p>Hello ${escapeHtml(order.customer.name)},</p>
<p>${escapeHtml(news)}</p>
<p>${items.map(escapeHtml).join('<br>')}</p>
${total ? `<p>${sums.map(escapeHtml).join('<br>')}<br><strong>${escapeHtml(total)}</strong></p>\n` : ''}<p>${facts.map(escapeHtml).join('<br>')}</p>
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

/**
 * One per parcel (decision 0067): what is in it, by which carrier, and its tracking link; the last parcel's says
 * the order has shipped, an earlier one's that part of it has.
 */
export function orderShippedMail(order: Order, shipment: Shipment, publicUrl?: string): MailMessage {
  const complete = order.status === 'shipped';
  const carrier = carrierName(shipment.carrier);
  const tracking = shipment.trackingNumber ? `, tracking number ${shipment.trackingNumber}` : '';
  const links: MailLinks = [
    ...(shipment.trackingUrl
      ? [[`Track your parcel with ${carrier}`, shipment.trackingUrl] as MailLinks[number]]
      : []),
    ...(publicUrl
      ? [['Your order', new URL(orderDetailPath(order.id), publicUrl).href] as MailLinks[number]]
      : []),
  ];
  return orderMail(
    order,
    complete ? `Your ${STORE_NAME} order has shipped` : `Part of your ${STORE_NAME} order has shipped`,
    `${complete ? 'Your order is on its way' : 'Part of your order is on its way'}: parcel ${shipment.number}, ${carrier}${tracking}. In this parcel:`,
    links,
    shipment.lines.map((line) => `${line.quantity} × ${line.name} (${line.partNumber})`),
  );
}

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
