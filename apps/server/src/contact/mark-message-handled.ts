import { AppError, type ContactMessage, MESSAGES } from '@partsmith/contracts';
import { contactMessages, type Database } from '@partsmith/db';
import { and, eq, isNull } from 'drizzle-orm';
import { contactMessageColumns, toContactMessage } from './contact-message-row';

/** Marks a message handled; one already handled keeps its first time. */
export async function markMessageHandled({
  db,
  id,
  now,
}: {
  db: Database;
  id: string;
  now: () => Date;
}): Promise<ContactMessage> {
  await db
    .update(contactMessages)
    .set({ handledAt: now() })
    .where(and(eq(contactMessages.id, id), isNull(contactMessages.handledAt)));
  const [row] = await db
    .select(contactMessageColumns)
    .from(contactMessages)
    .where(eq(contactMessages.id, id));
  if (!row) throw new AppError('NOT_FOUND', MESSAGES.messageNotFound);
  return toContactMessage(row);
}
