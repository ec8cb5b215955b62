export type { CreateDbOptions, Database, DatabaseHandle, Schema } from './create-db';
export { createDb, isReachable } from './create-db';
export { type ListenOptions, listen } from './notifications';
export * from './schema';
export { uuidv7 } from './uuid';
