import { STORE_NAME } from '@partsmith/contracts';
import type { MailMessage } from '../mail/mailer';
import { escapeHtml } from '../shared/escape-html';

export function passwordResetMail({
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
    `Someone asked to reset the password of your ${STORE_NAME} account. Open this link within 30 minutes to choose a new one:`,
    '',
    link,
    '',
    'The link works once. If you did not ask for it, ignore this mail: your password stays as it is.',
  ].join('\n');
  const html = `<p>Hello ${escapeHtml(name)},</p>
<p>Someone asked to reset the password of your ${STORE_NAME} account. Open this link within 30 minutes to choose a new one:</p>
<p><a href="${escapeHtml(link)}">Choose a new password</a></p>
<p>The link works once. If you did not ask for it, ignore this mail: your password stays as it is.</p>`;
  return { to, subject: `Reset your ${STORE_NAME} password`, text, html };
}
