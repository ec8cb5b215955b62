import {
  AppError,
  MESSAGES,
  STOCK_ALERT_CONFIRM_PATH,
  type StockAlertSubscribeInput,
  type StockAlertSubscribeResult,
} from '@partsmith/contracts';
import { type Database, products, stockAlerts, users } from '@partsmith/db';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { generateSecretToken, hashSecretToken } from '../accounts/secret-token';
import type { JobQueue } from '../jobs/job-queue';
import { confirmStockAlertMail } from './stock-alert-mails';
import { signUnsubscribeToken, unsubscribeKey } from './unsubscribe-token';

/** A visitor's address gets another confirmation mail at most this often. */
export const CONFIRM_MAIL_INTERVAL_MS = 10 * 60 * 1000;

const openAlert = { target: [stockAlerts.productId, stockAlerts.email], where: sql`notified_at is null` };

/**
 * "Email me when it is back" on a part that is out of stock. A signed-in buyer's account address is on the list
 * at once; a visitor's address counts only once the mailed link is opened. Asking again changes nothing (a
 * visitor's unconfirmed address gets a fresh link, at most every 10 minutes).
 */
export async function subscribeToStockAlert({
  db,
  jobs,
  now,
  publicUrl,
  userId,
  input,
}: {
  db: Database;
  jobs: JobQueue;
  now: () => Date;
  publicUrl: string;
  userId: string | null;
  input: StockAlertSubscribeInput;
}): Promise<StockAlertSubscribeResult> {
  return db.transaction(async (tx) => {
    const [product] = await tx
      .select({ name: products.name, quantity: products.quantity })
      .from(products)
      .where(and(eq(products.id, input.productId), isNull(products.deletedAt)));
    if (!product) throw new AppError('NOT_FOUND', MESSAGES.productNotFound);
    if (product.quantity > 0) throw new AppError('BAD_REQUEST', MESSAGES.stockAlertInStock);
    const at = now();

    if (userId) {
      const [user] = await tx
        .select({ email: users.email })
        .from(users)
        .where(and(eq(users.id, userId), isNull(users.deletedAt)));
      if (!user) throw new AppError('UNAUTHORIZED', MESSAGES.unauthorized);
      await tx
        .insert(stockAlerts)
        .values({ productId: input.productId, email: user.email.toLowerCase(), userId, confirmedAt: at })
        .onConflictDoUpdate({
          target: openAlert.target,
          targetWhere: openAlert.where,
          set: {
            userId,
            confirmedAt: sql`coalesce(${stockAlerts.confirmedAt}, ${at.toISOString()}::timestamptz)`,
          },
        });
      return { status: 'subscribed' };
    }

    if (!input.email) throw new AppError('BAD_REQUEST', MESSAGES.emailRequired);
    const email = input.email.toLowerCase();
    await tx
      .insert(stockAlerts)
      .values({ productId: input.productId, email })
      .onConflictDoNothing({ target: openAlert.target, where: openAlert.where });
    const [alert] = await tx
      .select()
      .from(stockAlerts)
      .where(
        and(
          eq(stockAlerts.productId, input.productId),
          eq(stockAlerts.email, email),
          isNull(stockAlerts.notifiedAt),
        ),
      )
      .for('update');
    if (!alert) throw new Error('stock alert not stored');
    const mailedRecently =
      alert.confirmMailedAt && at.getTime() - alert.confirmMailedAt.getTime() < CONFIRM_MAIL_INTERVAL_MS;
    if (alert.confirmedAt || mailedRecently) return { status: 'checkEmail' };
    const token = generateSecretToken();
    await tx
      .update(stockAlerts)
      .set({ confirmTokenHash: hashSecretToken(token), confirmMailedAt: at })
      .where(eq(stockAlerts.id, alert.id));
    const key = await unsubscribeKey(tx);
    await jobs.enqueue(
      tx,
      'mail',
      confirmStockAlertMail({
        to: email,
        productName: product.name,
        link: new URL(`${STOCK_ALERT_CONFIRM_PATH}?token=${token}`, publicUrl).href,
        unsubscribeToken: signUnsubscribeToken(key, email),
        publicUrl,
      }),
    );
    return { status: 'checkEmail' };
  });
}
