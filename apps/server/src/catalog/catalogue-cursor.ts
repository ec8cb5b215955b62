import { AppError, type CatalogueSort, isUuid, MESSAGES } from '@partsmith/contracts';

/** Where a page starts or ends: the sort key of an edge item, exact, as text, and its id, the tie-break. */
export interface CataloguePosition {
  key: string;
  id: string;
}

/** The sort is inside the cursor, so a cursor made for one order is refused under another. */
export function encodeCursor(sort: CatalogueSort, { key, id }: CataloguePosition): string {
  return Buffer.from(JSON.stringify([sort, key, id])).toString('base64url');
}

/** Only keys that convert to the sort's column without a database error (a name holds no control characters). */
const KEY_IS_VALID: Record<CatalogueSort, (key: string) => boolean> = {
  newest: (key) => /^-?\d{1,16}$/.test(key),
  'price-asc': (key) => /^\d{1,9}$/.test(key),
  'price-desc': (key) => /^\d{1,9}$/.test(key),
  name: (key) => key.length <= 200 && !/[\p{Cc}\p{Cs}]/u.test(key),
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
