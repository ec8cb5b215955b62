import { AppError, isUuid } from '@partsmith/contracts';
import { type Database, paymentEvents } from '@partsmith/db';
import type { JobQueue } from '../jobs/job-queue';
import { lockOrder } from '../orders/lock-order';
import type { PaymentGateway } from './payment-gateway';
import { type Settlement, settlePayment } from './settle-payment';

export interface HandleStripeEventOptions {
  db: Database;
  now: () => Date;
  gateway: PaymentGateway;
  jobs: JobQueue;
  publicUrl: string;
  event: StripeEvent;
}

/** A verified event: its signature was checked before this runs. */
export interface StripeEvent {
  id: string;
  type: string;
  paymentIntentId: string | null;
}

/** What became of an event; the webhook logs why one was ignored. */
export type StripeEventOutcome =
  | { status: 'settled'; settlement: Settlement }
  | { status: 'duplicate' }
  | { status: 'ignored'; reason: string };

/**
 * Each event id is handled once: recording it and settling the payment (paid, or refunded when the order is no
 * longer payable) commit together, so a duplicate delivery, even a concurrent one, waits on the first and then
 * finds it recorded. A refund the provider refuses throws: nothing is recorded, and Stripe delivers the event
 * again later. The intent is re-read from Stripe rather than taken from the event, so only its current state
 * counts.
 */
export async function handleStripeEvent(options: HandleStripeEventOptions): Promise<StripeEventOutcome> {
  const { db, now, gateway, jobs, publicUrl, event } = options;
  if (event.type !== 'payment_intent.succeeded')
    return { status: 'ignored', reason: 'an event type the shop does not use' };
  if (!event.paymentIntentId) return { status: 'ignored', reason: 'no payment intent in the event' };
  const intent = await gateway.retrieveIntent(event.paymentIntentId);
  if (!intent) return { status: 'ignored', reason: 'Stripe knows no such payment intent' };
  const orderId = intent.orderId && isUuid(intent.orderId) ? intent.orderId : null;
  const outcome = await db.transaction(async (tx): Promise<StripeEventOutcome> => {
    // The order first: this event then waits for a confirm, cancel or sweep of the same order, and they for it.
    const order = orderId ? await lockOrder(tx, orderId) : null;
    const [fresh] = await tx
      .insert(paymentEvents)
      .values({ id: event.id, type: event.type, orderId: order?.id ?? null, paymentIntentId: intent.id })
      .onConflictDoNothing()
      .returning({ id: paymentEvents.id });
    if (!fresh) return { status: 'duplicate' };
    if (!order) return { status: 'ignored', reason: 'the payment intent names no order of this shop' };
    try {
      const settlement = await settlePayment(tx, {
        now,
        gateway: gateway.within(tx),
        jobs,
        publicUrl,
        intent,
        orderId: order.id,
      });
      return { status: 'settled', settlement };
    } catch (error) {
      // A payment that does not fit its order (another amount, another order's intent) changes nothing.
      if (error instanceof AppError) return { status: 'ignored', reason: error.message };
      throw error;
    }
  });
  return outcome;
}
