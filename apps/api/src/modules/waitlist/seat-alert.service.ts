// "Notify me" for sold-out workshops: sign-ups, the mail once seats are open again, and leaving by the
// mail's link.
import type { SeatAlert, SeatAlertUnsubscribed } from '@kaushal/shared';
import { paths } from '@kaushal/shared/routes';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { MailBrand } from '../../lib/mail-layout';
import type { Mailer } from '../../lib/mailer';
import { hashToken, newToken } from '../../lib/tokens';
import { productService } from '../catalogue/product.service';
import { seatsOpenMail } from './seat-alert.mail';
import { seatAlertRepository } from './seat-alert.repository';

/** Mails one pass sends at most; the rest wait for the next pass. */
const MAILS_PER_PASS = 500;

export interface SeatAlertServiceOptions {
  db: Database;
  clock: Clock;
  mailer: Mailer;
  brand: MailBrand;
}

export function seatAlertService({ db, clock, mailer, brand }: SeatAlertServiceOptions) {
  const { publicUrl } = brand;
  const repository = seatAlertRepository(db);
  const catalogue = productService(db);

  return {
    /**
     * Puts the address on the sold-out workshop's list. `created` is false when it was on it already:
     * the caller answers the same either way, so nobody learns more about an address than that.
     */
    async signUp(
      productId: number,
      email: string,
    ): Promise<{ alert: SeatAlert; created: boolean }> {
      const product = await catalogue.get(productId, false);
      if (product.stock > 0) {
        throw new AppError('CONFLICT', `"${product.title}" has seats: enrol now`);
      }
      // The link's token is made when the mail goes out (only its hash is kept); until then the
      // alert holds the hash of a token nobody has, so no link can remove it.
      const created = await repository.insertWaiting({
        productId,
        email,
        unsubscribeTokenHash: hashToken(newToken()),
      });
      return { alert: { email, productId: String(productId) }, created };
    },

    async unsubscribe(token: string): Promise<SeatAlertUnsubscribed> {
      const productId = await repository.deleteByTokenHash(hashToken(token));
      if (productId === undefined) {
        throw new AppError(
          'NOT_FOUND',
          'This unsubscribe link is not valid: the alert was removed already, or the link was cut short',
        );
      }
      return { workshop: (await catalogue.get(productId, true)).title };
    },

    /**
     * One pass: mails every waiting alert of a workshop that has seats on the catalogue now, whatever
     * brought them back. Each alert is claimed before its mail is sent, so it is mailed once however
     * many instances run passes; a failed mail puts it back and ends the pass (the relay is most
     * likely down), leaving the rest for the next one. Returns the number of mails sent.
     */
    async notifyOpenSeats(): Promise<number> {
      const open = (await catalogue.offered(await repository.waitingProductIds())).filter(
        (product) => product.stock > 0,
      );
      const products = new Map(open.map((product) => [Number(product.id), product]));
      let sent = 0;
      for (const alert of await repository.waitingFor([...products.keys()], MAILS_PER_PASS)) {
        const product = products.get(alert.productId);
        const token = newToken();
        if (!product || !(await repository.claim(alert.id, hashToken(token), clock()))) continue;
        const mail = await seatsOpenMail(
          alert.email,
          product,
          {
            workshop: `${publicUrl}${paths.workshop(product.slug)}`,
            unsubscribe: `${publicUrl}/seat-alerts/unsubscribe?token=${token}`,
          },
          brand,
        );
        if (!(await mailer.send(mail))) {
          await repository.release(alert.id);
          break;
        }
        sent += 1;
      }
      return sent;
    },
  };
}

export type SeatAlertService = ReturnType<typeof seatAlertService>;
