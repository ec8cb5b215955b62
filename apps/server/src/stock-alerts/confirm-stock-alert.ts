import {
  AppError,
  MESSAGES,
  type StockAlertConfirmed,
  type StockAlertTokenInput,
} from '@partsmith/contracts';
import { type Database, products, stockAlerts } from '@partsmith/db';
import { and, eq, isNull } from 'drizzle-orm';
import { hashSecretToken, isWellFormedSecretToken } from '../accounts/secret-token';

/** A confirmation link lasts this long after it was mailed. */
export const CONFIRM_LINK_VALIDITY_MS = 24 * 60 * 60 * 1000;

/** A visitor opens the mailed link: the address is proven and the alert counts. Opening it again changes nothing. */
export async function confirmStockAlert({
  db,
  now,
  input,
}: {
  db: Database;
  now: () => Date;
  input: StockAlertTokenInput;
}): Promise<StockAlertConfirmed> {
  const invalid = new AppError('BAD_REQUEST', MESSAGES.stockAlertLinkInvalid);
  if (!isWellFormedSecretToken(input.token)) throw invalid;
  const at = now();
  return db.transaction(async (tx) => {
    const [alert] = await tx
      .select({
        id: stockAlerts.id,
        productId: stockAlerts.productId,
        productName: products.name,
        mailedAt: stockAlerts.confirmMailedAt,
        confirmedAt: stockAlerts.confirmedAt,
      })
      .from(stockAlerts)
      .innerJoin(products, eq(products.id, stockAlerts.productId))
      .where(
        and(
          eq(stockAlerts.confirmTokenHash, hashSecretToken(input.token)),
          isNull(stockAlerts.notifiedAt),
          isNull(products.deletedAt),
        ),
      )
      .for('update', { of: stockAlerts });
    if (!alert) throw invalid;
    if (!alert.confirmedAt) {
      if (!alert.mailedAt || at.getTime() - alert.mailedAt.getTime() > CONFIRM_LINK_VALIDITY_MS)
        throw invalid;
      await tx.update(stockAlerts).set({ confirmedAt: at }).where(eq(stockAlerts.id, alert.id));
    }
    return { productId: alert.productId, productName: alert.productName };
  });
}
