import { STORE_NAME } from '@partsmith/contracts';
import type { MailMessage } from '../mail/mailer';
import { linkMail } from './link-mail';

export function emailVerificationMail(recipient: { to: string; name: string; link: string }): MailMessage {
  return linkMail({
    ...recipient,
    subject: `Verify your ${STORE_NAME} email address`,
    intro: `Please confirm that this address belongs to your ${STORE_NAME} account. Open this link within 24 hours:`,
    action: 'Verify my email address',
    closing:
      'The link works once. If you did not create this account, do not open the link and ignore this mail: someone else typed your address.',
  });
}
