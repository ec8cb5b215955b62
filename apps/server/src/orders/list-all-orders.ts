import { type AllOrdersInput, type OrderPage, parseOrderNumber } from '@partsmith/contracts';
import { type Database, orderLines, orders, users } from '@partsmith/db';
import { and, eq, ilike, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import { cappedCount } from '../shared/capped-count';
import { creationKeyset } from '../shared/keyset-page';
import { escapeLike } from '../shared/page';
import { selectOrders, withLines } from './order-row';

/** Up to this many customers matching a search are listed by id; more make it a broad search (decision 0040). */
const LISTED_CUSTOMERS = 500;
/** The same for the orders a PO or part number names. */
const LISTED_ORDERS = 500;
/**
 * A search counts its orders up to here ("1,000+"), in no order: its matches come from the customers' index, and
 * sorting them only to count them cost more than the count (decision 0040).
 */
const SEARCH_COUNT_CAP = 1_000;

/**
 * The orders a search names (decision 0040): the one whose number it reads as, and those of every customer
 * (removed ones too) whose name or email contains it, in any case. The customers come first, from
 * `users_name_email_trgm_idx`: a few are named by id, so their orders come from `orders_user_id_idx` and are
 * sorted; past LISTED_CUSTOMERS they are many, and walking all orders newest first finds theirs soon. A PO number
 * or a part number matches whole, in any case (decision 0055): equality on `lower(…)`, so `orders_po_number_idx`
 * and `order_lines_part_number_idx` answer it, where a substring would scan every order and line. Those orders
 * are named by id too, like the customers: an OR with a subquery in it cannot be answered from indexes, and the
 * planner would walk every order instead.
 */
async function searchedOrders(db: Database, search: string): Promise<SQL | undefined> {
  const pattern = `%${escapeLike(search)}%`;
  const customers = () =>
    db
      .select({ id: users.id })
      .from(users)
      .where(or(ilike(users.name, pattern), ilike(users.email, pattern)));
  const listed = await customers().limit(LISTED_CUSTOMERS + 1);
  const ofCustomers =
    listed.length > LISTED_CUSTOMERS
      ? inArray(orders.userId, customers())
      : inArray(
          orders.userId,
          listed.map((customer) => customer.id),
        );
  const number = parseOrderNumber(search);
  const lowered = search.toLowerCase();
  const withPart = () =>
    db
      .select({ orderId: orderLines.orderId })
      .from(orderLines)
      .where(eq(sql`lower(${orderLines.partNumber})`, lowered));
  const withPo = () =>
    db
      .select({ orderId: orders.id })
      .from(orders)
      .where(eq(sql`lower(${orders.poNumber})`, lowered));
  const [partOrders, poOrders] = await Promise.all([
    withPart().limit(LISTED_ORDERS + 1),
    withPo().limit(LISTED_ORDERS + 1),
  ]);
  const named = [...partOrders, ...poOrders].map((row) => row.orderId);
  const ofNumbers =
    named.length > LISTED_ORDERS
      ? or(inArray(orders.id, withPart()), inArray(orders.id, withPo()))
      : inArray(orders.id, named);
  return or(number === null ? undefined : eq(orders.number, number), ofCustomers, ofNumbers);
}

/**
 * All Orders for the admin, newest first, by keyset (decision 0033); cancelled ones only when asked for by status;
 * narrowed by a search when there is one. Served by `orders_created_at_idx`, or `orders_status_created_at_idx`
 * for one status.
 */
export async function listAllOrders({
  db,
  input,
}: {
  db: Database;
  input: AllOrdersInput;
}): Promise<OrderPage> {
  const keyset = creationKeyset(
    { table: orders, createdAt: orders.createdAt, id: orders.id, newestFirst: true },
    input,
  );
  const filter = and(
    input.status ? eq(orders.status, input.status) : ne(orders.status, 'cancelled'),
    input.search ? await searchedOrders(db, input.search) : undefined,
  );
  const counting = input.search ? { orderBy: [], cap: SEARCH_COUNT_CAP } : { orderBy: keyset.orderBy };
  const [rows, counted] = await Promise.all([
    selectOrders(db, and(filter, keyset.beyond))
      .orderBy(...keyset.orderBy)
      .limit(keyset.limit),
    cappedCount(db, orders, { where: filter, ...counting }),
  ]);
  const page = keyset.page(rows, counted);
  return { ...page, items: await withLines(db, page.items) };
}
