// The reports' read model: the tables of other modules that the dashboard and the exports read, and
// only read. This is the one file of the module that may name them (docs/decisions/0064); a change to
// one of these tables' columns is a change to the reports too.
export { batches, products } from '../catalogue/catalogue.tables';
export { orderItems, orders, type ShippingAddress } from '../orders/orders.tables';
export { payments } from '../payments/payments.tables';
export { refunds } from '../refunds/refunds.tables';
export { users } from '../users/users.tables';
