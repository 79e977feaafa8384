// Where an order's tax invoice and credit note PDFs are downloaded, for the buyer's My Orders and the
// admin's order view.

export const invoiceUrl = (orderId: string) => `/api/orders/${encodeURIComponent(orderId)}/invoice`;

export const creditNoteUrl = (orderId: string) =>
  `/api/orders/${encodeURIComponent(orderId)}/credit-note`;
