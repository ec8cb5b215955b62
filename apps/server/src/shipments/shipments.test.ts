import { MESSAGES, SHIPMENT_MESSAGES } from '@partsmith/contracts';
import { orders, shipmentLines, shipments } from '@partsmith/db';
import { testDatabaseTarget } from '@partsmith/db/testing';
import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { auditEntriesOf } from '../../test/audit';
import { insertOrderOf, insertProduct } from '../../test/factories';
import { appTest as it } from '../../test/fixtures';
import type { SignedInAccount } from '../../test/orders';
import { pdfText } from '../../test/pdf-text';
import type { TestApp } from '../../test/test-app';
import { expectRefusal, outcomeOf, trpcAs } from '../../test/trpc-client';
import { sqlStateOf } from '../shared/database-error';

/** A paid order of 5 bolts and 2 nuts, going to a checkout's address. */
async function paidOrder(t: TestApp, buyer: SignedInAccount) {
  const tag = crypto.randomUUID().slice(0, 6);
  const bolt = await insertProduct(t.database.db, { name: 'Hex bolt M8', partNumber: `BLT-${tag}` });
  const nut = await insertProduct(t.database.db, { name: 'Lock nut M8', partNumber: `NUT-${tag}` });
  const order = await insertOrderOf(
    t.database.db,
    buyer.id,
    [
      { product: bolt, quantity: 5 },
      { product: nut, quantity: 2 },
    ],
    'paid',
    undefined,
    {
      shipTo: {
        recipient: 'Acme Tooling',
        line1: '400 Mill Road',
        line2: '',
        city: 'Dayton',
        region: 'OH',
        postcode: '45402',
        country: 'US',
      },
    },
  );
  await t.database.db
    .update(orders)
    .set({ transactionId: `pi_${tag}`, paidAt: new Date() })
    .where(eq(orders.id, order.id));
  return { order, bolt, nut };
}

const legacyOf = async (t: TestApp, orderId: string, buyer: SignedInAccount) =>
  (await t.app.inject({ url: `/api/orders/${orderId}`, headers: buyer.bearer })).json();

describe('shipping an order in parcels', () => {
  it('ships two parcels with tracking: partly shipped, then shipped; each mailed with its link, audited, shown to the buyer', async ({
    t,
    mail,
    admin,
    customer,
  }) => {
    const { order } = await paidOrder(t, customer);
    const ship = trpcAs(t.app, admin.cookie).admin.shipments;

    const first = await ship.create.mutate({
      orderId: order.id,
      lines: [{ lineNo: 1, quantity: 3 }],
      carrier: 'ups',
      trackingNumber: ' 1Z 999 AA1 ',
    });
    expect(first.lines.map(({ lineNo, ordered, shipped }) => [lineNo, ordered, shipped])).toEqual([
      [1, 5, 3],
      [2, 2, 0],
    ]);
    const legacy = await legacyOf(t, order.id, customer);
    expect(legacy).toMatchObject({ paid: true, status: 'pending', partlyShipped: true });
    const firstMail = await mail.takeMailTo(customer.email);
    expect(firstMail.subject).toBe('Part of your Partsmith order has shipped');
    expect(firstMail.text).toContain('3 × Hex bolt M8');
    expect(firstMail.text).not.toContain('Lock nut');
    expect(firstMail.text).toContain('https://www.ups.com/track?tracknum=1Z999AA1');

    const second = await ship.create.mutate({
      orderId: order.id,
      lines: [
        { lineNo: 1, quantity: 2 },
        { lineNo: 2, quantity: 2 },
      ],
      carrier: 'dhl',
      trackingNumber: 'JD0146000032',
    });
    expect(second.shipments.map((parcel) => [parcel.number, parcel.carrier, parcel.trackingNumber])).toEqual([
      [1, 'ups', '1Z 999 AA1'],
      [2, 'dhl', 'JD0146000032'],
    ]);
    const secondMail = await mail.takeMailTo(customer.email);
    expect(secondMail.subject).toBe('Your Partsmith order has shipped');
    expect(secondMail.html).toContain(
      'href="https://www.dhl.com/global-en/home/tracking.html?tracking-id=JD0146000032"',
    );

    const detail = await trpcAs(t.app, customer.cookie).orders.detail.query({ id: order.id });
    expect(detail.status).toBe('shipped');
    expect(
      detail.shipments.map((parcel) => [parcel.trackingUrl, parcel.lines.map((line) => line.quantity)]),
    ).toEqual([
      ['https://www.ups.com/track?tracknum=1Z999AA1', [3]],
      ['https://www.dhl.com/global-en/home/tracking.html?tracking-id=JD0146000032', [2, 2]],
    ]);
    expect(detail.timeline.map((step) => [step.kind, step.reference])).toEqual([
      ['placed', null],
      ['paid', expect.any(String)],
      ['partly_shipped', 'UPS 1Z 999 AA1'],
      ['shipped', 'DHL JD0146000032'],
    ]);
    const legacyShipped = await legacyOf(t, order.id, customer);
    expect(legacyShipped).toMatchObject({ paid: true, status: 'shipped' });
    expect(legacyShipped).not.toHaveProperty('partlyShipped');
    expect(await auditEntriesOf(t, order.id)).toEqual([
      expect.objectContaining({
        actorId: admin.id,
        action: 'order.ship',
        after: { status: 'partly_shipped' },
      }),
      expect.objectContaining({ actorId: admin.id, action: 'order.ship', after: { status: 'shipped' } }),
    ]);
    expect(await auditEntriesOf(t, first.shipments[0]?.id ?? '')).toEqual([
      expect.objectContaining({
        action: 'shipment.create',
        after: expect.objectContaining({ carrier: 'ups', lines: [{ lineNo: 1, quantity: 3 }] }),
      }),
    ]);
  });

  it('refuses over-shipping, unknown lines and bad tracking numbers with a message, writing nothing', async ({
    t,
    admin,
    customer,
  }) => {
    const { order } = await paidOrder(t, customer);
    const ship = trpcAs(t.app, admin.cookie).admin.shipments;
    const parcel = (lineNo: number, quantity: number, trackingNumber = 'AB-1') =>
      ship.create.mutate({
        orderId: order.id,
        lines: [{ lineNo, quantity }],
        carrier: 'dpd',
        trackingNumber,
      });

    await parcel(2, 1);
    expect(await expectRefusal(parcel(2, 2))).toMatchObject({
      status: 409,
      message: SHIPMENT_MESSAGES.tooMany(2, 1),
    });
    expect(await expectRefusal(parcel(3, 1))).toMatchObject({
      status: 400,
      message: SHIPMENT_MESSAGES.lineUnknown(3),
    });
    expect(await expectRefusal(parcel(1, 1, '12/34'))).toMatchObject({
      status: 400,
      message: SHIPMENT_MESSAGES.trackingInvalid,
    });
    expect(await expectRefusal(parcel(1, 1, ''))).toMatchObject({
      status: 400,
      message: SHIPMENT_MESSAGES.trackingRequired,
    });
    expect((await ship.list.query({ orderId: order.id })).shipments).toHaveLength(1);
    // A partly shipped order is not refunded whole: the rule of the state machine (decision 0067).
    const refund = await expectRefusal(trpcAs(t.app, admin.cookie).orders.refund.mutate({ id: order.id }));
    expect([refund.status, refund.message]).toEqual([409, MESSAGES.onlyPaidRefunded]);

    // The legacy "mark shipped" sends everything left as one parcel without tracking; again, it changes nothing.
    const put = () =>
      t.app.inject({
        method: 'PUT',
        url: `/api/orders/${order.id}`,
        headers: admin.bearer,
        payload: { status: 'shipped' },
      });
    expect((await put()).json()).toMatchObject({ acknowledged: true, modifiedCount: 1 });
    expect((await put()).json()).toMatchObject({ modifiedCount: 0 });
    const after = await ship.list.query({ orderId: order.id });
    expect(after.lines.map((line) => line.ordered - line.shipped)).toEqual([0, 0]);
    expect(after.shipments[1]).toMatchObject({
      number: 2,
      carrier: 'other',
      trackingNumber: null,
      trackingUrl: null,
    });
    expect(await expectRefusal(parcel(1, 1))).toMatchObject({
      status: 409,
      message: SHIPMENT_MESSAGES.onlyPaidShipped,
    });
  });

  it('keeps shipping and packing slips to admins; the slip lists the parcel’s lines without prices', async ({
    t,
    admin,
    customer,
  }) => {
    const { order, bolt } = await paidOrder(t, customer);
    const refused = await expectRefusal(
      trpcAs(t.app, customer.cookie).admin.shipments.create.mutate({
        orderId: order.id,
        lines: [{ lineNo: 1, quantity: 1 }],
        carrier: 'other',
      }),
    );
    expect(refused.status).toBe(403);
    const { shipments: parcels } = await trpcAs(t.app, admin.cookie).admin.shipments.create.mutate({
      orderId: order.id,
      lines: [{ lineNo: 1, quantity: 4 }],
      carrier: 'royal_mail',
      trackingNumber: 'AB123456789GB',
    });
    const url = `/api/orders/${order.id}/shipments/${parcels[0]?.id}/packing-slip.pdf`;
    const slip = await t.app.inject({ url, headers: admin.bearer });
    expect(slip.statusCode).toBe(200);
    expect(slip.headers['content-type']).toBe('application/pdf');
    expect(slip.headers['content-disposition']).toMatch(
      /^attachment; filename="packing-slip-PS-\d{6}-1\.pdf"$/,
    );
    const text = pdfText(slip.rawPayload);
    for (const shown of [
      'Packing slip',
      'Acme Tooling',
      '400 Mill Road',
      bolt.partNumber,
      'Hex bolt M8',
      '4',
    ])
      expect(text).toContain(shown);
    expect(text).not.toContain('Lock nut');
    expect(text).not.toMatch(/\$/);
    expect((await t.app.inject({ url, headers: customer.bearer })).statusCode).toBe(403);
    expect((await t.app.inject({ url })).statusCode).toBe(401);
    const unknown = url.replace(parcels[0]?.id ?? '', crypto.randomUUID());
    expect((await t.app.inject({ url: unknown, headers: admin.bearer })).json()).toEqual({
      message: SHIPMENT_MESSAGES.shipmentNotFound,
    });
  });

  it('has the database refuse a parcel line above the units ordered, whoever writes it', async ({
    t,
    admin,
    customer,
  }) => {
    const { order } = await paidOrder(t, customer);
    const [parcel] = await t.database.db
      .insert(shipments)
      .values({ orderId: order.id, number: 1, carrier: 'other', createdBy: admin.id })
      .returning();
    const insert = t.database.db
      .insert(shipmentLines)
      .values({ shipmentId: parcel?.id ?? '', orderId: order.id, lineNo: 2, quantity: 3 });
    expect(
      sqlStateOf(
        await insert.then(
          () => null,
          (error: unknown) => error,
        ),
      ),
    ).toBe('23514');
  });
});

/** PGlite is one connection, so transactions never overlap there: the lock is only proven on Postgres. */
describe.runIf(testDatabaseTarget().kind === 'postgres')('two admins shipping at once on Postgres', () => {
  it('ships the units once: the second parcel is refused, by the service or by the trigger', async ({
    t,
    admin,
    customer,
  }) => {
    const { order } = await paidOrder(t, customer);
    const ship = () =>
      outcomeOf(
        trpcAs(t.app, admin.cookie).admin.shipments.create.mutate({
          orderId: order.id,
          lines: [{ lineNo: 1, quantity: 3 }],
          carrier: 'gls',
          trackingNumber: crypto.randomUUID().slice(0, 8),
        }),
      );
    const outcomes = await Promise.all([ship(), ship()]);
    expect(outcomes.filter((outcome) => outcome.refusal?.status === 409)).toHaveLength(1);

    // Past the service, straight into the tables: two parcels of the 2 nuts at once, one of them refused.
    const raw = (number: number) =>
      t.database.db.transaction(async (tx) => {
        const [parcel] = await tx
          .insert(shipments)
          .values({ orderId: order.id, number, carrier: 'other', createdBy: admin.id })
          .returning();
        await tx
          .insert(shipmentLines)
          .values({ shipmentId: parcel?.id ?? '', orderId: order.id, lineNo: 2, quantity: 2 });
      });
    const settled = await Promise.allSettled([raw(10), raw(11)]);
    const failed = settled.filter((result) => result.status === 'rejected');
    expect(failed.map((result) => sqlStateOf(result.reason))).toEqual(['23514']);
  });
});
