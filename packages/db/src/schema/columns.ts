import { customType, timestamp, uuid } from 'drizzle-orm/pg-core';
import { uuidv7 } from '../uuid';

export const id = () => uuid('id').primaryKey().$defaultFn(uuidv7);
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const optionalTimestamp = (name: string) => timestamp(name, { withTimezone: true });

export const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
});

/** Full-text search's document type; read and written only by the database (a generated column). */
export const tsvector = customType<{ data: string; driverData: string }>({
  dataType: () => 'tsvector',
});
