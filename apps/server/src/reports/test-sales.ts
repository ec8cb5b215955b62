import {
  bestSellers30d,
  bestSellersWindow,
  type Database,
  orderLines,
  orders,
  ordersByStatus,
  salesByDay,
  salesByPartDay,
} from '@partsmith/db';

/** The statuses whose orders are revenue, written out again here so the tests check the database's own list. */
const REVENUE = new Set(['paid', 'partly_shipped', 'shipped']);

type Tally = Record<string, number>;
const add = (tally: Tally, key: string, by: number) => {
  tally[key] = (tally[key] ?? 0) + by;
  if (tally[key] === 0) delete tally[key];
};

/** The best sellers' window: the 30 UTC days ending `as_of`, as the database has it now. */
async function windowOf(db: Database) {
  const [window] = await db.select().from(bestSellersWindow);
  const end = Date.parse(`${window?.asOf}T00:00:00Z`);
  return { from: new Date(end - 29 * 86_400_000).toISOString().slice(0, 10), to: window?.asOf ?? '' };
}

/** The summaries as the overview reads them (slots summed, zero rows left out), and the best sellers' window. */
export async function summariesOf(db: Database) {
  const [days, parts, statuses, best, window] = await Promise.all([
    db.select().from(salesByDay),
    db.select().from(salesByPartDay),
    db.select().from(ordersByStatus),
    db.select().from(bestSellers30d),
    windowOf(db),
  ]);
  const tally = { days: {} as Tally, parts: {} as Tally, statuses: {} as Tally, best: {} as Tally, window };
  for (const row of best) {
    add(tally.best, `${row.productId} units`, row.units);
    add(tally.best, `${row.productId} cents`, row.revenueCents);
  }
  for (const row of days) {
    add(tally.days, `${row.day} cents`, row.revenueCents);
    add(tally.days, `${row.day} orders`, row.orders);
  }
  for (const row of parts) {
    add(tally.parts, `${row.day} ${row.productId} units`, row.units);
    add(tally.parts, `${row.day} ${row.productId} cents`, row.revenueCents);
  }
  for (const row of statuses) add(tally.statuses, row.status, row.orders);
  return tally;
}

/** The same figures counted from the orders and their lines, from scratch, for the window where it is. */
export async function countedFromScratch(db: Database) {
  const [all, lines, window] = await Promise.all([
    db.select().from(orders),
    db.select().from(orderLines),
    windowOf(db),
  ]);
  const tally = { days: {} as Tally, parts: {} as Tally, statuses: {} as Tally, best: {} as Tally, window };
  const dayOf = new Map<string, string>();
  for (const order of all) {
    add(tally.statuses, order.status, 1);
    if (!REVENUE.has(order.status)) continue;
    const day = (order.paidAt ?? order.createdAt).toISOString().slice(0, 10);
    dayOf.set(order.id, day);
    add(tally.days, `${day} cents`, order.totalCents);
    add(tally.days, `${day} orders`, 1);
  }
  for (const line of lines) {
    const day = dayOf.get(line.orderId);
    if (!day) continue;
    add(tally.parts, `${day} ${line.productId} units`, line.quantity);
    add(tally.parts, `${day} ${line.productId} cents`, line.lineTotalCents);
    if (day < window.from || day > window.to) continue;
    add(tally.best, `${line.productId} units`, line.quantity);
    add(tally.best, `${line.productId} cents`, line.lineTotalCents);
  }
  return tally;
}
