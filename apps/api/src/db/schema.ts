// The whole database schema, one definition for PGlite and PostgreSQL: every module's tables, for
// drizzle-kit's migrations, the seeds and the tests. Modules import their own *.tables.ts, never this
// file (docs/decisions/0064, checked by `npm run lint`).
export * from '../modules/audit/audit.tables';
export * from '../modules/auth/auth.tables';
export * from '../modules/cart/cart.tables';
export * from '../modules/catalogue/catalogue.tables';
export * from '../modules/classroom/classroom.tables';
export * from '../modules/enquiries/enquiries.tables';
export * from '../modules/invoices/invoices.tables';
export * from '../modules/learning/learning.tables';
export * from '../modules/lessons/lessons.tables';
export * from '../modules/orders/orders.tables';
export * from '../modules/outbox/outbox.tables';
export * from '../modules/payments/payments.tables';
export * from '../modules/promotions/promotions.tables';
export * from '../modules/refunds/refunds.tables';
export * from '../modules/sessions/sessions.tables';
export * from '../modules/users/users.tables';
export * from '../modules/video/video.tables';
export * from '../modules/waitlist/waitlist.tables';
export type { OrderTaxRow } from '../modules/tax/order-tax.service';
