import type { Database } from '@partsmith/db';

/** A database or a transaction: both run the same queries, so a use case can join its caller's transaction. */
export type Queryable = Pick<Database, 'select' | 'insert' | 'update'>;
