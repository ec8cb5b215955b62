import { orders, returns, shipments, testPaymentIntents } from '@partsmith/db';
import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { auditEntriesOf } from '../../test/audit';
import { DAY_MS } from '../../test/clock';
import { insertOrderOf, insertProduct } from '../../test/factories';
import { appTest as it, type Mail } from '../../test/fixtures';
import { orderRow, payOrder, type SignedInAccount, signedInAccount, stockOf } from '../../test/orders';
import { pdfText } from '../../test/pdf-text';
import type { TestApp } from '../../test/test-app';
import { expectRefusal, trpcAs } from '../../test/trpc-client';

/**
 * A shipped checkout order: 3 × $12.50 (line 1) and 1 × $9.99 (line 2), $4.95 shipping, 20% VAT on goods and
 * shipping, rounded per line (750 + 200 + 99 = 1049): $62.93 paid in test mode.
 */
async function shippedOrder(t: TestApp, buyer: SignedInAccount, admin: SignedInAccount, stock = 5) {
  const bearing = await insertProduct(t.database.db, {
    name: 'Bearing 6204',
    priceCents: 1250,
    quantity: stock,
  });
  const bolt = await insertProduct(t.database.db, { name: 'Bolt M8', priceCents: 999, quantity: 10 });
  const placed = await insertOrderOf(
    t.database.db,
    buyer.id,
    [
      { product: bearing, quantity: 3 },
      { product: bolt, quantity: 1 },
    ],
    'unpaid',
    undefined,
    { shippingCents: 495, taxes: [{ name: 'VAT', rateBasisPoints: 2000, taxCents: 1049 }] },
  );
  const { paymentIntentId } = await payOrder(t, buyer, placed.id);
  await trpcAs(t.app, admin.cookie).orders.ship.mutate({ id: placed.id });
  return { orderId: placed.id, bearing, bolt, paymentIntentId };
}

const refundedCentsOf = async (t: TestApp, paymentIntentId: string) => {
  const [intent] = await t.database.db
    .select({ cents: testPaymentIntents.refundedCents })
    .from(testPaymentIntents)
    .where(eq(testPaymentIntents.id, paymentIntentId));
  return intent?.cents;
};

const subjectsTo = async (mail: Mail, email: string) =>
  (await mail.untakenMailTo(email)).map((message) => message.subject);

describe('returns', () => {
  it('a buyer returns a line; the admin approves, receives it good (stock back, alert fired) and refunds its share with tax, once', async ({
    t,
    mail,
    customer: buyer,
    admin,
  }) => {
    const { orderId, bearing, paymentIntentId } = await shippedOrder(t, buyer, admin, 0);
    const waiting = await signedInAccount(t);
    await trpcAs(t.app, waiting.cookie).stockAlerts.subscribe.mutate({ productId: bearing.id });
    const customer = trpcAs(t.app, buyer.cookie);
    const staff = trpcAs(t.app, admin.cookie);
    const before = await customer.returns.forOrder.query({ orderId });
    expect(before).toMatchObject({
      open: true,
      returns: [],
      returnable: [
        { lineNo: 1, units: 3 },
        { lineNo: 2, units: 1 },
      ],
    });
    expect(before.lastDay).toBe(new Date(Date.now() + 30 * DAY_MS).toISOString().slice(0, 10));

    const requested = await customer.returns.request.mutate({
      orderId,
      lines: [{ lineNo: 1, quantity: 1 }],
      reason: 'damaged',
      note: 'Cracked outer ring',
    });
    expect(requested).toMatchObject({
      status: 'requested',
      reason: 'damaged',
      lines: [{ lineNo: 1, quantity: 1, condition: null }],
    });
    expect((await customer.returns.forOrder.query({ orderId })).returnable[0]).toEqual({
      lineNo: 1,
      units: 2,
    });

    const approved = await staff.admin.returns.approve.mutate({
      id: requested.id,
      note: 'Send it to the workshop',
    });
    expect(approved).toMatchObject({ status: 'approved', adminNote: 'Send it to the workshop' });
    const listed = await staff.admin.returns.list.query({ status: 'approved' });
    expect(listed.items.map((item) => item.id)).toContain(requested.id);
    expect(
      (await staff.admin.returns.list.query({ status: 'refused' })).items.map((item) => item.id),
    ).not.toContain(requested.id);

    const received = await staff.admin.returns.receive.mutate({
      id: requested.id,
      lines: [{ lineNo: 1, condition: 'good' }],
    });
    expect(received).toMatchObject({ status: 'received', lines: [{ condition: 'good' }] });
    expect(await stockOf(t, bearing.id)).toBe(1);

    const refunded = await staff.admin.returns.refund.mutate({ id: requested.id });
    // 1 × $12.50 and its 20% VAT; no shipping while the rest of the order is still with the buyer.
    expect(refunded).toMatchObject({
      status: 'refunded',
      refundCents: 1500,
      refundId: expect.stringMatching(/^re_/),
    });
    expect(refunded.creditNoteNumber).toEqual(expect.any(Number));
    // A retried click gives nothing more back.
    expect(await staff.admin.returns.refund.mutate({ id: requested.id })).toMatchObject({
      refundCents: 1500,
    });
    expect(await refundedCentsOf(t, paymentIntentId)).toBe(1500);
    expect((await orderRow(t, orderId))?.status).toBe('shipped');

    const audit = await auditEntriesOf(t, requested.id);
    expect(audit.map((entry) => [entry.action, entry.actorId])).toEqual([
      ['return.approve', admin.id],
      ['return.receive', admin.id],
      ['return.refund', admin.id],
    ]);
    expect(audit[2]?.after).toMatchObject({ status: 'refunded', refundCents: 1500 });
    expect(await subjectsTo(mail, buyer.email)).toEqual(
      expect.arrayContaining([
        'We have your Partsmith return request',
        'Your Partsmith return is approved',
        'We have received your Partsmith return',
        'Your Partsmith return has been refunded',
      ]),
    );
    expect(await subjectsTo(mail, waiting.email)).toContain('Back in stock: Bearing 6204');

    const detail = await customer.orders.detail.query({ id: orderId });
    expect(detail.timeline.map((step) => step.kind)).toEqual([
      'placed',
      'paid',
      'shipped',
      'returnRequested',
      'returnApproved',
      'returnReceived',
      'returnRefunded',
    ]);
    const pdf = await t.app.inject({
      url: `/api/orders/${orderId}/returns/${requested.id}/credit-note.pdf`,
      headers: buyer.bearer,
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain('Credit note CN-');
    expect(text).toContain('$15.00');
    const stranger = await signedInAccount(t);
    const hidden = await t.app.inject({
      url: `/api/orders/${orderId}/returns/${requested.id}/credit-note.pdf`,
      headers: stranger.bearer,
    });
    expect(hidden.statusCode).toBe(404);
  });

  it('the last units bring shipping and its tax back; damaged goods are not restocked; the order becomes refunded; never more than paid', async ({
    t,
    customer: buyer,
    admin,
  }) => {
    const { orderId, bearing, bolt, paymentIntentId } = await shippedOrder(t, buyer, admin);
    const customer = trpcAs(t.app, buyer.cookie);
    const staff = trpcAs(t.app, admin.cookie);
    const walk = async (lines: { lineNo: number; quantity: number }[], condition: 'good' | 'damaged') => {
      const item = await customer.returns.request.mutate({ orderId, lines, reason: 'not_needed' });
      await staff.admin.returns.approve.mutate({ id: item.id });
      await staff.admin.returns.receive.mutate({
        id: item.id,
        lines: lines.map(({ lineNo }) => ({ lineNo, condition })),
      });
      return staff.admin.returns.refund.mutate({ id: item.id });
    };
    expect((await walk([{ lineNo: 1, quantity: 1 }], 'good')).refundCents).toBe(1500);
    const last = await walk(
      [
        { lineNo: 1, quantity: 2 },
        { lineNo: 2, quantity: 1 },
      ],
      'damaged',
    );
    // 2 × $12.50 + $9.99 + $4.95 shipping, each with its VAT: the rest of the $62.93 paid.
    expect(last.refundCents).toBe(2500 + 500 + 999 + 200 + 495 + 99);
    expect(await refundedCentsOf(t, paymentIntentId)).toBe(6293);
    expect(await stockOf(t, bearing.id)).toBe(6);
    expect(await stockOf(t, bolt.id)).toBe(10);
    expect(await orderRow(t, orderId)).toMatchObject({
      status: 'refunded',
      refundId: last.refundId,
      creditNoteNumber: null,
    });
    expect(await customer.returns.forOrder.query({ orderId })).toMatchObject({ open: false });

    // The database refuses refunds over the total whatever writes them.
    await expect(
      t.database.db.update(returns).set({ refundCents: 6293 }).where(eq(returns.id, last.id)),
    ).rejects.toThrow();
  });

  it('a partly shipped order returns only what its parcels carried, within the days of its latest parcel', async ({
    t,
    customer: buyer,
    admin,
  }) => {
    const part = await insertProduct(t.database.db, { priceCents: 1250, quantity: 10 });
    const placed = await insertOrderOf(t.database.db, buyer.id, [{ product: part, quantity: 4 }], 'unpaid');
    await payOrder(t, buyer, placed.id);
    const staff = trpcAs(t.app, admin.cookie);
    await staff.admin.shipments.create.mutate({
      orderId: placed.id,
      lines: [{ lineNo: 1, quantity: 1 }],
      carrier: 'dhl',
      trackingNumber: '1234567890',
    });
    const customer = trpcAs(t.app, buyer.cookie);
    expect(await customer.returns.forOrder.query({ orderId: placed.id })).toMatchObject({
      open: true,
      returnable: [{ lineNo: 1, units: 1 }],
      lastDay: new Date(Date.now() + 30 * DAY_MS).toISOString().slice(0, 10),
    });
    const ask = (quantity: number) =>
      customer.returns.request.mutate({
        orderId: placed.id,
        lines: [{ lineNo: 1, quantity }],
        reason: 'damaged',
      });
    expect(await expectRefusal(ask(2))).toMatchObject({
      status: 400,
      message: 'Line 1: at most 1 unit can be returned',
    });
    expect(await ask(1)).toMatchObject({ status: 'requested' });
    expect(await orderRow(t, placed.id)).toMatchObject({ status: 'partly_shipped' });
  });

  it('refuses a return after the window, over the bound, of another customer or of an unshipped order, writing nothing', async ({
    t,
    customer: buyer,
    admin,
  }) => {
    const { orderId } = await shippedOrder(t, buyer, admin);
    const customer = trpcAs(t.app, buyer.cookie);
    const ask = (lines: { lineNo: number; quantity: number }[], id = orderId, as = customer) =>
      expectRefusal(as.returns.request.mutate({ orderId: id, lines, reason: 'wrong_part' }));

    expect(await ask([{ lineNo: 1, quantity: 4 }])).toMatchObject({
      status: 400,
      message: 'Line 1: at most 3 units can be returned',
    });
    expect(await ask([{ lineNo: 3, quantity: 1 }])).toMatchObject({
      status: 400,
      message: 'This order has no line 3',
    });
    const other = await signedInAccount(t);
    expect(await ask([{ lineNo: 1, quantity: 1 }], orderId, trpcAs(t.app, other.cookie))).toMatchObject({
      status: 404,
    });
    const other2 = await expectRefusal(
      customer.returns.request.mutate({ orderId, lines: [{ lineNo: 1, quantity: 1 }], reason: 'other' }),
    );
    expect(other2).toMatchObject({ status: 400, message: 'Tell us why in a few words' });

    const unshipped = await insertOrderOf(
      t.database.db,
      buyer.id,
      [{ product: await insertProduct(t.database.db), quantity: 2 }],
      'paid',
    );
    expect(await ask([{ lineNo: 1, quantity: 1 }], unshipped.id)).toMatchObject({
      status: 400,
      message: 'Only a shipped order can have parts returned',
    });

    // Two requests at once for more than is left between them: the order's lock lets exactly one through.
    const both = await Promise.allSettled(
      [1, 2].map(() =>
        customer.returns.request.mutate({
          orderId,
          lines: [{ lineNo: 1, quantity: 2 }],
          reason: 'wrong_part',
        }),
      ),
    );
    const won = both.filter((outcome) => outcome.status === 'fulfilled');
    expect(won).toHaveLength(1);
    const first = (
      won[0] as PromiseFulfilledResult<Awaited<ReturnType<typeof customer.returns.request.mutate>>>
    ).value;
    expect(await ask([{ lineNo: 1, quantity: 2 }])).toMatchObject({
      message: 'Line 1: at most 1 unit can be returned',
    });
    // A refused return gives its units back to ask for again; refusing needs words.
    const staff = trpcAs(t.app, admin.cookie);
    expect(await expectRefusal(staff.admin.returns.refuse.mutate({ id: first.id, note: '' }))).toMatchObject({
      status: 400,
    });
    expect(await staff.admin.returns.refuse.mutate({ id: first.id, note: 'Fitted and used' })).toMatchObject({
      status: 'refused',
    });
    expect(
      await expectRefusal(
        staff.admin.returns.receive.mutate({ id: first.id, lines: [{ lineNo: 1, condition: 'good' }] }),
      ),
    ).toMatchObject({
      status: 409,
      message: 'Only an approved return can be marked received',
    });
    expect((await customer.returns.forOrder.query({ orderId })).returnable[0]).toEqual({
      lineNo: 1,
      units: 3,
    });

    // The window counts from the order's last parcel (decision 0068, amended).
    const monthAgo = new Date(Date.now() - 31 * DAY_MS);
    await t.database.db.update(orders).set({ shippedAt: monthAgo }).where(eq(orders.id, orderId));
    await t.database.db.update(shipments).set({ createdAt: monthAgo }).where(eq(shipments.orderId, orderId));
    const late = await ask([{ lineNo: 1, quantity: 1 }]);
    expect(late.status).toBe(400);
    expect(late.message).toMatch(/^The return window for this order closed on /);
    expect(await customer.returns.forOrder.query({ orderId })).toMatchObject({
      open: false,
      returns: [{ status: 'refused' }],
    });
  });
});
