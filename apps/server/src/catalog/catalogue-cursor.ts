import {
  AppError,
  type CatalogueSort,
  isUuid,
  MESSAGES,
  PRODUCT_NAME_MAX_LENGTH,
} from '@partsmith/contracts';

/** Where a page starts or ends: the sort key of an edge item, exact, as text, and its id, the tie-break. */
export interface CataloguePosition {
  key: string;
  id: string;
}

/** The sort is inside the cursor, so a cursor made for one order is refused under another. */
export function encodeCursor(sort: CatalogueSort, { key, id }: CataloguePosition): string {
  return Buffer.from(JSON.stringify([sort, key, id])).toString('base64url');
}

/** Microseconds since 1970 of PostgreSQL's first timestamp (4713 BC), and the largest bigint. */
const FIRST_MICROSECOND = -210_835_180_800_000_000n;
const BIGINT_MAX = 9_223_372_036_854_775_807n;
/** The price column is an integer (int4). */
const INTEGER_MAX = 2_147_483_647;

const isInteger = (key: string, min: bigint, max: bigint) =>
  /^-?\d{1,19}$/.test(key) && BigInt(key) >= min && BigInt(key) <= max;

/**
 * Exactly the keys that convert to the sort's column without a database error, which are all the keys a row can
 * have: any storable timestamp, any price of the column, any name of Add Product's 200 characters (a name holds no
 * control characters).
 */
const KEY_IS_VALID: Record<CatalogueSort, (key: string) => boolean> = {
  newest: (key) => isInteger(key, FIRST_MICROSECOND, BIGINT_MAX),
  'price-asc': (key) => isInteger(key, 0n, BigInt(INTEGER_MAX)),
  'price-desc': (key) => isInteger(key, 0n, BigInt(INTEGER_MAX)),
  name: (key) => key.length <= PRODUCT_NAME_MAX_LENGTH && !/[\p{Cc}\p{Cs}]/u.test(key),
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
