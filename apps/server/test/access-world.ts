import { afterAll, beforeAll } from 'vitest';
import { insertAccount } from './accounts';
import { insertOrder, insertProduct } from './factories';
import { createTestApp } from './test-app';

export type Account = Awaited<ReturnType<typeof insertAccount>>;
export interface Accounts {
  customer: Account;
  admin: Account;
  productId: string;
}

/** A server with a customer, an admin and a product, for the access-rule tables (tRPC and REST). */
async function startAccessWorld() {
  const t = await createTestApp();
  const accounts: Accounts = {
    customer: await insertAccount(t.database.db),
    admin: await insertAccount(t.database.db, { role: 'admin' }),
    productId: (await insertProduct(t.database.db)).id,
  };
  // Both have bought, so a review (for buyers only) is theirs to post: these tables are about the access tier.
  for (const account of [accounts.customer, accounts.admin])
    await insertOrder(t.database.db, account.id, 'paid');
  return { t, accounts };
}
type AccessWorld = Awaited<ReturnType<typeof startAccessWorld>>;

/** The file's world, started before its tests and closed after them: read its fields inside tests only. */
export function useAccessWorld(): AccessWorld {
  const world = {} as AccessWorld;
  beforeAll(async () => {
    Object.assign(world, await startAccessWorld());
  });
  afterAll(() => world.t.close());
  return world;
}

const profileFields = {
  phone: '+44 20 7946 0018',
  address: '14 Foundry Row',
  linkedin: 'https://www.linkedin.com/in/someone',
  education: 'BEng',
  nid: 'AB123456C',
};

const address = {
  recipient: 'Access Workshop',
  line1: '2 Anvil Street',
  city: 'Leeds',
  postcode: 'LS1 4AB',
  country: 'GB',
  phone: '+44 113 496 0000',
};

const testCard = { number: '4242424242424242', exp_month: 12, exp_year: 2099, cvc: '123' };

const newProductFields = {
  name: 'Access test part',
  description: 'Made for the access-rule matrix.',
  quantity: 5,
  minimumOrderQuantity: 1,
  price: '9.99',
  imageId: 'f'.repeat(64),
};

/** Inputs the access tables send where a body is needed. */
export const samples = { profileFields, address, testCard, newProductFields };
