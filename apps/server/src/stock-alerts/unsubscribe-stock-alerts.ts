import {
  AppError,
  MESSAGES,
  type StockAlertTokenInput,
  type StockAlertUnsubscribed,
} from '@partsmith/contracts';
import { type Database, stockAlerts } from '@partsmith/db';
import { and, eq, isNull } from 'drizzle-orm';
import { readUnsubscribeToken, unsubscribeKey } from './unsubscribe-token';

/** A mail's unsubscribe link, no sign-in needed: every waiting alert of the address it was signed for ends. */
export async function unsubscribeStockAlerts({
  db,
  input,
}: {
  db: Database;
  input: StockAlertTokenInput;
}): Promise<StockAlertUnsubscribed> {
  const email = readUnsubscribeToken(await unsubscribeKey(db), input.token);
  if (!email) throw new AppError('BAD_REQUEST', MESSAGES.stockAlertLinkInvalid);
  const ended = await db
    .delete(stockAlerts)
    .where(and(eq(stockAlerts.email, email), isNull(stockAlerts.notifiedAt)))
    .returning({ id: stockAlerts.id });
  return { email, cancelled: ended.length };
}
