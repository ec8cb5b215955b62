import { TRPCError } from '@trpc/server';
import { describe, expect, it } from 'vitest';
import type { User } from '../schemas/accounts';
import type { AuthState, Context } from './context';
import { adminProcedure, authedProcedure, createCallerFactory, publicProcedure, router } from './init';
import { requireOwnEmail, requireOwnEmailOrAdmin } from './ownership';

const tiers = router({
  open: publicProcedure.query(() => 'open'),
  signedIn: authedProcedure.query(({ ctx }) => ctx.user.id),
  adminOnly: adminProcedure.query(({ ctx }) => ctx.user.id),
});
const createCaller = createCallerFactory(tiers);

const customer: User = { id: 'c1', name: 'Customer', email: 'customer@example.com', role: 'customer' };
const admin: User = { id: 'a1', name: 'Admin', email: 'admin@example.com', role: 'admin' };

function callerAs(auth: AuthState) {
  // The tier checks read `auth` only; nothing else of the context is reached.
  const context = { auth, services: {}, session: {}, attempts: {} } as unknown as Context;
  return createCaller(context);
}

async function failure(call: Promise<unknown>) {
  const error = await call.then(
    () => null,
    (caught: unknown) => caught,
  );
  return error instanceof TRPCError ? { code: error.code, message: error.message } : error;
}

const unauthorized = { code: 'UNAUTHORIZED', message: 'UnAuthorized access' };
const forbidden = { code: 'FORBIDDEN', message: 'Forbidden access' };

describe('access tiers', () => {
  it('let anyone call a public procedure', async () => {
    for (const auth of [{ status: 'anonymous' }, { status: 'rejected' }] as const)
      expect(await callerAs(auth).open()).toBe('open');
  });

  it('answer no credentials with UNAUTHORIZED and bad credentials with FORBIDDEN', async () => {
    expect(await failure(callerAs({ status: 'anonymous' }).signedIn())).toEqual(unauthorized);
    expect(await failure(callerAs({ status: 'rejected' }).signedIn())).toEqual(forbidden);
    expect(await failure(callerAs({ status: 'anonymous' }).adminOnly())).toEqual(unauthorized);
    expect(await failure(callerAs({ status: 'rejected' }).adminOnly())).toEqual(forbidden);
  });

  it('admit a signed-in user to the authed tier, and only an admin to the admin tier', async () => {
    expect(await callerAs({ status: 'signedIn', user: customer }).signedIn()).toBe('c1');
    expect(await failure(callerAs({ status: 'signedIn', user: customer }).adminOnly())).toEqual(forbidden);
    expect(await callerAs({ status: 'signedIn', user: admin }).adminOnly()).toBe('a1');
  });
});

describe('ownership by email', () => {
  it('passes the caller’s own email in any case, and no email at all', () => {
    expect(() => requireOwnEmail(customer, 'CUSTOMER@example.com')).not.toThrow();
    expect(() => requireOwnEmail(customer, undefined)).not.toThrow();
    expect(() => requireOwnEmail(customer, 'admin@example.com')).toThrow(TRPCError);
  });

  it('lets an admin name anyone, and nobody else', () => {
    expect(() => requireOwnEmailOrAdmin(admin, 'customer@example.com')).not.toThrow();
    expect(() => requireOwnEmailOrAdmin(customer, 'admin@example.com')).toThrow('Forbidden access');
  });
});
