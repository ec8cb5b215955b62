import {
  carts,
  type Database,
  emailVerifications,
  idempotencyKeys,
  passwordResets,
  paymentEvents,
  sessions,
} from '@partsmith/db';
import { and, isNotNull, isNull, like, lt, lte, or } from 'drizzle-orm';
import { deleteInBatches } from './delete-in-batches';

const HOUR_MS = 3_600_000;
/** A client retries a request within minutes; a day covers any sane retry policy (Stripe's keys live 24 h too). */
const IDEMPOTENCY_KEY_RETENTION_MS = 24 * HOUR_MS;
/** Stripe stops redelivering an event after 3 days; a month of ids is ample to recognise a late duplicate. */
const WEBHOOK_EVENT_RETENTION_MS = 30 * 24 * HOUR_MS;
/** A visitor's cart nobody touched for a month is abandoned (its cookie expired with it); lines go with it. */
const GUEST_CART_RETENTION_MS = 30 * 24 * HOUR_MS;

export interface DeletedRows {
  sessions: number;
  idempotencyKeys: number;
  passwordResets: number;
  emailVerifications: number;
  webhookEvents: number;
  guestCarts: number;
}

/**
 * Deletes what no request can use any more: expired sessions, idempotency keys past their retention, reset and
 * verification links that expired or were used, the ids of old provider events (kept only to handle each
 * event once), and guest carts untouched for 30 days. Refund records and events tied to an order stay: they are that order's payment history.
 */
export async function deleteExpiredRows({
  db,
  now,
}: {
  db: Database;
  now: () => Date;
}): Promise<DeletedRows> {
  const at = now();
  const before = (milliseconds: number) => new Date(at.getTime() - milliseconds);
  return {
    sessions: await deleteInBatches(db, sessions, lte(sessions.expiresAt, at)),
    idempotencyKeys: await deleteInBatches(
      db,
      idempotencyKeys,
      lt(idempotencyKeys.createdAt, before(IDEMPOTENCY_KEY_RETENTION_MS)),
    ),
    passwordResets: await deleteInBatches(
      db,
      passwordResets,
      or(lte(passwordResets.expiresAt, at), isNotNull(passwordResets.usedAt)),
    ),
    emailVerifications: await deleteInBatches(
      db,
      emailVerifications,
      or(lte(emailVerifications.expiresAt, at), isNotNull(emailVerifications.usedAt)),
    ),
    webhookEvents: await deleteInBatches(
      db,
      paymentEvents,
      and(
        // Stripe's event ids; the shop's own refund records are `refund:…`.
        like(paymentEvents.id, 'evt\\_%'),
        isNull(paymentEvents.orderId),
        lt(paymentEvents.createdAt, before(WEBHOOK_EVENT_RETENTION_MS)),
      ),
    ),
    guestCarts: await deleteInBatches(
      db,
      carts,
      and(isNull(carts.userId), lt(carts.updatedAt, before(GUEST_CART_RETENTION_MS))),
    ),
  };
}
