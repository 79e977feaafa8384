// The one e-mail a seat alert sends: seats of the sold-out workshop are open again.
import { formatRupees, type Product } from '@kaushal/shared';
import { renderMail, type MailBrand } from '../../lib/mail-layout';

export interface SeatAlertLinks {
  /** The workshop's public course page. */
  workshop: string;
  /** The page that removes the alert with the mail's token. */
  unsubscribe: string;
}

function priceLine(product: Product): string {
  const price = formatRupees(product.discountPrice);
  return product.discountPrice < product.price
    ? `${price} (${product.discountPercentage}% off ${formatRupees(product.price)})`
    : price;
}

export function seatsOpenMail(
  to: string,
  product: Product,
  links: SeatAlertLinks,
  brand: MailBrand,
) {
  return renderMail(
    {
      to,
      subject: `Seats are open: ${product.title}`,
      blocks: [
        `Good news: seats are open again for "${product.title}".`,
        `Price: ${priceLine(product)}\nSeats go to whoever enrols first, so do not wait too long.`,
        { button: 'Enrol here', href: links.workshop },
        {
          note: `This is the only e-mail we send for that request. To remove your address from this workshop's alerts: ${links.unsubscribe}`,
        },
      ],
      reason:
        'You get this e-mail because you asked us to tell you when seats opened for this workshop.',
      headers: { 'List-Unsubscribe': `<${links.unsubscribe}>` },
    },
    brand,
  );
}
