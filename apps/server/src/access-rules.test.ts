import { appRouter } from '@partsmith/contracts/router';
import type { AnyProcedure } from '@trpc/server';
import { describe, expect, it } from 'vitest';
import { type Account, type Accounts, samples, useAccessWorld } from '../test/access-world';
import { startSession } from '../test/accounts';
import { bearerHeaders } from '../test/http';
import { outcomeOf, trpcAs } from '../test/trpc-client';

type Tier = 'public' | 'authed' | 'admin';
/** The caller a sample input is built for: undefined for an anonymous one. */
type SampleInput = (accounts: Accounts, caller: Account | undefined) => unknown;

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
  'auth.verifyEmail': { tier: 'authed', input: () => ({ token: 'abcdefghijklmnopqrstuvwxyz234567' }) },
  'auth.resendEmailVerification': { tier: 'authed' },
  'catalog.list': { tier: 'public' },
  'catalog.latest': { tier: 'public' },
  'catalog.search': { tier: 'public', input: () => ({ q: 'part' }) },
  'catalog.suggest': { tier: 'public', input: () => ({ q: 'part' }) },
  'catalog.byId': { tier: 'public', input: ({ productId }) => ({ id: productId }) },
  'catalog.categories': { tier: 'public' },
  // No category has this slug in the access world: a 404 for everyone, never a 401/403.
  'catalog.categoryPage': { tier: 'public', input: () => ({ slug: 'no-such-category' }) },
  'catalog.specifications': { tier: 'public', input: ({ productId }) => ({ id: productId }) },
  'reviews.list': { tier: 'public' },
  'cart.view': { tier: 'public' },
  'cart.count': { tier: 'public' },
  'cart.add': { tier: 'public', input: ({ productId }) => ({ productId, quantity: 2 }) },
  // A part in nobody's cart: the access rule passes and the line is not found (404).
  'cart.setQuantity': { tier: 'public', input: () => ({ productId: crypto.randomUUID(), quantity: 1 }) },
  'cart.remove': { tier: 'public', input: () => ({ productId: crypto.randomUUID() }) },
  'addresses.list': { tier: 'authed' },
  'addresses.create': { tier: 'authed', input: () => samples.address },
  // Nobody's address: the access rule passes and the address is not found (404).
  'addresses.update': { tier: 'authed', input: () => ({ ...samples.address, id: crypto.randomUUID() }) },
  'addresses.delete': { tier: 'authed', input: () => ({ id: crypto.randomUUID() }) },
  'addresses.setDefault': { tier: 'authed', input: () => ({ id: crypto.randomUUID() }) },
  'cart.quickOrderPreview': { tier: 'public', input: () => ({ text: 'NO-SUCH-PART, 2' }) },
  // Nothing can be added (400): the access rule passes and the shared carts stay as they are.
  'cart.quickOrderAdd': { tier: 'public', input: () => ({ text: 'NO-SUCH-PART, 2' }) },
  // Own orders only: an unknown (or another's) order is a 404 once the access rule has passed.
  'cart.orderAgain': { tier: 'authed', input: () => ({ orderId: crypto.randomUUID() }) },
  'users.me': { tier: 'public' },
  'users.profile': { tier: 'authed' },
  'users.updateProfile': { tier: 'authed', input: () => samples.profileFields },
  'users.updateContact': {
    tier: 'authed',
    input: () => ({ phone: samples.profileFields.phone, address: samples.profileFields.address }),
  },
  'users.isAdmin': {
    tier: 'authed',
    input: ({ customer }, caller) => ({ email: (caller ?? customer).email }),
  },
  'reviews.create': { tier: 'authed', input: () => ({ description: 'Sharp and true.', rating: 5 }) },
  'reviews.mine': { tier: 'authed' },
  // The access world's part is in stock: a subscribe is refused (400) for everyone, after the access rule.
  'stockAlerts.subscribe': {
    tier: 'public',
    input: ({ productId }) => ({ productId, email: 'visitor@example.com' }),
  },
  'stockAlerts.state': { tier: 'authed', input: ({ productId }) => ({ productId }) },
  'stockAlerts.cancel': { tier: 'authed', input: () => ({ productId: crypto.randomUUID() }) },
  'stockAlerts.confirm': { tier: 'public', input: () => ({ token: 'abcdefghijklmnopqrstuvwxyz234567' }) },
  'stockAlerts.unsubscribe': { tier: 'public', input: () => ({ token: 'not.signed' }) },
  'contact.send': {
    tier: 'public',
    input: () => ({ email: 'visitor@example.com', message: 'Do you ship?' }),
  },
  'admin.users.list': { tier: 'admin', input: () => ({ search: 'example', pageSize: 5 }) },
  // Unknown targets (404) keep the shared accounts as they are; the access rule is decided before the lookup.
  'admin.users.makeAdmin': { tier: 'admin', input: () => ({ email: 'nobody@example.com' }) },
  'admin.users.remove': { tier: 'admin', input: () => ({ id: crypto.randomUUID() }) },
  'admin.users.revokeAdmin': { tier: 'admin', input: () => ({ id: crypto.randomUUID() }) },
  'admin.products.create': { tier: 'admin', input: () => samples.newProductFields },
  'admin.products.update': { tier: 'admin', input: ({ productId }) => ({ id: productId, quantity: 90 }) },
  'admin.products.delete': { tier: 'admin', input: () => ({ id: crypto.randomUUID() }) },
  'admin.products.exportPage': { tier: 'admin', input: () => ({}) },
  'admin.products.filteredIds': { tier: 'admin', input: () => ({ stock: 'low' }) },
  'admin.products.categoryFields': { tier: 'admin' },
  'admin.products.specificationValues': { tier: 'admin', input: ({ productId }) => ({ id: productId }) },
  // Its input can only be built on the server: over HTTP an admin passes the rule and meets a 400.
  'admin.images.upload': { tier: 'admin', input: () => ({ source: {} }) },
  'admin.catalogueImport.preview': { tier: 'admin', input: () => ({ source: {} }) },
  'admin.catalogueImport.confirm': { tier: 'admin', input: () => ({ source: {}, digest: '0'.repeat(64) }) },
  'admin.messages.list': { tier: 'admin', input: () => ({ handled: false }) },
  'admin.messages.markHandled': { tier: 'admin', input: () => ({ id: crypto.randomUUID() }) },
  'admin.audit.list': { tier: 'admin', input: () => ({}) },
  'admin.jobs.failed': { tier: 'admin', input: () => ({}) },
  'admin.jobs.retry': { tier: 'admin', input: () => ({ id: crypto.randomUUID() }) },
  'admin.reviews.list': { tier: 'admin', input: () => ({}) },
  'admin.reviews.setHidden': { tier: 'admin', input: () => ({ id: crypto.randomUUID(), hidden: true }) },
  'admin.reviews.delete': { tier: 'admin', input: () => ({ id: crypto.randomUUID() }) },
  'admin.users.markTaxExempt': { tier: 'admin', input: () => ({ id: crypto.randomUUID() }) },
  'admin.users.clearTaxExempt': { tier: 'admin', input: () => ({ id: crypto.randomUUID() }) },
  'admin.shipping.list': { tier: 'admin' },
  'admin.shipping.createZone': { tier: 'admin', input: () => ({ name: 'Nowhere', countries: [] }) },
  'admin.shipping.updateZone': {
    tier: 'admin',
    input: () => ({ id: crypto.randomUUID(), name: 'Nowhere', countries: ['AQ'] }),
  },
  'admin.shipping.deleteZone': { tier: 'admin', input: () => ({ id: crypto.randomUUID() }) },
  'admin.shipping.createMethod': {
    tier: 'admin',
    input: () => ({
      zoneId: crypto.randomUUID(),
      name: 'Standard',
      kind: 'flat',
      price: '4.95',
      deliveryDaysMin: 1,
      deliveryDaysMax: 3,
    }),
  },
  'admin.shipping.updateMethod': { tier: 'admin', input: () => ({ id: crypto.randomUUID() }) },
  'admin.shipping.deleteMethod': { tier: 'admin', input: () => ({ id: crypto.randomUUID() }) },
  'admin.tax.list': { tier: 'admin' },
  'admin.tax.create': { tier: 'admin', input: () => ({ country: 'XX', name: 'VAT', rate: '20' }) },
  'admin.tax.update': { tier: 'admin', input: () => ({ id: crypto.randomUUID() }) },
  'admin.tax.delete': { tier: 'admin', input: () => ({ id: crypto.randomUUID() }) },
  'admin.categories.list': { tier: 'admin' },
  // Unknown ids throughout: the access rule passes and nothing is written (404).
  'admin.categories.create': {
    tier: 'admin',
    input: () => ({ name: 'Nowhere', parentId: crypto.randomUUID() }),
  },
  'admin.categories.rename': {
    tier: 'admin',
    input: () => ({ id: crypto.randomUUID(), name: 'Nowhere', slug: 'nowhere' }),
  },
  'admin.categories.move': {
    tier: 'admin',
    input: () => ({ id: crypto.randomUUID(), parentId: null, position: 0 }),
  },
  'admin.categories.remove': { tier: 'admin', input: () => ({ id: crypto.randomUUID() }) },
  'admin.categories.addAttribute': {
    tier: 'admin',
    input: () => ({ categoryId: crypto.randomUUID(), name: 'Grade', kind: 'choice' }),
  },
  'admin.categories.renameAttribute': {
    tier: 'admin',
    input: () => ({ id: crypto.randomUUID(), name: 'Grade' }),
  },
  'admin.categories.reorderAttributes': {
    tier: 'admin',
    input: () => ({ categoryId: crypto.randomUUID(), attributeIds: [] }),
  },
  'admin.categories.removeAttribute': { tier: 'admin', input: () => ({ id: crypto.randomUUID() }) },
  'admin.pictures.match': { tier: 'admin', input: () => ({ partNumbers: ['NO-SUCH-PART'] }) },
  'admin.pictures.attach': { tier: 'admin', input: () => ({ partNumber: 'NO-SUCH-PART', source: {} }) },
  'admin.shipments.create': {
    tier: 'admin',
    input: () => ({ orderId: crypto.randomUUID(), lines: [{ lineNo: 1, quantity: 1 }], carrier: 'other' }),
  },
  'admin.shipments.list': { tier: 'admin', input: () => ({ orderId: crypto.randomUUID() }) },
  'admin.shipments.packingSlip': {
    tier: 'admin',
    input: () => ({ orderId: crypto.randomUUID(), shipmentId: crypto.randomUUID() }),
  },
  'admin.overview': { tier: 'admin' },
  'shipping.options': { tier: 'public', input: () => ({ country: 'GB', weightGrams: 0, subtotalCents: 0 }) },
  'shipping.shop': { tier: 'public' },
  'checkout.quote': { tier: 'authed' },
  'checkout.place': {
    tier: 'authed',
    input: () => ({
      addressId: crypto.randomUUID(),
      shippingMethodId: crypto.randomUUID(),
      expectedTotalCents: 100,
      idempotencyKey: crypto.randomUUID(),
    }),
  },
  'orders.place': {
    tier: 'authed',
    input: ({ productId }) => ({ productId, quantity: 2, phone: '+1 555 0100', address: '1 Mill Lane' }),
  },
  'orders.mine': { tier: 'authed' },
  'orders.byId': { tier: 'authed', input: () => ({ id: crypto.randomUUID() }) },
  'orders.detail': { tier: 'authed', input: () => ({ id: crypto.randomUUID() }) },
  'orders.cancel': { tier: 'authed', input: () => ({ id: crypto.randomUUID() }) },
  'orders.cancelOldestUnpaid': {
    tier: 'authed',
    input: ({ customer }, caller) => ({ email: (caller ?? customer).email }),
  },
  'orders.all': { tier: 'admin', input: () => ({ pageSize: 5 }) },
  'orders.forAccounting': { tier: 'admin', input: () => ({ from: '2026-01-01', to: '2026-01-31' }) },
  'orders.ship': { tier: 'admin', input: () => ({ id: crypto.randomUUID() }) },
  'orders.delete': { tier: 'admin', input: () => ({ id: crypto.randomUUID() }) },
  'orders.refund': { tier: 'admin', input: () => ({ id: crypto.randomUUID() }) },
  'payments.createIntent': { tier: 'authed', input: () => ({ orderId: crypto.randomUUID() }) },
  'payments.confirm': {
    tier: 'authed',
    input: () => ({ orderId: crypto.randomUUID(), paymentIntentId: 'pi_unknown' }),
  },
  'payments.payWithTestCard': {
    tier: 'public',
    input: () => ({ paymentIntentId: 'pi_unknown', card: samples.testCard }),
  },
  // Returns (decision 0068): own orders only, unknown ones a 404 once the rule has passed; unknown returns too.
  'returns.request': {
    tier: 'authed',
    input: () => ({ orderId: crypto.randomUUID(), lines: [{ lineNo: 1, quantity: 1 }], reason: 'damaged' }),
  },
  'returns.forOrder': { tier: 'authed', input: () => ({ orderId: crypto.randomUUID() }) },
  'admin.returns.list': { tier: 'admin', input: () => ({}) },
  'admin.returns.approve': { tier: 'admin', input: () => ({ id: crypto.randomUUID() }) },
  'admin.returns.refuse': { tier: 'admin', input: () => ({ id: crypto.randomUUID(), note: 'No' }) },
  'admin.returns.receive': {
    tier: 'admin',
    input: () => ({ id: crypto.randomUUID(), lines: [{ lineNo: 1, condition: 'good' }] }),
  },
  'admin.returns.refund': { tier: 'admin', input: () => ({ id: crypto.randomUUID() }) },
};

const world = useAccessWorld();

// At run time tRPC keeps every procedure in one flat record keyed by its full path.
const procedures = appRouter._def.procedures as unknown as Record<string, AnyProcedure>;

interface Answer {
  status: number;
  message: string | undefined;
}
type Procedure = { query(input: unknown): Promise<unknown>; mutate(input: unknown): Promise<unknown> };

/**
 * Calls one procedure through the web's client, with a fresh session for a signed-in caller. The table names
 * procedures by path on purpose (a new one must get a row), so the typed client is walked to it by that path.
 */
async function call(path: string, caller: Account | undefined): Promise<Answer> {
  const { t, accounts } = world;
  const input = EXPECTED[path]?.input?.(accounts, caller);
  const client = trpcAs(t.app, caller ? bearerHeaders(await startSession(t.database.db, caller.id)) : {});
  const procedure = path
    .split('.')
    .reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], client);
  const typed = procedure as Procedure;
  const outcome = await outcomeOf(
    procedures[path]?._def.type === 'query' ? typed.query(input) : typed.mutate(input),
  );
  return outcome.refusal ?? { status: 200, message: undefined };
}

function expectAllowed(answer: Answer, label: string) {
  expect([401, 403], `${label}: ${answer.message}`).not.toContain(answer.status);
  expect(answer.status, label).toBeLessThan(500);
}

describe('access rules', () => {
  it('has a row for every procedure of the router, and none for a procedure that is gone', () => {
    expect(Object.keys(procedures).sort()).toEqual(Object.keys(EXPECTED).sort());
  });

  it.each(Object.keys(procedures).sort())('%s', async (path) => {
    const tier = EXPECTED[path]?.tier;
    const anonymous = await call(path, undefined);
    const customer = await call(path, world.accounts.customer);
    const admin = await call(path, world.accounts.admin);

    if (tier === 'public') expectAllowed(anonymous, 'anonymous');
    else {
      expect(anonymous.status, 'anonymous').toBe(401);
      expect(anonymous.message).toBe('UnAuthorized access');
    }
    if (tier === 'admin') {
      expect(customer.status, 'customer').toBe(403);
      expect(customer.message).toBe('Forbidden access');
    } else expectAllowed(customer, 'customer');
    expectAllowed(admin, 'admin');
  });
});
