export type { CreateDbOptions, Database, DatabaseHandle, Schema } from './create-db';
export { createDb, isReachable } from './create-db';
export * from './schema';
export { uuidv7 } from './uuid';
