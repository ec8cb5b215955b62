import type { FastifyBaseLogger } from 'fastify';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Set by the mail job: the same on every attempt, so a mail sent twice is recognisably one. */
  messageId?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

export interface MailerOptions {
  smtpUrl: string | undefined;
  from: string;
  /** Where mail goes when there is no SMTP server: `<dataDir>/mail/*.eml`. */
  dataDir: string;
  /** Outside production the file mailer also logs each message's text, links included. */
  logText: boolean;
  logger: FastifyBaseLogger;
}
