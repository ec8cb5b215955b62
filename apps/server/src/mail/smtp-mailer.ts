import type { Transporter } from 'nodemailer';
import type { Mailer } from './mailer';

export function createSmtpMailer({ url, from }: { url: string; from: string }): Mailer {
  // nodemailer loads with the first mail, not at start-up.
  let transport: Promise<Transporter> | undefined;
  return {
    async send(message) {
      transport ??= import('nodemailer').then(({ createTransport }) => createTransport(url));
      await (await transport).sendMail({ from, ...message });
    },
  };
}
