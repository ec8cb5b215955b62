import { appRouter } from '@partsmith/contracts/router';
import type { AnyProcedure } from '@trpc/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertAccount, startSession } from '../test/accounts';
import { insertProduct } from '../test/factories';
import { bearerHeaders, type TrpcAnswer, trpcMutation, trpcQuery } from '../test/http';
import { createTestApp, type TestApp } from '../test/test-app';

type Tier = 'public' | 'authed' | 'admin';
type Account = Awaited<ReturnType<typeof insertAccount>>;
interface Accounts {
  customer: Account;
  admin: Account;
  productId: string;
}
/** The caller a sample input is built for: undefined for an anonymous one. */
type SampleInput = (accounts: Accounts, caller: Account | undefined) => unknown;

const profileFields = {
  phone: '+44 20 7946 0018',
  address: '14 Foundry Row',
  linkedin: 'https://www.linkedin.com/in/someone',
  education: 'BEng',
  nid: 'AB123456C',
};

/**
 * Every procedure's access tier, with an input it accepts. Adding a procedure without a row here fails this test:
 * its access rule must be decided, not inherited by accident.
 */
const EXPECTED: Record<string, { tier: Tier; input?: SampleInput }> = {
  'auth.register': {
    tier: 'public',
    input: () => ({
      name: 'New Person',
      email: `new-${crypto.randomUUID()}@example.com`,
      password: 'secret-enough',
    }),
  },
  'auth.login': {
    tier: 'public',
    input: ({ customer }) => ({ email: customer.email, password: customer.password }),
  },
  'auth.logout': { tier: 'public' },
  'auth.issueToken': {
    tier: 'authed',
    input: ({ customer }, caller) => ({ email: (caller ?? customer).email }),
  },
  'auth.providers': { tier: 'public' },
  'auth.requestPasswordReset': { tier: 'public', input: ({ customer }) => ({ email: customer.email }) },
  'auth.resetPassword': {
    tier: 'public',
    input: () => ({ token: 'abcdefghijklmnopqrstuvwxyz234567', password: 'secret-enough' }),
  },
  'catalog.list': { tier: 'public' },
  'catalog.latest': { tier: 'public' },
  'catalog.byId': { tier: 'public', input: ({ productId }) => ({ id: productId }) },
  'reviews.list': { tier: 'public' },
  'users.me': { tier: 'public' },
  'users.profile': { tier: 'authed' },
  'users.updateProfile': { tier: 'authed', input: () => profileFields },
  'users.isAdmin': {
    tier: 'authed',
    input: ({ customer }, caller) => ({ email: (caller ?? customer).email }),
  },
};

let t: TestApp;
let accounts: Accounts;
beforeAll(async () => {
  t = await createTestApp();
  accounts = {
    customer: await insertAccount(t.database.db),
    admin: await insertAccount(t.database.db, { role: 'admin' }),
    productId: (await insertProduct(t.database.db)).id,
  };
});
afterAll(() => t.close());

// At run time tRPC keeps every procedure in one flat record keyed by its full path.
const procedures = appRouter._def.procedures as unknown as Record<string, AnyProcedure>;

/** Calls one procedure over HTTP, as the web would, with a fresh session for a signed-in caller. */
async function call(path: string, caller: Account | undefined): Promise<TrpcAnswer> {
  const input = EXPECTED[path]?.input?.(accounts, caller);
  const headers = caller ? bearerHeaders(await startSession(t.database.db, caller.id)) : {};
  return procedures[path]?._def.type === 'query'
    ? trpcQuery(t.app, path, input, headers)
    : trpcMutation(t.app, path, input, headers);
}

function expectAllowed(answer: TrpcAnswer, label: string) {
  expect([401, 403], `${label}: ${JSON.stringify(answer.error)}`).not.toContain(answer.status);
  expect(answer.status, label).toBeLessThan(500);
}

describe('access rules', () => {
  it('has a row for every procedure of the router, and none for a procedure that is gone', () => {
    expect(Object.keys(procedures).sort()).toEqual(Object.keys(EXPECTED).sort());
  });

  it.each(Object.keys(procedures).sort())('%s', async (path) => {
    const tier = EXPECTED[path]?.tier;
    const anonymous = await call(path, undefined);
    const customer = await call(path, accounts.customer);
    const admin = await call(path, accounts.admin);

    if (tier === 'public') expectAllowed(anonymous, 'anonymous');
    else {
      expect(anonymous.status, 'anonymous').toBe(401);
      expect(anonymous.error?.message).toBe('UnAuthorized access');
    }
    if (tier === 'admin') {
      expect(customer.status, 'customer').toBe(403);
      expect(customer.error?.message).toBe('Forbidden access');
    } else expectAllowed(customer, 'customer');
    expectAllowed(admin, 'admin');
  });
});
