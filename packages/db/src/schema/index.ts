export * from './accounts';
export * from './catalog';
export * from './community';
export * from './orders';
export * from './shipping';
