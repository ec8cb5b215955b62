import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestClock, MINUTE_MS } from '../../test/clock';
import { insertProduct } from '../../test/factories';
import { markPaidInDatabase, orderRow, placeOrder, signedInAccount, stockOf } from '../../test/orders';
import { pollUntil } from '../../test/poll';
import { createTestApp, type TestApp } from '../../test/test-app';
import { trpcAs } from '../../test/trpc-client';
import { createOrderPayments } from '../payments/create-order-payments';
import { sweepExpiredOrders } from './sweep-expired-orders';

const clock = createTestClock();
let t: TestApp;
beforeAll(async () => {
  // The default reservation: 30 minutes.
  t = await createTestApp({}, { now: clock.now, sweepIntervalMs: 50 });
});
afterAll(() => t.close());

describe('the reservation sweep', () => {
  it('cancels unpaid orders 30 minutes after placing and puts their stock back; younger and paid ones stay', async () => {
    const buyer = await signedInAccount(t);
    const product = await insertProduct(t.database.db, { quantity: 20 });
    const expiring = await placeOrder(t, buyer, product.id, 3);
    const paid = await placeOrder(t, buyer, product.id, 4);
    await markPaidInDatabase(t, paid.id);
    expect(expiring.payBy).toBe(new Date(Date.parse(expiring.createdAt) + 30 * MINUTE_MS).toISOString());
    clock.advance(29 * MINUTE_MS);
    const young = await placeOrder(t, buyer, product.id, 5);
    expect(await stockOf(t, product.id)).toBe(8);

    clock.advance(MINUTE_MS + 1000);
    // The app's own timer runs the sweep: that timer is what is under test, so poll for its work.
    await pollUntil(
      'the expired order cancelled',
      async () => (await orderRow(t, expiring.id))?.status === 'cancelled',
      {
        intervalMs: 25,
      },
    );

    expect(await orderRow(t, expiring.id)).toMatchObject({ status: 'cancelled', cancelledAt: clock.now() });
    expect((await orderRow(t, paid.id))?.status).toBe('paid');
    expect((await orderRow(t, young.id))?.status).toBe('unpaid');
    expect(await stockOf(t, product.id)).toBe(11);
  });

  it('cancels each order once: a second sweep finds nothing', async () => {
    const buyer = await signedInAccount(t);
    const product = await insertProduct(t.database.db, { quantity: 10 });
    await placeOrder(t, buyer, product.id, 2);
    const later = new Date(clock.now().getTime() + 31 * MINUTE_MS);
    const options = {
      db: t.database.db,
      now: () => later,
      jobs: t.app.jobs,
      payments: createOrderPayments({ gateway: null, jobs: t.app.jobs }),
    };
    // Earlier tests' orders expire too at this later time: what matters is that a second sweep finds nothing.
    expect(await sweepExpiredOrders(options)).toBeGreaterThanOrEqual(1);
    expect(await sweepExpiredOrders(options)).toBe(0);
    expect(await stockOf(t, product.id)).toBe(10);
  });

  it('holds an order as long as RESERVATION_MINUTES says when it was placed, and tells the buyer until when', async () => {
    const longer = await createTestApp({ RESERVATION_MINUTES: '90' }, { now: clock.now });
    try {
      const buyer = await signedInAccount(longer);
      const product = await insertProduct(longer.database.db, { quantity: 10 });
      const order = await placeOrder(longer, buyer, product.id, 2);
      expect(order.payBy).toBe(new Date(clock.now().getTime() + 90 * MINUTE_MS).toISOString());
      const sweepAt = (minutes: number) =>
        sweepExpiredOrders({
          db: longer.database.db,
          now: () => new Date(clock.now().getTime() + minutes * MINUTE_MS),
          jobs: longer.app.jobs,
          payments: createOrderPayments({ gateway: null, jobs: longer.app.jobs }),
        });
      expect(await sweepAt(89)).toBe(0);
      expect(await sweepAt(91)).toBe(1);
      const paymentPage = await trpcAs(longer.app, buyer.cookie).orders.byId.query({ id: order.id });
      expect(paymentPage).toMatchObject({ status: 'cancelled', payBy: null });
    } finally {
      await longer.close();
    }
  });
});
