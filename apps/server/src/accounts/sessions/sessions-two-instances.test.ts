import { users } from '@partsmith/db';
import { testDatabaseTarget } from '@partsmith/db/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedInAccount, signedInAccount } from '../../../test/orders';
import { pollUntil } from '../../../test/poll';
import { type SecondInstance, startSecondInstance } from '../../../test/second-instance';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { trpcAs } from '../../../test/trpc-client';

/** Far below the cache's 5 s TTL: what ends a session must reach the other instance through NOTIFY. */
const NOTICE_BOUND = { intervalMs: 20, timeoutMs: 1_000 };

/** Two instances need two connection pools on one database: Postgres only. */
describe.runIf(testDatabaseTarget().kind === 'postgres')('cached sessions on two instances', () => {
  let t: TestApp;
  let second: SecondInstance;
  beforeAll(async () => {
    t = await createTestApp();
    second = await startSecondInstance(t);
  });
  afterAll(async () => {
    await second?.close();
    await t?.close();
  });

  const meOn = (app: TestApp['app'], account: SignedInAccount) =>
    trpcAs(app, account.bearer).users.me.query();
  /** Uses the session on the second instance, so that instance now holds it in its cache. */
  const cachedOnSecond = async (account: SignedInAccount) =>
    expect(await meOn(second.app, account)).toMatchObject({ id: account.id });

  it('refuse a token signed out on one instance on the other within a second', async () => {
    const buyer = await signedInAccount(t);
    await cachedOnSecond(buyer);

    await trpcAs(t.app, buyer.bearer).auth.logout.mutate();

    expect(await meOn(t.app, buyer)).toBeNull();
    await pollUntil(
      'the second instance refuses the token',
      async () => (await meOn(second.app, buyer)) === null,
      NOTICE_BOUND,
    );
  });

  it('see a role given or taken on another instance within a second', async () => {
    const admin = await signedInAccount(t, 'admin');
    const customer = await signedInAccount(t);
    await cachedOnSecond(customer);
    // The access rules read the same user as `me` does.
    const roleOnSecond = async () => (await meOn(second.app, customer))?.role;

    await trpcAs(t.app, admin.bearer).admin.users.makeAdmin.mutate({ email: customer.email });
    await pollUntil(
      'the second instance sees the new admin',
      async () => (await roleOnSecond()) === 'admin',
      NOTICE_BOUND,
    );

    // Taken back by another writer (there is no demote screen): the trigger announces any role change.
    await t.database.db.update(users).set({ role: 'customer' }).where(eq(users.id, customer.id));
    await pollUntil(
      'the second instance sees the customer again',
      async () => (await roleOnSecond()) === 'customer',
      NOTICE_BOUND,
    );
  });

  it('refuse a user removed on another instance within a second', async () => {
    const admin = await signedInAccount(t, 'admin');
    const customer = await signedInAccount(t);
    await cachedOnSecond(customer);

    await trpcAs(t.app, admin.bearer).admin.users.remove.mutate({ id: customer.id });

    expect(await meOn(t.app, customer)).toBeNull();
    await pollUntil(
      'the second instance refuses the removed user',
      async () => (await meOn(second.app, customer)) === null,
      NOTICE_BOUND,
    );
  });
});
