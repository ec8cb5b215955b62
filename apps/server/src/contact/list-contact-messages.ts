import type { ContactMessage, ContactMessageListInput, Page } from '@partsmith/contracts';
import { contactMessages, type Database } from '@partsmith/db';
import { count, desc, isNotNull, isNull } from 'drizzle-orm';
import { pageOffset } from '../shared/page';
import { contactMessageColumns, toContactMessage } from './contact-message-row';

/** The inbox, newest first; `handled` narrows it to the handled or the waiting messages. */
export async function listContactMessages({
  db,
  input,
}: {
  db: Database;
  input: ContactMessageListInput;
}): Promise<Page<ContactMessage>> {
  const where =
    input.handled === undefined
      ? undefined
      : input.handled
        ? isNotNull(contactMessages.handledAt)
        : isNull(contactMessages.handledAt);
  const [rows, [totals]] = await Promise.all([
    db
      .select(contactMessageColumns)
      .from(contactMessages)
      .where(where)
      .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
      .limit(input.pageSize)
      .offset(pageOffset(input)),
    db.select({ total: count() }).from(contactMessages).where(where),
  ]);
  return { items: rows.map(toContactMessage), total: totals?.total ?? 0 };
}
