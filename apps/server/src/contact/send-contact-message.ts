import type { ContactInput } from '@partsmith/contracts';
import { contactMessages, type Database } from '@partsmith/db';
import type { Mailer } from '../mail/mailer';
import type { BackgroundTasks } from '../shared/background-tasks';
import { contactMail } from './contact-mail';

export interface SendContactMessageOptions {
  db: Database;
  mailer: Mailer;
  background: BackgroundTasks;
  /** SHOP_EMAIL; without it the message waits in the admin inbox only. */
  shopEmail: string | undefined;
  input: ContactInput;
}

/** Stored first (the inbox is the record); the mail goes out after the answer, so a slow SMTP server delays nobody. */
export async function sendContactMessage(options: SendContactMessageOptions): Promise<void> {
  const { db, mailer, background, shopEmail, input } = options;
  await db.insert(contactMessages).values({ email: input.email, message: input.message });
  if (shopEmail) background.run('contact mail', () => mailer.send(contactMail({ to: shopEmail, input })));
}
