export { createTestDatabase, type TestDatabase } from './test-database';
export { type TestDatabaseTarget, testDatabaseTarget } from './test-database-target';
