/** Browser-safe surface: schemas, constants, messages, money and text helpers, errors. No router code. */
export * from './constants';
export * from './errors';
export * from './messages';
export * from './money';
export * from './schemas/accounts';
export * from './schemas/admin-products';
export * from './schemas/admin-users';
export * from './schemas/audit';
export * from './schemas/catalog';
export * from './schemas/contact';
export * from './schemas/images';
export * from './schemas/orders';
export * from './schemas/pagination';
export * from './schemas/payments';
export * from './schemas/profile';
export * from './schemas/reviews';
export * from './text';
