import { AppError } from '@partsmith/contracts';
import { type Database, paymentEvents } from '@partsmith/db';
import type { FastifyBaseLogger } from 'fastify';
import type { Mailer } from '../mail/mailer';
import type { BackgroundTasks } from '../shared/background-tasks';
import { announcePaid } from './announce-paid';
import { markOrderPaid } from './mark-order-paid';
import type { PaymentGateway } from './payment-gateway';

export interface HandleStripeEventOptions {
  db: Database;
  now: () => Date;
  gateway: PaymentGateway;
  mailer: Mailer;
  background: BackgroundTasks;
  logger: FastifyBaseLogger;
  /** A verified event: its signature was checked before this runs. */
  event: { id: string; type: string; paymentIntentId: string | null };
}

/**
 * Each event id is handled once: recording it and marking the order paid commit together, so a duplicate
 * delivery (even a concurrent one) waits on the first and then finds it recorded. The intent is re-read from
 * Stripe rather than taken from the event, so only its current state counts.
 */
export async function handleStripeEvent(options: HandleStripeEventOptions): Promise<void> {
  const { db, now, gateway, logger, event } = options;
  const intentId = event.type === 'payment_intent.succeeded' ? event.paymentIntentId : null;
  const intent = intentId ? await gateway.retrieveIntent(intentId) : null;
  const change = await db.transaction(async (tx) => {
    const [fresh] = await tx
      .insert(paymentEvents)
      .values({ id: event.id, type: event.type })
      .onConflictDoNothing()
      .returning({ id: paymentEvents.id });
    if (!fresh || !intent?.orderId) return null;
    return markOrderPaid({ db: tx, now, intent, orderId: intent.orderId }).catch((error: unknown) => {
      if (!(error instanceof AppError)) throw error;
      logger.warn(
        { eventId: event.id, intentId: intent.id, reason: error.message },
        'payment event not applied',
      );
      return null;
    });
  });
  if (change) announcePaid(options, change);
}
