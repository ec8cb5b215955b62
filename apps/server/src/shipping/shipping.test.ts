import { auditLog, shippingMethods, shippingZones } from '@partsmith/db';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEntriesOf } from '../../test/audit';
import { signedInAccount } from '../../test/orders';
import { createTestApp, type TestApp } from '../../test/test-app';
import { expectRefusal, trpcAs } from '../../test/trpc-client';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const auditOf = (targetId: string) => auditEntriesOf(t, targetId);
const rowCounts = async () => {
  const [[zones], [methods], [audits]] = await Promise.all([
    t.database.db.select({ n: count() }).from(shippingZones),
    t.database.db.select({ n: count() }).from(shippingMethods),
    t.database.db.select({ n: count() }).from(auditLog),
  ]);
  return { zones: zones?.n, methods: methods?.n, audits: audits?.n };
};

const tracked = (zoneId: string) => ({
  zoneId,
  name: 'Tracked',
  kind: 'weight' as const,
  weightBands: [
    { upToGrams: 1000, price: '6.95' },
    { upToGrams: 5000, price: '9.95' },
  ],
  deliveryDaysMin: 1,
  deliveryDaysMax: 2,
});

describe('shipping zones and methods, as an admin', () => {
  it('adds, edits and removes a zone and its methods, each change audited', async () => {
    const admin = await signedInAccount(t, 'admin');
    const api = trpcAs(t.app, admin.bearer).admin.shipping;

    const zone = await api.createZone.mutate({ name: 'Nordics', countries: 'se, no dk', position: 3 });
    expect(zone).toMatchObject({ name: 'Nordics', countries: ['SE', 'NO', 'DK'], position: 3, methods: [] });
    const method = await api.createMethod.mutate(tracked(zone.id));
    expect(method).toMatchObject({
      kind: 'weight',
      priceCents: 0,
      weightBands: [
        { upToGrams: 1000, priceCents: 695 },
        { upToGrams: 5000, priceCents: 995 },
      ],
      freeAboveCents: null,
    });
    const free = await api.updateMethod.mutate({
      ...tracked(zone.id),
      id: method.id,
      kind: 'free_above',
      price: '12',
      freeAbove: '150',
    });
    expect(free).toMatchObject({
      kind: 'free_above',
      priceCents: 1200,
      freeAboveCents: 15_000,
      weightBands: [],
    });
    const renamed = await api.updateZone.mutate({
      id: zone.id,
      name: 'Nordic countries',
      countries: ['SE', 'FI'],
    });
    expect(renamed).toMatchObject({ countries: ['SE', 'FI'], position: 3, methods: [{ id: method.id }] });
    expect((await api.list.query()).find((z) => z.id === zone.id)?.methods).toHaveLength(1);

    expect((await auditOf(zone.id)).map((entry) => entry.action).sort()).toEqual([
      'shippingZone.create',
      'shippingZone.update',
    ]);
    expect(await auditOf(method.id)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ action: 'shippingMethod.update', actorId: admin.id }),
      ]),
    );

    await api.deleteMethod.mutate({ id: method.id });
    await api.deleteZone.mutate({ id: zone.id });
    expect((await api.list.query()).some((z) => z.id === zone.id)).toBe(false);
    expect((await auditOf(method.id)).map((entry) => entry.action)).toContain('shippingMethod.delete');
    expect((await auditOf(zone.id)).map((entry) => entry.action)).toContain('shippingZone.delete');
  });

  it('refuses bad input with its reason, and writes nothing', async () => {
    const admin = await signedInAccount(t, 'admin');
    const api = trpcAs(t.app, admin.bearer).admin.shipping;
    const zone = await api.createZone.mutate({ name: 'Iberia', countries: ['ES', 'PT'] });
    const before = await rowCounts();

    const bands = [
      { upToGrams: 2000, price: '5' },
      { upToGrams: 1000, price: '7' },
    ];
    const refusals = await Promise.all([
      expectRefusal(api.createMethod.mutate({ ...tracked(zone.id), weightBands: bands })),
      expectRefusal(api.createMethod.mutate({ ...tracked(zone.id), deliveryDaysMin: 5 })),
      expectRefusal(api.createMethod.mutate({ ...tracked(zone.id), kind: 'flat', price: '-1' })),
      expectRefusal(api.createZone.mutate({ name: 'Spain again', countries: ['FR', 'ES'] })),
      expectRefusal(api.createZone.mutate({ name: 'Atlantis', countries: ['AT', 'XX'] })),
      expectRefusal(api.createMethod.mutate(tracked(crypto.randomUUID()))),
    ]);
    expect(refusals.map(({ status, message }) => ({ status, message }))).toEqual([
      { status: 400, message: 'Each band must go higher than the one before it (over 2,000 g)' },
      { status: 400, message: 'The latest delivery day cannot come before the earliest' },
      { status: 400, message: 'A price is an amount of 0 or more, with at most 2 decimals' },
      { status: 409, message: 'ES is already in the zone “Iberia”' },
      { status: 400, message: 'XX is not an ISO country code (two letters, e.g. GB)' },
      { status: 404, message: 'Shipping zone not found' },
    ]);
    expect(await rowCounts()).toEqual(before);
  });

  it('is for admins only', async () => {
    const customer = await signedInAccount(t);
    const refusal = await expectRefusal(
      trpcAs(t.app, customer.bearer).admin.shipping.createZone.mutate({ name: 'Mine', countries: ['BE'] }),
    );
    expect(refusal.status).toBe(403);
    expect(await t.database.db.select().from(shippingZones).where(eq(shippingZones.name, 'Mine'))).toEqual(
      [],
    );
  });
});

describe('shipping options, for any buyer', () => {
  it('lists the active methods of the country’s zone that can carry the order, cheapest first', async () => {
    const admin = await signedInAccount(t, 'admin');
    const api = trpcAs(t.app, admin.bearer).admin.shipping;
    const zone = await api.createZone.mutate({ name: 'Benelux', countries: ['NL', 'LU'] });
    const method = await api.createMethod.mutate(tracked(zone.id));
    const standard = { zoneId: zone.id, kind: 'flat' as const, deliveryDaysMin: 3, deliveryDaysMax: 5 };
    await api.createMethod.mutate({ ...standard, name: 'Standard', price: '4.95' });
    await api.createMethod.mutate({ ...standard, name: 'Retired', price: '1', active: false });
    await api.createMethod.mutate({
      ...standard,
      name: 'Free over $150',
      kind: 'free_above',
      price: '9',
      freeAbove: '150',
    });

    const buyer = trpcAs(t.app).shipping;
    const light = await buyer.options.query({ country: 'nl', weightGrams: 800, subtotalCents: 2000 });
    expect(light).toEqual({
      country: 'NL',
      zone: { id: zone.id, name: 'Benelux' },
      options: [
        expect.objectContaining({ name: 'Standard', kind: 'flat', priceCents: 495, deliveryDaysMin: 3 }),
        expect.objectContaining({
          methodId: method.id,
          name: 'Tracked',
          priceCents: 695,
          deliveryDaysMax: 2,
        }),
        expect.objectContaining({ name: 'Free over $150', priceCents: 900 }),
      ],
    });
    const bigOrder = await buyer.options.query({ country: 'LU', weightGrams: 3000, subtotalCents: 15_000 });
    expect(bigOrder.options.map((o) => [o.name, o.priceCents])).toEqual([
      ['Free over $150', 0],
      ['Standard', 495],
      ['Tracked', 995],
    ]);
    // Heavier than Tracked's last band: it is not offered.
    const heavy = await buyer.options.query({ country: 'NL', weightGrams: 5001, subtotalCents: 100 });
    expect(heavy.options.map((o) => o.name)).toEqual(['Standard', 'Free over $150']);
  });

  it('says so when no zone holds the country', async () => {
    const refusal = await expectRefusal(
      trpcAs(t.app).shipping.options.query({ country: 'NZ', weightGrams: 1, subtotalCents: 1 }),
    );
    expect(refusal).toMatchObject({ status: 400, message: "We don't ship to New Zealand yet" });
  });

  it('answers GET /api/shipping/options with the same options', async () => {
    const admin = await signedInAccount(t, 'admin');
    const api = trpcAs(t.app, admin.bearer).admin.shipping;
    const zone = await api.createZone.mutate({ name: 'Alps', countries: ['CH', 'LI'] });
    await api.createMethod.mutate({
      zoneId: zone.id,
      name: 'Post',
      kind: 'flat',
      price: '20',
      deliveryDaysMin: 2,
      deliveryDaysMax: 4,
    });
    const answer = await t.app.inject('/api/shipping/options?country=ch&weightGrams=100&subtotalCents=5000');
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({
      country: 'CH',
      zone: { name: 'Alps' },
      options: [{ name: 'Post', priceCents: 2000 }],
    });
    const nowhere = await t.app.inject('/api/shipping/options?country=AQ&weightGrams=1&subtotalCents=1');
    expect(nowhere.statusCode).toBe(400);
    expect(nowhere.json()).toEqual({ message: "We don't ship to Antarctica yet" });
  });
});
