// Drizzle reads the whole schema from here (drizzle.config.ts and the db client).
export * from './reference';
export * from './destinations';
export * from './trips';
export * from './content';
export * from './media';
export * from './accounts';
export * from './engagement';
export * from './outbox';
export * from './bookings';
export * from './payments';
export * from './bank-statements';
export * from './inquiries';
export * from './tours';
export * from './admin';
