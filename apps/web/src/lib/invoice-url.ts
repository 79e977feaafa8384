// Where an order's tax invoice PDF is downloaded, for the buyer's My Orders and the admin's order view.

export const invoiceUrl = (orderId: string) => `/api/orders/${encodeURIComponent(orderId)}/invoice`;
