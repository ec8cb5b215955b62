import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestClock, HOUR_MS } from '../../test/clock';
import { insertProduct } from '../../test/factories';
import { markPaidInDatabase, orderRow, placeOrder, signedInAccount, stockOf } from '../../test/orders';
import { pollUntil } from '../../test/poll';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createOrderPayments } from '../payments/create-order-payments';
import { sweepExpiredOrders } from './sweep-expired-orders';

const clock = createTestClock();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RESERVATION_HOURS: '48' }, { now: clock.now, sweepIntervalMs: 50 });
});
afterAll(() => t.close());

describe('the reservation sweep', () => {
  it('cancels unpaid orders older than RESERVATION_HOURS and puts their stock back; younger and paid ones stay', async () => {
    const buyer = await signedInAccount(t);
    const product = await insertProduct(t.database.db, { quantity: 20 });
    const expiring = await placeOrder(t, buyer, product.id, 3);
    const paid = await placeOrder(t, buyer, product.id, 4);
    await markPaidInDatabase(t, paid.id);
    clock.advance(47 * HOUR_MS);
    const young = await placeOrder(t, buyer, product.id, 5);
    expect(await stockOf(t, product.id)).toBe(8);

    clock.advance(HOUR_MS + 1000);
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
    const later = new Date(clock.now().getTime() + 49 * HOUR_MS);
    const options = {
      db: t.database.db,
      now: () => later,
      reservationHours: 48,
      payments: createOrderPayments({ gateway: null, jobs: t.app.jobs }),
    };
    // Earlier tests' orders expire too at this later time: what matters is that a second sweep finds nothing.
    expect(await sweepExpiredOrders(options)).toBeGreaterThanOrEqual(1);
    expect(await sweepExpiredOrders(options)).toBe(0);
    expect(await stockOf(t, product.id)).toBe(10);
  });
});
