const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A malformed id can match no row; checking first keeps Postgres from answering it with a cast error. */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}
