// When Pay may pay the order already placed instead of placing another one.
import type { CartItem } from '@kaushal/shared/cart';
import type { Order, PaymentMethod } from '@kaushal/shared/order';

/** An online workshop's buyer billed by name and state alone, not saved as an address. */
export interface NameAndState {
  name: string;
  state: string;
}

/** Whom the order is billed to: a saved address by its id, or a name and a state. */
export type Billing = string | NameAndState;

const billsTo = (order: Order, billing: Billing) =>
  typeof billing === 'string'
    ? order.selectedAddress.id === billing
    : order.selectedAddress.id === undefined &&
      order.selectedAddress.name === billing.name.trim() &&
      order.selectedAddress.state === billing.state;

/**
 * The current order is reused while it is unpaid and still holds exactly the cart's lines for the
 * chosen billing and payment method; any change places a new order, which replaces the old one on the
 * server (so the order records the method it is paid by).
 */
export function isReusableOrder(
  order: Order | undefined,
  lines: readonly CartItem[],
  billing: Billing,
  method: PaymentMethod,
): order is Order {
  return (
    order !== undefined &&
    order.status === 'pending' &&
    order.paymentStatus === 'pending' &&
    billsTo(order, billing) &&
    order.paymentMethod === method &&
    order.items.length === lines.length &&
    lines.every((line) =>
      order.items.some(
        (item) => item.product.id === line.product.id && item.quantity === line.quantity,
      ),
    )
  );
}
