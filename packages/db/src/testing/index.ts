export { type BigShopSize, MEASURED_CUSTOMER_ORDERS, seedBigShop } from './seed-big-shop';
export { specifyBigShop } from './specify-big-shop';
export { createTestDatabase, type TestDatabase } from './test-database';
export { type TestDatabaseTarget, testDatabaseTarget } from './test-database-target';
