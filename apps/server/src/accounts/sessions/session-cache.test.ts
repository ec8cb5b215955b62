import type { User } from '@partsmith/contracts';
import { sessions, users } from '@partsmith/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedInAccount, signedInAccount } from '../../../test/orders';
import { pollUntil } from '../../../test/poll';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { trpcAs } from '../../../test/trpc-client';
import { hashSecretToken } from '../secret-token';
import { createSessionCache } from './session-cache';

const user: User = { id: 'u1', name: 'Ada', email: 'ada@example.com', role: 'customer' };
const session = { user, createdAt: new Date(0), expiresAt: new Date(1_000) };

describe('the session cache', () => {
  it('answers a session for at most its TTL after it was read', () => {
    let ms = 0;
    const cache = createSessionCache({ ttlMs: 5_000, clock: () => ms });
    cache.set('s1', session, cache.generation());
    ms = 4_999;
    expect(cache.get('s1')).toMatchObject({ user });
    ms = 5_000;
    expect(cache.get('s1')).toBeNull();
  });

  it('does not keep a read that raced with a sign-out or an account change', () => {
    const cache = createSessionCache();
    const before = cache.generation();
    cache.forgetUser('someone else');
    cache.set('s1', session, before);
    expect(cache.get('s1')).toBeNull();
  });

  it("forgets every session of an account, and only that account's", () => {
    const cache = createSessionCache();
    cache.set('s1', session, cache.generation());
    cache.set('s2', session, cache.generation());
    cache.set('s3', { ...session, user: { ...user, id: 'u2' } }, cache.generation());
    cache.forgetUser('u1');
    expect([cache.get('s1'), cache.get('s2'), cache.get('s3')?.user.id]).toEqual([null, null, 'u2']);
  });
});

describe('cached sessions on one instance', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const me = (account: SignedInAccount) => trpcAs(t.app, account.bearer).users.me.query();

  it('see a role change and a removal made here on the next request', async () => {
    const admin = await signedInAccount(t, 'admin');
    const customer = await signedInAccount(t);
    expect(await me(customer)).toMatchObject({ role: 'customer' });

    await trpcAs(t.app, admin.bearer).admin.users.makeAdmin.mutate({ email: customer.email });
    expect(await me(customer)).toMatchObject({ role: 'admin' });

    await trpcAs(t.app, admin.bearer).admin.users.remove.mutate({ id: customer.id });
    expect(await me(customer)).toBeNull();
  });

  it('hear of sessions ended and accounts changed by another writer within a second', async () => {
    const customer = await signedInAccount(t);
    expect(await me(customer)).toMatchObject({ name: customer.name });

    await t.database.db.update(users).set({ name: 'Renamed elsewhere' }).where(eq(users.id, customer.id));
    await pollUntil('the new name is seen', async () => (await me(customer))?.name === 'Renamed elsewhere', {
      intervalMs: 20,
      timeoutMs: 1_000,
    });

    await t.database.db.delete(sessions).where(eq(sessions.id, hashSecretToken(customer.token)));
    await pollUntil('the ended session is refused', async () => (await me(customer)) === null, {
      intervalMs: 20,
      timeoutMs: 1_000,
    });
  });
});
