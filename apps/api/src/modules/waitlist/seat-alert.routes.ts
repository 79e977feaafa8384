// "Notify me" API: signing up for a sold-out workshop's seat alert, and leaving by the mail's link.
import {
  idParamsSchema,
  mailboxOf,
  seatAlertRequestSchema,
  seatAlertSchema,
  seatAlertUnsubscribedSchema,
  seatAlertUnsubscribeSchema,
} from '@kaushal/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error';
import {
  SEAT_ALERT_PER_IP,
  SEAT_ALERT_PER_MAILBOX,
  SEAT_ALERT_UNSUBSCRIBE_PER_IP,
} from './seat-alert.limits';

export const seatAlertRoutes: FastifyPluginAsyncZod = async (app) => {
  const alerts = app.seatAlerts;

  // Answers 201 for a new alert and 200 with the same body when the address waits already.
  app.post(
    '/products/:id/seat-alerts',
    {
      schema: {
        params: idParamsSchema,
        body: seatAlertRequestSchema,
        response: { 200: seatAlertSchema, 201: seatAlertSchema },
      },
    },
    async (request, reply) => {
      await app.rateLimits.consume(SEAT_ALERT_PER_IP, request.ip);
      const email = request.body.email ?? request.user?.email;
      if (!email) throw new AppError('VALIDATION_FAILED', 'Email is required');
      await app.rateLimits.consume(SEAT_ALERT_PER_MAILBOX, mailboxOf(email));
      const { alert, created } = await alerts.signUp(Number(request.params.id), email);
      void reply.code(created ? 201 : 200);
      return alert;
    },
  );

  app.post(
    '/seat-alerts/unsubscribe',
    {
      schema: {
        body: seatAlertUnsubscribeSchema,
        response: { 200: seatAlertUnsubscribedSchema },
      },
    },
    async (request) => {
      await app.rateLimits.consume(SEAT_ALERT_UNSUBSCRIBE_PER_IP, request.ip);
      return alerts.unsubscribe(request.body.token);
    },
  );
};
