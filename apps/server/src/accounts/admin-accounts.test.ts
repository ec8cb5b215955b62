import { users } from '@partsmith/db';
import { createTestDatabase, type TestDatabase } from '@partsmith/db/testing';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertAccount } from '../../test/accounts';
import { ensureAdminAccount } from './ensure-admin-account';
import { verifyPassword } from './password-hashing';
import { DEMO_ACCOUNTS, seedDemoAccounts } from './seed-demo-accounts';
import { emailIs } from './user-row';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.destroy());

const rowByEmail = async (email: string) => {
  const [row] = await database.db
    .select()
    .from(users)
    .where(and(emailIs(email), isNull(users.deletedAt)));
  return row;
};

describe('ADMIN_EMAIL / ADMIN_PASSWORD at start-up', () => {
  it('creates the admin when missing, with that password and its email verified (the operator chose it)', async () => {
    const outcome = await ensureAdminAccount({
      db: database.db,
      email: 'boss@partsmith.test',
      password: 'boss-password',
    });
    expect(outcome).toBe('created');
    const row = await rowByEmail('boss@partsmith.test');
    expect(row?.role).toBe('admin');
    expect(row?.emailVerifiedAt).toBeInstanceOf(Date);
    expect(await verifyPassword(row?.passwordHash ?? '', 'boss-password')).toBe(true);
    expect(
      await ensureAdminAccount({ db: database.db, email: 'BOSS@partsmith.test', password: 'other' }),
    ).toBe('unchanged');
  });

  it('promotes an existing account, leaves its password alone, verifies it and drops its Google link', async () => {
    const customer = await insertAccount(database.db);
    await database.db.update(users).set({ googleSub: 'google-implicit' }).where(eq(users.id, customer.id));
    expect(
      await ensureAdminAccount({ db: database.db, email: customer.email, password: 'ignored-here' }),
    ).toBe('promoted');
    const row = await rowByEmail(customer.email);
    expect(row).toMatchObject({ role: 'admin', googleSub: null, emailVerifiedAt: expect.any(Date) });
    expect(await verifyPassword(row?.passwordHash ?? '', customer.password)).toBe(true);
  });

  it('creates a new admin when the account with that email was removed, which stays removed', async () => {
    const removed = await insertAccount(database.db);
    await database.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, removed.id));

    expect(
      await ensureAdminAccount({ db: database.db, email: removed.email, password: 'fresh-boss-pass' }),
    ).toBe('created');
    const live = await rowByEmail(removed.email);
    expect(live).toMatchObject({ role: 'admin', deletedAt: null });
    expect(live?.id).not.toBe(removed.id);
    const [old] = await database.db.select().from(users).where(eq(users.id, removed.id));
    expect(old).toMatchObject({ role: 'customer', deletedAt: expect.any(Date) });
  });

  it('never downgrades anybody', async () => {
    const admin = await insertAccount(database.db, { role: 'admin' });
    await ensureAdminAccount({
      db: database.db,
      email: 'another-boss@partsmith.test',
      password: 'boss-password',
    });
    expect((await rowByEmail(admin.email))?.role).toBe('admin');
  });
});

describe('demo accounts', () => {
  it('seeds the README’s demo admin and customer once, and leaves them alone afterwards', async () => {
    expect(await seedDemoAccounts({ db: database.db })).toBe(2);
    for (const account of DEMO_ACCOUNTS) {
      const row = await rowByEmail(account.email);
      expect(row?.role).toBe(account.role);
      expect(row?.emailVerifiedAt).toBeInstanceOf(Date);
      expect(await verifyPassword(row?.passwordHash ?? '', account.password)).toBe(true);
    }
    const customer = await rowByEmail('customer@partsmith.test');
    await database.db
      .update(users)
      .set({ name: 'Renamed' })
      .where(eq(users.id, customer?.id ?? ''));
    expect(await seedDemoAccounts({ db: database.db })).toBe(0);
    expect((await rowByEmail('customer@partsmith.test'))?.name).toBe('Renamed');
  });
});
