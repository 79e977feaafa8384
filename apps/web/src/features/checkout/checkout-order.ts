// When Pay may pay the order already placed instead of placing another one.
import type { CartItem } from '@kaushal/shared/cart';
import type { Order, PaymentMethod } from '@kaushal/shared/order';

/**
 * The current order is reused while it is unpaid and still holds exactly the cart's lines for the
 * chosen address and payment method; any change places a new order, which replaces the old one on the
 * server (so the order records the method it is paid by).
 */
export function isReusableOrder(
  order: Order | undefined,
  lines: readonly CartItem[],
  addressId: string,
  method: PaymentMethod,
): order is Order {
  return (
    order !== undefined &&
    order.status === 'pending' &&
    order.paymentStatus === 'pending' &&
    order.selectedAddress.id === addressId &&
    order.paymentMethod === method &&
    order.items.length === lines.length &&
    lines.every((line) =>
      order.items.some(
        (item) => item.product.id === line.product.id && item.quantity === line.quantity,
      ),
    )
  );
}
