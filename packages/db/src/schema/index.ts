export * from './accounts';
export * from './carts';
export * from './catalog';
export * from './community';
export * from './orders';
export * from './shipping';
