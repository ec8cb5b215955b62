import type { MailMessage } from '../mail/mailer';
import { escapeHtml } from '../shared/escape-html';

export interface LinkMail {
  to: string;
  name: string;
  subject: string;
  /** Why the mail came and how long the link lasts: our own text, not escaped. */
  intro: string;
  link: string;
  /** The link's words in the HTML part. */
  action: string;
  /** What to do if the reader did not ask for it: our own text, not escaped. */
  closing: string;
}

/** A mail whose point is one single-use link, in plain text and HTML with the same words. */
export function linkMail({ to, name, subject, intro, link, action, closing }: LinkMail): MailMessage {
  const text = [`Hello ${name},`, '', intro, '', link, '', closing].join('\n');
  const html = `<p>Hello ${escapeHtml(name)},</p>
<p>${intro}</p>
<p><a href="${escapeHtml(link)}">${action}</a></p>
<p>${closing}</p>`;
  return { to, subject, text, html };
}
