import { type Database, orderLines, orders, ordersByStatus, salesByDay, salesByPartDay } from '@partsmith/db';

/** The statuses whose orders are revenue, written out again here so the tests check the database's own list. */
const REVENUE = new Set(['paid', 'partly_shipped', 'shipped']);

type Tally = Record<string, number>;
const add = (tally: Tally, key: string, by: number) => {
  tally[key] = (tally[key] ?? 0) + by;
  if (tally[key] === 0) delete tally[key];
};

/** The three summaries as the overview reads them (slots summed, zero rows left out). */
export async function summariesOf(db: Database) {
  const [days, parts, statuses] = await Promise.all([
    db.select().from(salesByDay),
    db.select().from(salesByPartDay),
    db.select().from(ordersByStatus),
  ]);
  const tally = { days: {} as Tally, parts: {} as Tally, statuses: {} as Tally };
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

/** The same figures counted from the orders and their lines, from scratch. */
export async function countedFromScratch(db: Database) {
  const [all, lines] = await Promise.all([db.select().from(orders), db.select().from(orderLines)]);
  const tally = { days: {} as Tally, parts: {} as Tally, statuses: {} as Tally };
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
  }
  return tally;
}
