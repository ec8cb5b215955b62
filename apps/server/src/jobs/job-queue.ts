import type { Database } from '@partsmith/db';
import type { MailMessage } from '../mail/mailer';

/** Each kind of durable work and what its worker needs; a mail is stored rendered (its links hold one-time tokens). */
export interface JobPayloads {
  mail: MailMessage;
  'payment-intent-cancel': { paymentIntentId: string };
  /** A part went from none in stock to some: mail who waits for it (decision 0058). */
  'back-in-stock': { productId: string };
}

export type JobName = keyof JobPayloads;

export const JOB_NAMES: readonly JobName[] = ['mail', 'payment-intent-cancel', 'back-in-stock'];

/** The transaction a job joins: Drizzle's, on either driver. */
export type JobTransaction = Pick<Database, 'execute'>;

/** Work that must not be lost: a mail, a gateway call. */
export interface JobQueue {
  /**
   * Adds the job inside `tx`, so it exists if and only if the change that causes it commits; a worker (on any
   * instance) runs it after the commit and retries it with backoff until it succeeds or its retries run out.
   */
  enqueue<Name extends JobName>(tx: JobTransaction, name: Name, payload: JobPayloads[Name]): Promise<void>;
}
