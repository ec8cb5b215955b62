import { AppError, isUuid, type KeysetInput, type KeysetPage, MESSAGES } from '@partsmith/contracts';
import { asc, desc, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';

/** An edge row of a page: its id and its SL number (its place in the list when it was shown). */
interface ListPosition {
  id: string;
  serial: number;
}

function encodeListCursor({ id, serial }: ListPosition): string {
  return Buffer.from(JSON.stringify([id, serial])).toString('base64url');
}

/** A cursor this server did not make is the client's mistake: a 400, never a database error. */
function decodeListCursor(cursor: string): ListPosition {
  const invalid = new AppError('BAD_REQUEST', MESSAGES.listCursorInvalid);
  let parts: unknown;
  try {
    parts = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw invalid;
  }
  if (!Array.isArray(parts) || parts.length !== 2) throw invalid;
  const [id, serial] = parts;
  if (typeof id !== 'string' || !isUuid(id) || !Number.isSafeInteger(serial) || serial < 1) throw invalid;
  return { id, serial };
}

/**
 * Keyset paging of a list in creation order (decision 0033) for the admin lists: the caller's query adds `beyond`
 * to its filter, sorts by `orderBy`, takes `limit` rows, and `page` turns them into the page. The cursor holds the
 * edge row's id only: its creation time is read back by primary key in the same statement, exact to the
 * microsecond, and the rows are never deleted (orders are history; users are removed softly). Page 100 costs
 * what page 1 does, and rows added meanwhile never shift or repeat a page; the index on (created_at, id) of the
 * list's filter serves it.
 */
export function creationKeyset(
  {
    table,
    createdAt,
    id,
    newestFirst,
  }: { table: PgTable; createdAt: PgColumn; id: PgColumn; newestFirst: boolean },
  { after, before, pageSize }: KeysetInput,
) {
  const backwards = before !== undefined;
  const cursor = after ?? before;
  const position = cursor === undefined ? null : decodeListCursor(cursor);
  // Paging back walks the order in reverse from the cursor, then turns the page round.
  const descending = newestFirst !== backwards;
  const order = descending ? desc : asc;
  const operator = sql.raw(descending ? '<' : '>');
  // In the subquery the table's columns name its own row (the innermost FROM), not the outer query's.
  const edgeRow = position
    ? sql`((select ${createdAt} from ${table} where ${id} = cast(${position.id} as uuid)), cast(${position.id} as uuid))`
    : null;
  return {
    beyond: edgeRow ? sql`(${createdAt}, ${id}) ${operator} ${edgeRow}` : undefined,
    orderBy: [order(createdAt), order(id)] as SQL[],
    limit: pageSize + 1,
    page<Row extends { id: string }>(
      rows: Row[],
      { total, totalCapped }: { total: number; totalCapped: boolean },
    ): KeysetPage<Row> {
      const more = rows.length > pageSize;
      const items = rows.slice(0, pageSize);
      if (backwards) items.reverse();
      // Counted on from the cursor's row; back at the start of the list (nothing before) it is 1 again.
      const firstSerial = !position
        ? 1
        : !backwards
          ? position.serial + 1
          : more
            ? Math.max(1, position.serial - items.length)
            : 1;
      const edge = (row: Row | undefined, serial: number) =>
        row ? encodeListCursor({ id: row.id, serial }) : null;
      return {
        items,
        // The side we came from has a page whenever we moved; the side we move towards has one when a row was left.
        nextCursor: (backwards ? position !== null : more)
          ? edge(items.at(-1), firstSerial + items.length - 1)
          : null,
        previousCursor: (backwards ? more : position !== null) ? edge(items[0], firstSerial) : null,
        firstSerial,
        total,
        totalCapped,
      };
    },
  };
}
