import { STORE_NAME } from '@partsmith/contracts';
import type { MailMessage } from '../mail/mailer';
import { linkMail } from './link-mail';

export function passwordResetMail(recipient: { to: string; name: string; link: string }): MailMessage {
  return linkMail({
    ...recipient,
    subject: `Reset your ${STORE_NAME} password`,
    intro: `Someone asked to reset the password of your ${STORE_NAME} account. Open this link within 30 minutes to choose a new one:`,
    action: 'Choose a new password',
    closing:
      'The link works once. If you did not ask for it, ignore this mail: your password stays as it is.',
  });
}
