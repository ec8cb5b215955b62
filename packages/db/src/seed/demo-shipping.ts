import type { Database } from '../create-db';
import { shippingMethods, shippingZones, taxRates } from '../schema';

type Writer = Pick<Database, 'insert'>;
type Method = Omit<typeof shippingMethods.$inferInsert, 'zoneId'>;

const EU = 'AT BE BG HR CY CZ DK EE FI FR DE GR HU IE IT LV LT LU MT NL PL PT RO SK SI ES SE'.split(' ');
const standard = (priceCents: number, days: [number, number]): Method => ({
  name: 'Standard',
  kind: 'flat',
  priceCents,
  deliveryDaysMin: days[0],
  deliveryDaysMax: days[1],
});
const tracked = (bands: [number, number][], days: [number, number]): Method => ({
  name: 'Tracked',
  kind: 'weight',
  weightBands: bands.map(([upToGrams, priceCents]) => ({ upToGrams, priceCents })),
  deliveryDaysMin: days[0],
  deliveryDaysMax: days[1],
});

/** The home zone (the UK, as SHOP_COUNTRY's default), Europe, the United States and the rest of the world. */
const demoZones: { name: string; countries: string[]; methods: Method[] }[] = [
  {
    name: 'United Kingdom',
    countries: ['GB'],
    methods: [
      standard(495, [2, 4]),
      tracked(
        [
          [1000, 695],
          [5000, 995],
          [20_000, 1995],
        ],
        [1, 2],
      ),
      {
        name: 'Free delivery',
        kind: 'free_above',
        priceCents: 795,
        freeAboveCents: 15_000,
        deliveryDaysMin: 3,
        deliveryDaysMax: 5,
      },
    ],
  },
  {
    name: 'European Union',
    countries: EU,
    methods: [
      standard(1495, [4, 8]),
      tracked(
        [
          [1000, 1895],
          [5000, 2995],
          [20_000, 5995],
        ],
        [3, 5],
      ),
    ],
  },
  {
    name: 'United States',
    countries: ['US'],
    methods: [
      standard(1995, [6, 10]),
      tracked(
        [
          [2000, 2995],
          [10_000, 5995],
        ],
        [4, 6],
      ),
    ],
  },
  {
    name: 'Rest of world',
    countries: 'AU NZ CA JP SG NO CH ZA IN AE'.split(' '),
    methods: [standard(2995, [8, 15])],
  },
];

const demoTaxRates: (typeof taxRates.$inferInsert)[] = [
  { country: 'GB', name: 'VAT', rateBasisPoints: 2000, appliesToShipping: true },
  { country: 'IE', name: 'VAT', rateBasisPoints: 2300, appliesToShipping: true },
  { country: 'FR', name: 'TVA', rateBasisPoints: 2000, appliesToShipping: true },
  { country: 'DE', name: 'MwSt', rateBasisPoints: 1900, appliesToShipping: true },
  { country: 'NL', name: 'BTW', rateBasisPoints: 2100, appliesToShipping: true },
  // No federal sales tax; states charge their own (New York's state rate, as an example of a region).
  { country: 'US', name: 'Federal sales tax', rateBasisPoints: 0, appliesToShipping: false },
  { country: 'US', region: 'NY', name: 'NY sales tax', rateBasisPoints: 400, appliesToShipping: true },
];

/** Shipping zones, their methods and tax rates for the demo shop, written in the seed's transaction. */
export async function seedDemoShipping(tx: Writer): Promise<void> {
  for (const [position, { methods, ...zone }] of demoZones.entries()) {
    const [row] = await tx
      .insert(shippingZones)
      .values({ ...zone, position })
      .returning({ id: shippingZones.id });
    if (row)
      await tx.insert(shippingMethods).values(methods.map((method) => ({ ...method, zoneId: row.id })));
  }
  await tx.insert(taxRates).values(demoTaxRates);
}
