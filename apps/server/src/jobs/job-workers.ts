import type { Mailer } from '../mail/mailer';
import type { PaymentGateway } from '../payments/payment-gateway';
import type { JobName, JobPayloads } from './job-queue';

export interface JobWorker<Name extends JobName> {
  /** Does the work; throwing fails this attempt, and pg-boss retries it later. Safe to run again. */
  run(payload: JobPayloads[Name], jobId: string): Promise<void>;
  /** One line for the admin's "Failed jobs" list. */
  describe(payload: JobPayloads[Name]): string;
}

export type JobWorkers = { [Name in JobName]: JobWorker<Name> };

export function createJobWorkers({
  mailer,
  gateway,
  backInStock,
}: {
  mailer: Mailer;
  gateway: PaymentGateway | null;
  /** Queues the mails of a part's waiting subscribers (stock-alerts/send-back-in-stock-mails.ts). */
  backInStock: (productId: string) => Promise<void>;
}): JobWorkers {
  return {
    mail: {
      // A retry after a send whose completion was not recorded repeats the Message-ID, so the copy is recognisable.
      run: (message, jobId) => mailer.send({ ...message, messageId: `<${jobId}@jobs.partsmith>` }),
      describe: (message) => `Mail "${message.subject}" to ${message.to}`,
    },
    'payment-intent-cancel': {
      async run({ paymentIntentId }) {
        if (!gateway) throw new Error('card payments are off: STRIPE_SECRET_KEY is not set');
        await gateway.cancelIntent(paymentIntentId);
      },
      describe: ({ paymentIntentId }) => `Cancel payment intent ${paymentIntentId}`,
    },
    'back-in-stock': {
      run: ({ productId }) => backInStock(productId),
      describe: ({ productId }) => `Back-in-stock mails for part ${productId}`,
    },
  };
}
