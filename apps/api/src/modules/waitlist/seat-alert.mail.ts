// The one e-mail a seat alert sends: seats of the sold-out workshop are open again.
import { formatRupees, type Product } from '@kaushal/shared';
import { escapeHtml } from '../../lib/escape-html';
import type { MailMessage } from '../../lib/mailer';

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

export function seatsOpenMail(to: string, product: Product, links: SeatAlertLinks): MailMessage {
  const price = priceLine(product);
  const text = [
    `Good news: seats are open again for "${product.title}".`,
    '',
    `Price: ${price}`,
    'Seats go to whoever enrols first, so do not wait too long.',
    '',
    `Enrol here: ${links.workshop}`,
    '',
    'You asked us to tell you when seats opened for this workshop. This is the only e-mail we send',
    'for that request.',
    `To remove your address from this workshop's alerts: ${links.unsubscribe}`,
  ].join('\n');
  const title = escapeHtml(product.title);
  const html = [
    `<p>Good news: seats are open again for <strong>${title}</strong>.</p>`,
    `<p>Price: ${escapeHtml(price)}<br>Seats go to whoever enrols first, so do not wait too long.</p>`,
    `<p><a href="${escapeHtml(links.workshop)}">Enrol in ${title}</a></p>`,
    '<p style="color:#555;font-size:13px">You asked us to tell you when seats opened for this',
    'workshop. This is the only e-mail we send for that request.',
    `<a href="${escapeHtml(links.unsubscribe)}">Remove your address from this workshop's alerts</a>.</p>`,
  ].join('\n');
  return {
    to,
    subject: `Seats are open: ${product.title}`,
    text,
    html,
    headers: { 'List-Unsubscribe': `<${links.unsubscribe}>` },
  };
}
