import {
  formatCents,
  formatCreditNoteNumber,
  formatOrderNumber,
  orderDetailPath,
  type Return,
  returnCreditNotePath,
  STORE_NAME,
} from '@partsmith/contracts';
import type { MailMessage } from '../mail/mailer';
import { escapeHtml } from '../shared/escape-html';

/** The customer's news at each step of a return (decision 0068), with its lines and a link to the order. */
function returnMail(item: Return, publicUrl: string, subject: string, news: string[]): MailMessage {
  const order = formatOrderNumber(item.orderNumber);
  const lines = item.lines.map((line) => `${line.quantity} × ${line.name} (${line.partNumber})`);
  const links: [string, string][] = [['Your order', new URL(orderDetailPath(item.orderId), publicUrl).href]];
  if (item.creditNoteNumber !== null)
    links.push([
      `Your credit note ${formatCreditNoteNumber(item.creditNoteNumber)} (PDF, after signing in)`,
      new URL(returnCreditNotePath(item.orderId, item.id), publicUrl).href,
    ]);
  const text = [
    `Hello ${item.customer.name},`,
    '',
    ...news,
    '',
    `Return for order ${order}:`,
    ...lines,
    ...links.map(([label, url]) => `${label}: ${url}`),
    '',
    `Thank you for buying from ${STORE_NAME}.`,
  ].join('\n');
  const html = `<p>Hello ${escapeHtml(item.customer.name)},</p>
${news.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('\n')}
<p>Return for order ${escapeHtml(order)}:<br>${lines.map(escapeHtml).join('<br>')}</p>
${links.map(([label, url]) => `<p><a href="${escapeHtml(url)}">${escapeHtml(label)}</a></p>`).join('\n')}
<p>Thank you for buying from ${STORE_NAME}.</p>`;
  return { to: item.customer.email, subject, text, html };
}

const withNote = (news: string, note: string) => (note ? [news, `Our note: ${note}`] : [news]);

export const returnRequestedMail = (item: Return, publicUrl: string) =>
  returnMail(item, publicUrl, `We have your ${STORE_NAME} return request`, [
    'We have received your return request and will look at it shortly. Please do not send the parts until we approve it.',
  ]);

export const returnApprovedMail = (item: Return, publicUrl: string) =>
  returnMail(
    item,
    publicUrl,
    `Your ${STORE_NAME} return is approved`,
    withNote(
      'Your return is approved: please send the parts back to us. We refund them once they arrive.',
      item.adminNote,
    ),
  );

export const returnRefusedMail = (item: Return, publicUrl: string) =>
  returnMail(
    item,
    publicUrl,
    `Your ${STORE_NAME} return was not accepted`,
    withNote('We cannot accept this return.', item.adminNote),
  );

export const returnReceivedMail = (item: Return, publicUrl: string) =>
  returnMail(item, publicUrl, `We have received your ${STORE_NAME} return`, [
    'The parts you sent back have arrived; your refund follows.',
  ]);

export const returnRefundedMail = (item: Return, publicUrl: string) =>
  returnMail(item, publicUrl, `Your ${STORE_NAME} return has been refunded`, [
    `We have refunded ${formatCents(item.refundCents ?? 0)} for the returned parts. It can take 5 to 10 days to reach your card.`,
  ]);
