import { randomBytes } from 'node:crypto';
import {
  cartLines,
  carts,
  createDb,
  type Database,
  type DatabaseHandle,
  emailVerifications,
  idempotencyKeys,
  passwordResets,
  paymentEvents,
  sessions,
} from '@partsmith/db';
import { testDatabaseTarget } from '@partsmith/db/testing';
import { eq, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY_MS, HOUR_MS, MINUTE_MS } from '../../test/clock';
import { insertProduct, insertUser } from '../../test/factories';
import { placeOrder, signedInAccount } from '../../test/orders';
import { pollUntil } from '../../test/poll';
import { createTestApp, type TestApp } from '../../test/test-app';
import { deleteExpiredRows } from './delete-expired-rows';
import { startHousekeeping } from './start-housekeeping';

const target = testDatabaseTarget();
const at = new Date();
const now = () => at;
const ago = (milliseconds: number) => new Date(at.getTime() - milliseconds);
const later = (milliseconds: number) => new Date(at.getTime() + milliseconds);
const hex = () => randomBytes(16).toString('hex');

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function insertSessions(db: Database, userId: string, expiresAt: Date, count = 1) {
  const rows = Array.from({ length: count }, () => ({ id: hex(), userId, expiresAt }));
  await db.insert(sessions).values(rows);
  return rows.map((row) => row.id);
}

async function insertIdempotencyKeys(db: Database, userId: string, createdAt: Date, count = 1) {
  const rows = Array.from({ length: count }, () => ({
    key: hex(),
    userId,
    scope: 'orders.place',
    requestHash: hex(),
    createdAt,
  }));
  await db.insert(idempotencyKeys).values(rows);
  return rows.map((row) => row.key);
}

const remainingSessions = async (db: Database, ids: string[]) =>
  (await db.select({ id: sessions.id }).from(sessions).where(inArray(sessions.id, ids))).map((row) => row.id);

const remainingKeys = async (db: Database, keys: string[]) =>
  (
    await db
      .select({ key: idempotencyKeys.key })
      .from(idempotencyKeys)
      .where(inArray(idempotencyKeys.key, keys))
  ).map((row) => row.key);

describe('deleting rows past their retention', () => {
  it('deletes expired sessions and keeps live ones', async () => {
    const { db } = t.database;
    const user = await insertUser(db);
    const [expired] = await insertSessions(db, user.id, ago(MINUTE_MS));
    const [live] = await insertSessions(db, user.id, later(MINUTE_MS));

    expect(await deleteExpiredRows({ db, now })).toMatchObject({ sessions: 1 });
    expect(await remainingSessions(db, [expired!, live!])).toEqual([live]);
  });

  it('deletes idempotency keys older than 24 hours and keeps younger ones', async () => {
    const { db } = t.database;
    const user = await insertUser(db);
    const [old] = await insertIdempotencyKeys(db, user.id, ago(DAY_MS + MINUTE_MS));
    const [young] = await insertIdempotencyKeys(db, user.id, ago(DAY_MS - MINUTE_MS));

    expect(await deleteExpiredRows({ db, now })).toMatchObject({ idempotencyKeys: 1 });
    expect(await remainingKeys(db, [old!, young!])).toEqual([young]);
  });

  it('deletes password-reset and verification links that expired or were used; unused live ones stay', async () => {
    const { db } = t.database;
    const user = await insertUser(db);
    const links = {
      expired: { expiresAt: ago(MINUTE_MS), usedAt: null },
      used: { expiresAt: later(HOUR_MS), usedAt: ago(MINUTE_MS) },
      live: { expiresAt: later(HOUR_MS), usedAt: null },
    };
    for (const [name, link] of Object.entries(links)) {
      await db.insert(passwordResets).values({ tokenHash: `reset-${name}`, userId: user.id, ...link });
      await db
        .insert(emailVerifications)
        .values({ tokenHash: `verify-${name}`, userId: user.id, email: user.email, ...link });
    }

    expect(await deleteExpiredRows({ db, now })).toMatchObject({ passwordResets: 2, emailVerifications: 2 });
    expect(await db.select({ tokenHash: passwordResets.tokenHash }).from(passwordResets)).toEqual([
      { tokenHash: 'reset-live' },
    ]);
    expect(await db.select({ tokenHash: emailVerifications.tokenHash }).from(emailVerifications)).toEqual([
      { tokenHash: 'verify-live' },
    ]);
  });

  it('deletes webhook event ids older than 30 days; refund records and events of an order stay', async () => {
    const { db } = t.database;
    const buyer = await signedInAccount(t);
    const product = await insertProduct(db, { quantity: 10 });
    const order = await placeOrder(t, buyer, product.id, 2);
    const old = ago(30 * DAY_MS + MINUTE_MS);
    const events = [
      { id: `evt_old_${hex()}`, type: 'payment_intent.succeeded', createdAt: old },
      { id: `evt_young_${hex()}`, type: 'payment_intent.succeeded', createdAt: ago(29 * DAY_MS) },
      { id: `evt_of_order_${hex()}`, type: 'payment_intent.succeeded', orderId: order.id, createdAt: old },
      { id: `refund:pi_${hex()}`, type: 'refund', createdAt: old },
    ];
    await db.insert(paymentEvents).values(events);

    expect(await deleteExpiredRows({ db, now })).toMatchObject({ webhookEvents: 1 });
    const kept = await db
      .select({ id: paymentEvents.id })
      .from(paymentEvents)
      .where(
        inArray(
          paymentEvents.id,
          events.map((event) => event.id),
        ),
      );
    expect(kept.map((row) => row.id).sort()).toEqual(
      events
        .slice(1)
        .map((event) => event.id)
        .sort(),
    );
  });

  it("deletes guest carts untouched for 30 days, with their lines; customers' carts stay", async () => {
    const { db } = t.database;
    const user = await insertUser(db);
    const product = await insertProduct(db);
    const old = ago(30 * DAY_MS + MINUTE_MS);
    const [abandoned, recent, customers] = await db
      .insert(carts)
      .values([
        { guestTokenHash: hex(), updatedAt: old },
        { guestTokenHash: hex(), updatedAt: ago(29 * DAY_MS) },
        { userId: user.id, updatedAt: old },
      ])
      .returning({ id: carts.id });
    const ids = [abandoned!.id, recent!.id, customers!.id];
    await db
      .insert(cartLines)
      .values(ids.map((cartId) => ({ cartId, productId: product.id, quantity: 2, addedPriceCents: 100 })));

    expect(await deleteExpiredRows({ db, now })).toMatchObject({ guestCarts: 1 });
    const keptCarts = await db.select({ id: carts.id }).from(carts).where(inArray(carts.id, ids));
    expect(keptCarts.map((row) => row.id).sort()).toEqual([recent!.id, customers!.id].sort());
    const keptLines = await db
      .select({ cartId: cartLines.cartId })
      .from(cartLines)
      .where(inArray(cartLines.cartId, ids));
    expect(keptLines.map((row) => row.cartId).sort()).toEqual([recent!.id, customers!.id].sort());
  });

  it('deletes in batches until none is left', async () => {
    const { db } = t.database;
    const user = await insertUser(db);
    const expired = await insertSessions(db, user.id, ago(MINUTE_MS), 1234);

    expect(await deleteExpiredRows({ db, now })).toMatchObject({ sessions: 1234 });
    expect(await remainingSessions(db, expired)).toEqual([]);
  });

  it('logs one line per run that deleted something, with the counts', async () => {
    const { db } = t.database;
    const user = await insertUser(db);
    await insertSessions(db, user.id, ago(MINUTE_MS), 2);
    await insertIdempotencyKeys(db, user.id, ago(2 * DAY_MS));
    const lines: unknown[][] = [];
    const logger = {
      info: (...line: unknown[]) => lines.push(line),
      error: (...line: unknown[]) => lines.push(line),
    } as unknown as FastifyBaseLogger;
    let runs = 0;
    const counted = () => {
      runs += 1;
      return at;
    };
    const housekeeping = startHousekeeping({ db, now: counted, intervalMs: 20, logger });
    // Each run reads the clock once: after three, the later runs found nothing and must have logged nothing.
    await pollUntil('three housekeeping runs', () => runs >= 3, { intervalMs: 20 });
    await housekeeping.stop();

    expect(lines).toEqual([
      [
        {
          deleted: {
            sessions: 2,
            idempotencyKeys: 1,
            passwordResets: 0,
            emailVerifications: 0,
            webhookEvents: 0,
            guestCarts: 0,
          },
        },
        'housekeeping deleted rows past their retention',
      ],
    ]);
  });

  it("runs on the server's own sweep timer", async () => {
    const swept = await createTestApp({}, { sweepIntervalMs: 50 });
    try {
      const { db } = swept.database;
      const user = await insertUser(db);
      const [expired] = await insertSessions(db, user.id, new Date(Date.now() - MINUTE_MS));
      const [old] = await insertIdempotencyKeys(db, user.id, new Date(Date.now() - 2 * DAY_MS));

      // The server's timer is what is under test: poll for its work rather than run it here.
      await pollUntil(
        'the expired session deleted',
        async () => (await remainingSessions(db, [expired!])).length === 0,
      );
      await pollUntil(
        'the old idempotency key deleted',
        async () => (await remainingKeys(db, [old!])).length === 0,
      );
    } finally {
      await swept.close();
    }
  });
});

/** PGlite is one connection, so two runs never overlap there: sharing rows is only proven on Postgres. */
describe.runIf(target.kind === 'postgres')('several instances at once, on real Postgres', () => {
  let second: DatabaseHandle;
  beforeAll(async () => {
    // Another instance's own pool on the same database. postgres.js answers execute() with an array of rows.
    const rows = await t.database.db.execute(sql`select current_database() as name`);
    const name = (rows as unknown as { name: string }[])[0]?.name ?? '';
    const url = new URL(target.kind === 'postgres' ? target.url : '');
    url.pathname = `/${name}`;
    second = createDb({ url: url.href, maxConnections: 5 });
  });
  afterAll(() => second?.close());

  it('two runs at once delete every row exactly once, without deadlock', async () => {
    const { db } = t.database;
    const user = await insertUser(db);
    const expired = await insertSessions(db, user.id, ago(MINUTE_MS), 2600);
    const live = await insertSessions(db, user.id, later(HOUR_MS), 10);
    const old = await insertIdempotencyKeys(db, user.id, ago(2 * DAY_MS), 2600);

    const runs = await Promise.all([
      deleteExpiredRows({ db, now }),
      deleteExpiredRows({ db: second.db, now }),
    ]);

    expect(runs.reduce((sum, run) => sum + run.sessions, 0)).toBe(2600);
    expect(runs.reduce((sum, run) => sum + run.idempotencyKeys, 0)).toBe(2600);
    expect(await remainingSessions(db, expired)).toEqual([]);
    expect(await remainingKeys(db, old)).toEqual([]);
    expect((await remainingSessions(db, live)).sort()).toEqual([...live].sort());
  });

  it('never waits for rows another instance holds: it leaves them and a later run takes them', async () => {
    const { db } = t.database;
    const user = await insertUser(db);
    const expired = await insertSessions(db, user.id, ago(MINUTE_MS), 5);
    const held = expired.slice(0, 2);

    await db.transaction(async (tx) => {
      await tx.select().from(sessions).where(inArray(sessions.id, held)).for('update');
      expect(await deleteExpiredRows({ db: second.db, now })).toMatchObject({ sessions: 3 });
    });
    expect((await remainingSessions(db, expired)).sort()).toEqual([...held].sort());

    expect(await deleteExpiredRows({ db: second.db, now })).toMatchObject({ sessions: 2 });
    expect(await db.select().from(sessions).where(eq(sessions.userId, user.id))).toEqual([]);
  });
});
