/** What PostgreSQL said about a failed statement that is safe to log: which rule and where, never the values. */
export interface DatabaseErrorFields {
  /** SQLSTATE, e.g. 23505 unique violation. */
  code: string;
  severity: string;
  schema?: string;
  table?: string;
  column?: string;
  constraint?: string;
  routine?: string;
}

/** Drizzle, tRPC and our own translations each wrap the driver's error once; a cycle must not loop forever. */
const MAX_CAUSES = 8;
const SQLSTATE = /^[0-9A-Z]{5}$/;

type Fields = Record<string, unknown>;
const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);

/**
 * The fields of an error PostgreSQL itself sent, or undefined for any other error. Recognised by its fields, not
 * its class: postgres.js (PostgresError: `table_name`…) and PGlite (pg's DatabaseError: `table`…) spell them apart.
 */
export function databaseErrorFields(error: unknown): DatabaseErrorFields | undefined {
  if (!(error instanceof Error)) return undefined;
  const fields = error as unknown as Fields;
  const code = text(fields.code);
  const severity = text(fields.severity);
  if (!code || !SQLSTATE.test(code) || !severity) return undefined;
  return {
    code,
    severity,
    schema: text(fields.schema_name ?? fields.schema),
    table: text(fields.table_name ?? fields.table),
    column: text(fields.column_name ?? fields.column),
    constraint: text(fields.constraint_name ?? fields.constraint),
    routine: text(fields.routine),
  };
}

/** The fields of the first database error in `error`'s chain of causes, if any. */
function firstDatabaseError(error: unknown): DatabaseErrorFields | undefined {
  let current = error;
  for (let depth = 0; depth < MAX_CAUSES && current instanceof Error; depth++) {
    const fields = databaseErrorFields(current);
    if (fields) return fields;
    current = current.cause;
  }
  return undefined;
}

/** The SQLSTATE of the first database error in `error`'s chain of causes, if any. */
export function sqlStateOf(error: unknown): string | undefined {
  return firstDatabaseError(error)?.code;
}

/** The unique index or constraint `error` violated (SQLSTATE 23505), if that is what it is. */
export function uniqueViolationOf(error: unknown): string | undefined {
  const fields = firstDatabaseError(error);
  return fields?.code === '23505' ? fields.constraint : undefined;
}
