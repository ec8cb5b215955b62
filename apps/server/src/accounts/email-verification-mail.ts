import { STORE_NAME } from '@partsmith/contracts';
import type { MailMessage } from '../mail/mailer';
import { escapeHtml } from '../shared/escape-html';

export function emailVerificationMail({
  to,
  name,
  link,
}: {
  to: string;
  name: string;
  link: string;
}): MailMessage {
  const text = [
    `Hello ${name},`,
    '',
    `Please confirm that this address belongs to your ${STORE_NAME} account. Open this link within 24 hours:`,
    '',
    link,
    '',
    'The link works once. If you did not create this account, do not open the link and ignore this mail: someone else typed your address.',
  ].join('\n');
  const html = `<p>Hello ${escapeHtml(name)},</p>
<p>Please confirm that this address belongs to your ${STORE_NAME} account. Open this link within 24 hours:</p>
<p><a href="${escapeHtml(link)}">Verify my email address</a></p>
<p>The link works once. If you did not create this account, do not open the link and ignore this mail: someone else typed your address.</p>`;
  return { to, subject: `Verify your ${STORE_NAME} email address`, text, html };
}
