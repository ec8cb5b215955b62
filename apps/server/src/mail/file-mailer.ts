import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Mailer, MailerOptions } from './mailer';

/** Writes each message as an .eml file any mail client opens; nodemailer builds the same bytes it would send. */
export function createFileMailer({ from, dataDir, logText, logger }: MailerOptions): Mailer {
  const directory = join(dataDir, 'mail');
  return {
    async send(message) {
      // nodemailer loads with the first mail, not at start-up.
      const { createTransport } = await import('nodemailer');
      const transport = createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
      const { message: bytes } = await transport.sendMail({ from, ...message });
      await mkdir(directory, { recursive: true });
      const file = join(
        directory,
        `${new Date().toISOString().replaceAll(':', '-')}-${crypto.randomUUID()}.eml`,
      );
      await writeFile(file, bytes as Buffer);
      logger.info(
        { to: message.to, subject: message.subject, file, ...(logText ? { text: message.text } : {}) },
        'mail written to a file (no SMTP_URL)',
      );
    },
  };
}
