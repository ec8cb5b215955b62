import { formatOrderNumber } from '@partsmith/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertOrderOf, insertProduct } from '../../test/factories';
import { signedInAccount, stockOf } from '../../test/orders';
import { createTestApp, type TestApp } from '../../test/test-app';
import { trpcAs } from '../../test/trpc-client';
import { createOrderPayments } from '../payments/create-order-payments';
import { invoiceContent } from './invoice/invoice-content';
import { sweepExpiredOrders } from './sweep-expired-orders';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A customer's unpaid order of two parts, 3 bearings at $4.50 and 50 nuts at $0.12, with the stock left as given. */
async function twoLineOrder(reservedUntil?: Date) {
  const buyer = await signedInAccount(t);
  const bearing = await insertProduct(t.database.db, { name: 'Bearing 6204', priceCents: 450, quantity: 10 });
  const nuts = await insertProduct(t.database.db, { name: 'Hex nut M10', priceCents: 12, quantity: 500 });
  const order = await insertOrderOf(
    t.database.db,
    buyer.id,
    [
      { product: bearing, quantity: 3 },
      { product: nuts, quantity: 50 },
    ],
    'unpaid',
    reservedUntil,
  );
  return { buyer, bearing, nuts, order };
}

describe('an order of several parts (decision 0050)', () => {
  it('lists every line, in order, with the total of them all', async () => {
    const { buyer, bearing, nuts, order } = await twoLineOrder();
    const [mine] = (await trpcAs(t.app, buyer.cookie).orders.mine.query({})).items;
    expect(mine).toMatchObject({
      id: order.id,
      quantity: 53,
      totalCents: 1950,
      lines: [
        {
          lineNo: 1,
          productId: bearing.id,
          partNumber: bearing.partNumber,
          quantity: 3,
          lineTotalCents: 1350,
        },
        { lineNo: 2, productId: nuts.id, partNumber: nuts.partNumber, quantity: 50, lineTotalCents: 600 },
      ],
    });
    const invoice = invoiceContent(await trpcAs(t.app, buyer.cookie).orders.byId.query({ id: order.id }), {
      name: 'Partsmith',
      address: null,
    });
    expect(invoice.lines).toEqual([
      {
        description: `${bearing.partNumber} Bearing 6204`,
        quantity: '3',
        unitPrice: '$4.50',
        amount: '$13.50',
      },
      { description: `${nuts.partNumber} Hex nut M10`, quantity: '50', unitPrice: '$0.12', amount: '$6.00' },
    ]);
    expect(invoice.sums).toEqual([
      ['Subtotal', '$19.50'],
      ['Shipping', '$0.00'],
    ]);
    expect(invoice.total).toEqual(['Total', '$19.50']);
  });

  it('appears once in the spec’s REST list, its total as price, with its lines; a REST cancel restocks each', async () => {
    const { buyer, bearing, nuts, order } = await twoLineOrder();
    const list = await t.app.inject({ url: `/api/order?userEmail=${buyer.email}`, headers: buyer.bearer });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual([
      expect.objectContaining({
        _id: order.id,
        orderNumber: formatOrderNumber(order.number),
        productId: bearing.id,
        productName: 'Bearing 6204 and 1 more',
        price: 19.5,
        orderQuantity: 53,
        paid: false,
        status: null,
        lines: [
          {
            productId: bearing.id,
            partNumber: bearing.partNumber,
            productName: 'Bearing 6204',
            unitPrice: 4.5,
            orderQuantity: 3,
            price: 13.5,
          },
          {
            productId: nuts.id,
            partNumber: nuts.partNumber,
            productName: 'Hex nut M10',
            unitPrice: 0.12,
            orderQuantity: 50,
            price: 6,
          },
        ],
      }),
    ]);

    const cancel = await t.app.inject({
      method: 'DELETE',
      url: `/api/orders/${order.id}`,
      headers: buyer.bearer,
    });
    expect(cancel.json()).toEqual({ acknowledged: true, deletedCount: 1 });
    expect([await stockOf(t, bearing.id), await stockOf(t, nuts.id)]).toEqual([13, 550]);
  });

  it('gives every line’s stock back when its reservation runs out', async () => {
    const { bearing, nuts, order } = await twoLineOrder(new Date(Date.now() - 60_000));
    const swept = await sweepExpiredOrders({
      db: t.database.db,
      now: () => new Date(),
      jobs: t.app.jobs,
      payments: createOrderPayments({ gateway: null, jobs: t.app.jobs }),
    });
    expect(swept).toBeGreaterThanOrEqual(1);
    const one = await t.app.inject({
      url: `/api/orders/${order.id}`,
      headers: (await signedInAccount(t, 'admin')).bearer,
    });
    expect(one.json()).toMatchObject({ status: 'cancelled' });
    expect([await stockOf(t, bearing.id), await stockOf(t, nuts.id)]).toEqual([13, 550]);
  });
});
