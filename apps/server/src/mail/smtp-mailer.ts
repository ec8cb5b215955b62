import { createTransport } from 'nodemailer';
import type { Mailer } from './mailer';

export function createSmtpMailer({ url, from }: { url: string; from: string }): Mailer {
  const transport = createTransport(url);
  return {
    async send(message) {
      await transport.sendMail({ from, ...message });
    },
  };
}
