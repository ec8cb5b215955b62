export type { CreateDbOptions, Database, DatabaseHandle, Queryable, Schema } from './create-db';
export { createDb, isReachable, WORD_SIMILARITY_THRESHOLD } from './create-db';
export { type ListenOptions, listen } from './notifications';
export { reusableQuery } from './reusable-query';
export * from './schema';
export { uuidv7 } from './uuid';
