import { createFileMailer } from './file-mailer';
import type { Mailer, MailerOptions } from './mailer';
import { createSmtpMailer } from './smtp-mailer';

/** SMTP when `SMTP_URL` is set; otherwise .eml files, so sign-up and reset work offline too. */
export function createMailer(options: MailerOptions): Mailer {
  return options.smtpUrl
    ? createSmtpMailer({ url: options.smtpUrl, from: options.from })
    : createFileMailer(options);
}
