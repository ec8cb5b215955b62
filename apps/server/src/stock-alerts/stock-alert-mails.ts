import { STOCK_ALERT_UNSUBSCRIBE_PATH, STORE_NAME } from '@partsmith/contracts';
import type { MailMessage } from '../mail/mailer';
import { escapeHtml } from '../shared/escape-html';

interface AlertMail {
  to: string;
  productName: string;
  /** The page the mail's main button opens. */
  link: string;
  unsubscribeToken: string;
  publicUrl: string;
}

function alertMail(
  { to, productName, link, unsubscribeToken, publicUrl }: AlertMail,
  subject: string,
  intro: string,
  action: string,
): MailMessage {
  const unsubscribe = new URL(`${STOCK_ALERT_UNSUBSCRIBE_PATH}?token=${unsubscribeToken}`, publicUrl).href;
  const text = [intro, '', link, '', `To stop back-in-stock emails to this address: ${unsubscribe}`].join(
    '\n',
  );
  const html = `<p>${escapeHtml(intro)}</p>
<p><a href="${escapeHtml(link)}">${escapeHtml(action)}</a></p>
<p><a href="${escapeHtml(unsubscribe)}">Stop back-in-stock emails to this address</a></p>`;
  return { to, subject: `${subject}: ${productName}`, text, html };
}

/** A visitor's address must be proven before it counts: nobody can sign someone else up. */
export function confirmStockAlertMail(mail: AlertMail): MailMessage {
  return alertMail(
    mail,
    `Confirm your ${STORE_NAME} back-in-stock email`,
    `Someone asked us to email this address when "${mail.productName}" is back in stock. If it was you, confirm within 24 hours; if not, ignore this mail and we will never write again about it.`,
    'Confirm: email me when it is back',
  );
}

export function backInStockMail(mail: AlertMail): MailMessage {
  return alertMail(
    mail,
    'Back in stock',
    `Good news: "${mail.productName}" is back in stock at ${STORE_NAME}. This is the one email we promised about it.`,
    'See the part',
  );
}
