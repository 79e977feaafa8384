// Seats given to attendees: the buyer names the attendee of one of a line's other seats, and the
// attendee claims it, signed in, with the token of the mailed link.
import {
  attendeeInputSchema,
  enrolmentSchema,
  idParamsSchema,
  mailboxOf,
  seatClaimInputSchema,
} from '@kaushal/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { noStore } from '../../lib/no-store';
import { requireUser } from '../../plugins/authentication';
import {
  SEAT_CLAIM_PER_IP,
  SEAT_GIFT_PER_ACCOUNT,
  SEAT_GIFT_PER_MAILBOX,
  SEAT_GIFT_PER_NETWORK,
} from './seat-claim.limits';
import { seatClaimService } from './seat-claim.service';
import { mailBrandOf } from '../../lib/mail-layout';

export const seatClaimRoutes: FastifyPluginAsyncZod = async (app) => {
  const seats = seatClaimService({
    db: app.db,
    clock: app.clock,
    outbox: app.outbox,
    afterAnswer: app.afterAnswer,
    log: app.requestLog,
    brand: mailBrandOf(app.config),
  });
  app.addHook('onRequest', async (request) => {
    requireUser(request);
  });
  app.addHook('onSend', noStore);

  app.put(
    '/enrolments/:id/attendee',
    {
      schema: {
        params: idParamsSchema,
        body: attendeeInputSchema,
        response: { 200: enrolmentSchema },
      },
    },
    async (request) => {
      const buyer = requireUser(request);
      await app.rateLimits.consume(SEAT_GIFT_PER_ACCOUNT, String(buyer.id));
      await app.rateLimits.consume(SEAT_GIFT_PER_NETWORK, request.ip);
      await app.rateLimits.consume(SEAT_GIFT_PER_MAILBOX, mailboxOf(request.body.email));
      return seats.giveSeat(buyer, Number(request.params.id), request.body);
    },
  );

  app.post(
    '/seat-claims',
    { schema: { body: seatClaimInputSchema, response: { 200: enrolmentSchema } } },
    async (request) => {
      await app.rateLimits.consume(SEAT_CLAIM_PER_IP, request.ip);
      return seats.claim(requireUser(request).id, request.body.token);
    },
  );
};
