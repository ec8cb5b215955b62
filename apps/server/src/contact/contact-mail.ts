import { type ContactInput, STORE_NAME } from '@partsmith/contracts';
import type { MailMessage } from '../mail/mailer';

/** The shop's copy of a contact form message; plain text only, so nothing the visitor typed is ever rendered. */
export function contactMail({ to, input }: { to: string; input: ContactInput }): MailMessage {
  return {
    to,
    subject: `${STORE_NAME} contact form: message from ${input.email}`,
    text: [`From: ${input.email}`, '', input.message, '', 'Reply to the address above.'].join('\n'),
  };
}
