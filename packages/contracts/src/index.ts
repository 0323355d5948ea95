// The package's public surface. The storefront imports the zod-free modules by subpath
// ('@safari/contracts/constants') to keep the schema library out of its first bundle.
export * from './calendar';
export * from './constants';
export * from './messages';
export * from './envelope';
export * from './currency';
export * from './trip';
export * from './destination';
export * from './reference';
export * from './content';
export * from './search';
export * from './site';
export * from './auth';
export * from './engagement';
export * from './account';
export * from './booking';
export * from './inquiry';
export * from './tours';
export * from './climbs';
export * from './blog';
export * from './kilimanjaro';
export * from './admin';
export * from './admin-inquiries';
export * from './admin-bookings';
export * from './admin-catalogue';
export * from './admin-moderation';
