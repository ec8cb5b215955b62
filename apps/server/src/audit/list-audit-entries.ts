import { type AuditEntry, formatOrderNumber, type Page, type PageInput } from '@partsmith/contracts';
import { auditLog, type Database, orders, products, returns, shipments, users } from '@partsmith/db';
import { count, desc, eq, type SQL, sql } from 'drizzle-orm';
import { alias, type PgColumn } from 'drizzle-orm/pg-core';
import { pageOffset } from '../shared/page';

const targetUser = alias(users, 'target_user');
const targetOrder = alias(orders, 'target_order');
const targetProduct = alias(products, 'target_product');
const targetShipment = alias(shipments, 'target_shipment');
const targetReturn = alias(returns, 'target_return');
/** The order a parcel or a return belongs to, for its name. */
const ownerOrder = alias(orders, 'owner_order');

/**
 * Joins an entry to its record when the entry names that table. The id is cast only then (a CASE decides the
 * order), as other tables' records need not have uuid ids.
 */
function isTarget(table: string, id: PgColumn): SQL {
  return sql`${id} = case when ${auditLog.targetTable} = ${table} then ${auditLog.targetId}::uuid end`;
}

/**
 * The audit log, newest first, each entry with its actor's email (removed actors included) and its record named
 * in words, resolved in the same statement: a user's email, an order's number, a product's name (removed ones
 * keep theirs), a parcel or a return by its order's number; null when the record is gone or its table has no name
 * to give.
 */
export async function listAuditEntries({
  db,
  input,
}: {
  db: Database;
  input: PageInput;
}): Promise<Page<AuditEntry>> {
  const [rows, [totals]] = await Promise.all([
    db
      .select({
        id: auditLog.id,
        actorEmail: users.email,
        action: auditLog.action,
        targetTable: auditLog.targetTable,
        targetId: auditLog.targetId,
        targetUserEmail: targetUser.email,
        targetOrderNumber: targetOrder.number,
        targetProductName: targetProduct.name,
        ownerOrderNumber: ownerOrder.number,
        targetShipmentNumber: targetShipment.number,
        before: auditLog.before,
        after: auditLog.after,
        createdAt: auditLog.createdAt,
      })
      .from(auditLog)
      .innerJoin(users, eq(users.id, auditLog.actorId))
      .leftJoin(targetUser, isTarget('users', targetUser.id))
      .leftJoin(targetOrder, isTarget('orders', targetOrder.id))
      .leftJoin(targetProduct, isTarget('products', targetProduct.id))
      .leftJoin(targetShipment, isTarget('shipments', targetShipment.id))
      .leftJoin(targetReturn, isTarget('returns', targetReturn.id))
      .leftJoin(
        ownerOrder,
        eq(ownerOrder.id, sql`coalesce(${targetShipment.orderId}, ${targetReturn.orderId})`),
      )
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(input.pageSize)
      .offset(pageOffset(input)),
    db.select({ total: count() }).from(auditLog),
  ]);
  return {
    items: rows.map(({ targetUserEmail, targetOrderNumber, targetProductName, createdAt, ...row }) => {
      const { ownerOrderNumber, targetShipmentNumber, ...entry } = row;
      const owner = ownerOrderNumber === null ? null : formatOrderNumber(ownerOrderNumber);
      const parcelOrReturn =
        owner &&
        (targetShipmentNumber === null ? `Return of ${owner}` : `${owner}, parcel ${targetShipmentNumber}`);
      return {
        ...entry,
        targetName:
          targetUserEmail ??
          (targetOrderNumber === null ? null : formatOrderNumber(targetOrderNumber)) ??
          targetProductName ??
          parcelOrReturn,
        createdAt: createdAt.toISOString(),
      };
    }),
    total: totals?.total ?? 0,
  };
}
