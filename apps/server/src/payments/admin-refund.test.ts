import { auditLog, paymentEvents, testPaymentIntents } from '@partsmith/db';
import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { insertProduct } from '../../test/factories';
import { appTest as it } from '../../test/fixtures';
import {
  markPaidInDatabase,
  orderRow,
  placeOrder,
  placePaidOrder,
  signedInAccount,
  stockOf,
} from '../../test/orders';
import type { TestApp } from '../../test/test-app';
import { expectRefusal, trpcAs } from '../../test/trpc-client';

const auditOf = (t: TestApp, orderId: string) =>
  t.database.db.select().from(auditLog).where(eq(auditLog.targetId, orderId));
const eventsOf = (t: TestApp, orderId: string) =>
  t.database.db.select().from(paymentEvents).where(eq(paymentEvents.orderId, orderId));
const refundAt = (t: TestApp, id: string, headers: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: `/api/orders/${id}/refund`, headers });

describe('an admin refunds a paid order (test mode)', () => {
  it('gives the payment back, returns the stock, audits it and mails the customer, who sees Refunded', async ({
    t,
    mail,
  }) => {
    const [admin, buyer] = [await signedInAccount(t, 'admin'), await signedInAccount(t)];
    const product = await insertProduct(t.database.db, { quantity: 10, priceCents: 1500 });
    const { order, paymentIntentId } = await placePaidOrder(t, buyer, product.id, 4);
    await mail.takeMailTo(buyer.email);
    expect(await stockOf(t, product.id)).toBe(6);

    const refund = await trpcAs(t.app, admin.cookie).orders.refund.mutate({ id: order.id });
    expect(refund).toMatchObject({
      changed: true,
      order: { status: 'refunded', refundedAt: expect.any(String) },
    });
    const row = await orderRow(t, order.id);
    expect(row).toMatchObject({
      status: 'refunded',
      transactionId: paymentIntentId,
      refundedAt: expect.any(Date),
    });
    expect(row?.refundId).toMatch(/^re_\w+$/);
    expect(await stockOf(t, product.id)).toBe(10);
    const [intent] = await t.database.db
      .select()
      .from(testPaymentIntents)
      .where(eq(testPaymentIntents.id, paymentIntentId));
    expect(intent?.refundedCents).toBe(6000);
    expect(await auditOf(t, order.id)).toEqual([
      expect.objectContaining({
        actorId: admin.id,
        action: 'order.refund',
        before: { status: 'paid' },
        after: {
          status: 'refunded',
          refundId: row?.refundId,
          restocked: 4,
          creditNoteNumber: row?.creditNoteNumber,
        },
      }),
    ]);
    expect(await eventsOf(t, order.id)).toEqual([
      expect.objectContaining({
        id: `refund:${paymentIntentId}`,
        type: 'refund.created',
        paymentIntentId,
        detail: { refundId: row?.refundId, amountCents: 6000, reason: 'admin', actorId: admin.id },
      }),
    ]);
    const sent = await mail.takeMailTo(buyer.email);
    expect(sent.subject).toBe('Your Partsmith payment has been refunded');
    expect(sent.text).toContain('We have refunded your payment for this order in full.');

    const mine = await trpcAs(t.app, buyer.cookie).orders.mine.query({});
    expect(mine.items).toEqual([expect.objectContaining({ id: order.id, status: 'refunded' })]);
    const legacy = await t.app.inject({ url: `/api/orders/${order.id}`, headers: buyer.bearer });
    expect(legacy.json()).toMatchObject({ paid: false, status: 'refunded' });

    // A repeat (a double click, a retried request) changes nothing and refunds nothing.
    const again = await refundAt(t, order.id, admin.bearer);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ acknowledged: true, modifiedCount: 0 });
    expect(await auditOf(t, order.id)).toHaveLength(1);
    expect(await eventsOf(t, order.id)).toHaveLength(1);
    expect(await stockOf(t, product.id)).toBe(10);
  });

  it('refuses an unpaid, a shipped and a cancelled order with 409, changing nothing', async ({ t }) => {
    const [admin, buyer] = [await signedInAccount(t, 'admin'), await signedInAccount(t)];
    const product = await insertProduct(t.database.db, { quantity: 20 });
    const unpaid = await placeOrder(t, buyer, product.id, 2);
    const { order: shipped } = await placePaidOrder(t, buyer, product.id, 3);
    await trpcAs(t.app, admin.cookie).orders.ship.mutate({ id: shipped.id });
    const cancelled = await placeOrder(t, buyer, product.id, 4);
    await trpcAs(t.app, buyer.cookie).orders.cancel.mutate({ id: cancelled.id });
    const stock = await stockOf(t, product.id);

    for (const [order, status] of [
      [unpaid, 'unpaid'],
      [shipped, 'shipped'],
      [cancelled, 'cancelled'],
    ] as const) {
      const refused = await refundAt(t, order.id, admin.bearer);
      expect(refused.statusCode, status).toBe(409);
      expect(refused.json()).toEqual({ message: 'Only a paid order that has not shipped can be refunded' });
      expect((await orderRow(t, order.id))?.status).toBe(status);
      expect(await eventsOf(t, order.id)).toEqual([]);
    }
    expect(await stockOf(t, product.id)).toBe(stock);
    expect((await auditOf(t, unpaid.id)).length + (await auditOf(t, cancelled.id)).length).toBe(0);
    expect((await refundAt(t, crypto.randomUUID(), admin.bearer)).statusCode).toBe(404);
  });

  it('is for admins only: a customer gets 403 for their own paid order, anonymous 401', async ({ t }) => {
    const buyer = await signedInAccount(t);
    const order = await placeOrder(t, buyer, (await insertProduct(t.database.db)).id, 2);
    await markPaidInDatabase(t, order.id);

    const trpc = await expectRefusal(trpcAs(t.app, buyer.cookie).orders.refund.mutate({ id: order.id }));
    expect(trpc.status).toBe(403);
    const rest = await refundAt(t, order.id, buyer.bearer);
    expect(rest.statusCode).toBe(403);
    expect(rest.json()).toEqual({ message: 'Forbidden access' });
    expect((await refundAt(t, order.id, {})).statusCode).toBe(401);
    expect((await orderRow(t, order.id))?.status).toBe('paid');
  });
});
