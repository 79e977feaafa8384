// Public surface of the shared package: contracts, money and constants used by the API and web app.
export * from './account';
export * from './batch';
export * from './cart';
export * from './certificate';
export * from './common';
export * from './constants';
export * from './enrolment';
export * from './errors';
export * from './ist';
export * from './money';
export * from './opening-page';
export * from './order';
export * from './payment';
export * from './product';
export * from './roster';
export * from './seat-alert';
export * from './slug';
