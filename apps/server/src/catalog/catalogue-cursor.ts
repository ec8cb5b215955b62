import { AppError, type CatalogueSort, isUuid, MESSAGES } from '@partsmith/contracts';

/** Where a page starts or ends: the sort key of an edge item (as Postgres prints it) and its id, the tie-break. */
export interface CataloguePosition {
  key: string;
  id: string;
}

/** The sort is inside the cursor, so a cursor made for one order is refused under another. */
export function encodeCursor(sort: CatalogueSort, { key, id }: CataloguePosition): string {
  return Buffer.from(JSON.stringify([sort, key, id])).toString('base64url');
}

/** How Postgres prints a timestamptz: '2030-01-01 00:02:00.123456+00'. */
const TIMESTAMP = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d{1,6})?[+-]\d{2}(:\d{2})?$/;
const KEY_IS_VALID: Record<CatalogueSort, (key: string) => boolean> = {
  newest: (key) => TIMESTAMP.test(key),
  'price-asc': (key) => /^\d{1,10}$/.test(key),
  'price-desc': (key) => /^\d{1,10}$/.test(key),
  name: (key) => key.length <= 200,
};

/** A cursor this server did not make for `sort` is the client's mistake: a 400, never a database error. */
export function decodeCursor(sort: CatalogueSort, cursor: string): CataloguePosition {
  const invalid = new AppError('BAD_REQUEST', MESSAGES.catalogueCursorInvalid);
  let parts: unknown;
  try {
    parts = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw invalid;
  }
  if (!Array.isArray(parts) || parts.length !== 3) throw invalid;
  const [cursorSort, key, id] = parts;
  if (cursorSort !== sort || typeof key !== 'string' || typeof id !== 'string') throw invalid;
  if (!KEY_IS_VALID[sort](key) || !isUuid(id)) throw invalid;
  return { key, id };
}
