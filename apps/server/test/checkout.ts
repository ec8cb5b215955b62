import type { ShipTo } from '@partsmith/contracts';
import {
  addresses,
  cartLines,
  carts,
  type Database,
  shippingMethods,
  shippingZones,
  taxRates,
} from '@partsmith/db';

/**
 * The shop the checkout tests sell from: the United Kingdom by Standard ($4.95 flat) or Tracked (by weight: up to
 * 2 kg $6, up to 20 kg $15, nothing heavier), 20% VAT on goods and shipping; the United States by Ground ($20),
 * no federal rate, New York's 4% on goods.
 */
export async function openShop(db: Database) {
  const [uk, us] = await db
    .insert(shippingZones)
    .values([
      { name: 'United Kingdom', countries: ['GB'], position: 0 },
      { name: 'United States', countries: ['US'], position: 1 },
    ])
    .returning();
  if (!uk || !us) throw new Error('zones not inserted');
  const methods = await db
    .insert(shippingMethods)
    .values([
      {
        zoneId: uk.id,
        name: 'Standard',
        kind: 'flat',
        priceCents: 495,
        deliveryDaysMin: 2,
        deliveryDaysMax: 4,
      },
      {
        zoneId: uk.id,
        name: 'Tracked',
        kind: 'weight',
        weightBands: [
          { upToGrams: 2000, priceCents: 600 },
          { upToGrams: 20_000, priceCents: 1500 },
        ],
        deliveryDaysMin: 1,
        deliveryDaysMax: 2,
      },
      {
        zoneId: us.id,
        name: 'Ground',
        kind: 'flat',
        priceCents: 2000,
        deliveryDaysMin: 5,
        deliveryDaysMax: 8,
      },
    ])
    .returning();
  await db.insert(taxRates).values([
    { country: 'GB', name: 'VAT', rateBasisPoints: 2000, appliesToShipping: true },
    { country: 'US', region: 'NY', name: 'New York sales tax', rateBasisPoints: 400 },
  ]);
  const methodId = (name: string) => {
    const method = methods.find((candidate) => candidate.name === name);
    if (!method) throw new Error(`no method ${name}`);
    return method.id;
  };
  return { standard: methodId('Standard'), tracked: methodId('Tracked'), ground: methodId('Ground') };
}

export const workshop: ShipTo & { phone: string } = {
  recipient: 'Forge Yard Workshop',
  line1: '3 Forge Yard',
  line2: '',
  city: 'Sheffield',
  region: '',
  postcode: 'S1 2AB',
  country: 'GB',
  phone: '+44 114 496 0000',
};

export async function insertAddress(
  db: Database,
  userId: string,
  overrides: Partial<typeof addresses.$inferInsert> = {},
) {
  const [address] = await db
    .insert(addresses)
    .values({ ...workshop, userId, ...overrides })
    .returning();
  if (!address) throw new Error('address not inserted');
  return address;
}

/** The customer's cart holding these lines, in this order (written directly: what the cart's API would leave). */
export async function fillCart(
  db: Database,
  userId: string,
  lines: { productId: string; quantity: number; priceCents?: number }[],
) {
  const [cart] = await db
    .insert(carts)
    .values({ userId })
    .onConflictDoUpdate({ target: carts.userId, set: { updatedAt: new Date() } })
    .returning();
  if (!cart) throw new Error('cart not inserted');
  const start = Date.now();
  await db.insert(cartLines).values(
    lines.map((line, index) => ({
      cartId: cart.id,
      productId: line.productId,
      quantity: line.quantity,
      addedPriceCents: line.priceCents ?? 0,
      addedAt: new Date(start + index),
    })),
  );
  return cart;
}
