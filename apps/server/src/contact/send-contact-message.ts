import type { ContactInput } from '@partsmith/contracts';
import { contactMessages, type Database } from '@partsmith/db';
import type { JobQueue } from '../jobs/job-queue';
import { contactMail } from './contact-mail';

export interface SendContactMessageOptions {
  db: Database;
  jobs: JobQueue;
  /** SHOP_EMAIL; without it the message waits in the admin inbox only. */
  shopEmail: string | undefined;
  input: ContactInput;
}

/**
 * Stored (the inbox is the record) with its mail queued in the same transaction; the mail goes out after the
 * answer, so a slow or absent SMTP server delays nobody and loses nothing.
 */
export async function sendContactMessage(options: SendContactMessageOptions): Promise<void> {
  const { db, jobs, shopEmail, input } = options;
  await db.transaction(async (tx) => {
    await tx.insert(contactMessages).values({ email: input.email, message: input.message });
    if (shopEmail) await jobs.enqueue(tx, 'mail', contactMail({ to: shopEmail, input }));
  });
}
