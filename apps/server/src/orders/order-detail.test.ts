import { MESSAGES } from '@partsmith/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProduct } from '../../test/factories';
import { placeOrder, placePaidOrder, signedInAccount } from '../../test/orders';
import { createTestApp, type TestApp } from '../../test/test-app';
import { expectRefusal, trpcAs } from '../../test/trpc-client';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('orders.detail', () => {
  it('shows the owner the order, its number and its timeline: placed, then paid with the transaction id', async () => {
    const buyer = await signedInAccount(t);
    const product = await insertProduct(t.database.db, { priceCents: 1250 });
    const { order, paymentIntentId } = await placePaidOrder(t, buyer, product.id, 3);

    const detail = await trpcAs(t.app, buyer.cookie).orders.detail.query({ id: order.id });

    expect(detail).toMatchObject({ id: order.id, number: order.number, quantity: 3, totalCents: 3750 });
    expect(detail.status).toBe('paid');
    expect(detail.timeline.map(({ kind, reference }) => ({ kind, reference }))).toEqual([
      { kind: 'placed', reference: null },
      { kind: 'paid', reference: paymentIntentId },
    ]);
    expect(detail.timeline[0]?.at).toBe(order.createdAt);
  });

  it('adds shipped, or cancelled, each with its time', async () => {
    const [buyer, admin] = [await signedInAccount(t), await signedInAccount(t, 'admin')];
    const product = await insertProduct(t.database.db);
    const { order: shipped } = await placePaidOrder(t, buyer, product.id, 2);
    await trpcAs(t.app, admin.cookie).orders.ship.mutate({ id: shipped.id });
    const cancelled = await placeOrder(t, buyer, product.id, 2);
    await trpcAs(t.app, buyer.cookie).orders.cancel.mutate({ id: cancelled.id });

    const kinds = async (id: string) =>
      (await trpcAs(t.app, buyer.cookie).orders.detail.query({ id })).timeline.map((step) => step.kind);
    expect(await kinds(shipped.id)).toEqual(['placed', 'paid', 'shipped']);
    expect(await kinds(cancelled.id)).toEqual(['placed', 'cancelled']);
  });

  it('shows an admin any order, and answers another customer as if there were no such order', async () => {
    const [buyer, other, admin] = [
      await signedInAccount(t),
      await signedInAccount(t),
      await signedInAccount(t, 'admin'),
    ];
    const product = await insertProduct(t.database.db);
    const order = await placeOrder(t, buyer, product.id, 2);

    expect((await trpcAs(t.app, admin.cookie).orders.detail.query({ id: order.id })).id).toBe(order.id);
    const refusal = await expectRefusal(trpcAs(t.app, other.cookie).orders.detail.query({ id: order.id }));
    expect(refusal).toMatchObject({ status: 404, message: MESSAGES.orderNotFound });
    const visitor = await expectRefusal(trpcAs(t.app).orders.detail.query({ id: order.id }));
    expect(visitor.status).toBe(401);
  });
});
