// Sign-up, login (and its e-mailed sign-in link), session check and probe, logout and password reset
// (docs/product.md §7), with per-IP throttling.
import {
  loginSchema,
  mailboxOf,
  resetPasswordRequestSchema,
  resetPasswordSchema,
  signInLinkSchema,
  signInLinkSentSchema,
  signupSchema,
  successSchema,
  userSchema,
} from '@kaushal/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { noStore } from '../../lib/no-store';
import { requireUser } from '../../plugins/authentication';
import { isCrossSiteFetch } from '../../plugins/security';
import {
  LOGIN_PER_IP,
  RESET_PER_IP,
  RESET_REQUEST_PER_ACCOUNT,
  RESET_REQUEST_PER_IP,
  SIGN_IN_LINK_USE_PER_IP,
  SIGNUP_PER_IP,
} from './auth.limits';
import { mailBrandOf } from '../../lib/mail-layout';
import { authService, SIGN_IN_LINK_SENT_MESSAGE } from './auth.service';

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const auth = authService({
    db: app.db,
    sessions: app.sessions,
    clock: app.clock,
    rateLimits: app.rateLimits,
    mailer: app.mailer,
    outbox: app.outbox,
    afterAnswer: app.afterAnswer,
    log: app.requestLog,
    brand: mailBrandOf(app.config),
    signInFailuresPerAccount: app.config.signInFailuresPerAccount,
  });
  const { users } = app;
  app.addHook('onSend', noStore);

  const signedInAs = async (reply: FastifyReply, userId: number) => {
    await app.signIn(reply, userId);
    return users.get(userId);
  };

  app.post(
    '/auth/signup',
    { schema: { body: signupSchema, response: { 201: userSchema } } },
    async (request, reply) => {
      await app.rateLimits.consume(SIGNUP_PER_IP, request.ip);
      const userId = await auth.signUp(request.body, request.ip);
      void reply.code(201);
      return signedInAs(reply, userId);
    },
  );

  app.post(
    '/auth/login',
    { schema: { body: loginSchema, response: { 200: userSchema, 202: signInLinkSentSchema } } },
    async (request, reply) => {
      await app.rateLimits.consume(LOGIN_PER_IP, request.ip);
      const outcome = await auth.logIn(request.body, request.ip);
      if ('userId' in outcome) return signedInAs(reply, outcome.userId);
      // Accepted, not done: the sign-in ends on the page the mailed link opens.
      void reply.code(202);
      return { code: 'SIGN_IN_LINK_SENT', message: SIGN_IN_LINK_SENT_MESSAGE } as const;
    },
  );

  // Posted by the page the link opens (never done by opening it: mail scanners open links too).
  app.post(
    '/auth/sign-in-link',
    { schema: { body: signInLinkSchema, response: { 200: userSchema } } },
    async (request, reply) => {
      await app.rateLimits.consume(SIGN_IN_LINK_USE_PER_IP, request.ip);
      return signedInAs(reply, await auth.signInWithLink(request.body.token, request.ip));
    },
  );

  app.get('/auth/check', { schema: { response: { 200: userSchema } } }, (request) =>
    users.get(requireUser(request).id),
  );
  // The web app's start-up probe: a visitor is an answer here, not an error, so a page seen by someone
  // not signed in logs no failed request in the browser's console.
  app.get(
    '/auth/session',
    { schema: { response: { 200: z.object({ user: userSchema.nullable() }) } } },
    async (request) => ({ user: request.user ? await users.get(request.user.id) : null }),
  );

  const logOut = async (request: FastifyRequest, reply: FastifyReply) => {
    await app.signOut(request, reply);
    return { success: true } as const;
  };
  app.post('/auth/logout', { schema: { response: { 200: successSchema } } }, logOut);
  // Kept for the original storefront client (docs/product.md §7); the app itself posts. SameSite=Lax still sends the cookie on a link
  // followed from another site, so a browser-declared cross-site request is refused here.
  app.get('/auth/logout', { schema: { response: { 200: successSchema } } }, (request, reply) => {
    if (isCrossSiteFetch(request)) {
      throw new AppError('CROSS_SITE_REQUEST', 'Cross-site requests cannot sign you out');
    }
    return logOut(request, reply);
  });

  app.post(
    '/auth/reset-password-request',
    { schema: { body: resetPasswordRequestSchema, response: { 200: successSchema } } },
    async (request) => {
      await app.rateLimits.consume(RESET_REQUEST_PER_IP, request.ip);
      await app.rateLimits.consume(RESET_REQUEST_PER_ACCOUNT, mailboxOf(request.body.email));
      auth.requestPasswordReset(request.body.email);
      return { success: true } as const;
    },
  );

  // The reset page asks on load, so a spent or expired link says so before a new password is typed.
  app.get(
    '/auth/reset-password/check',
    {
      schema: {
        querystring: resetPasswordSchema.pick({ email: true, token: true }),
        response: { 200: successSchema },
      },
    },
    async (request) => {
      await app.rateLimits.consume(RESET_PER_IP, request.ip);
      await auth.checkResetLink(request.query);
      return { success: true } as const;
    },
  );

  app.post(
    '/auth/reset-password',
    { schema: { body: resetPasswordSchema, response: { 200: successSchema } } },
    async (request) => {
      await app.rateLimits.consume(RESET_PER_IP, request.ip);
      await auth.resetPassword(request.body, request.ip);
      return { success: true } as const;
    },
  );
};
