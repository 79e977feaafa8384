// Reads the session cookie on every request and offers the guards routes use (signed in, admin).
import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error';
import { hashToken } from '../lib/tokens';
import { SESSION_ABSOLUTE_MS, type SessionService } from '../modules/sessions/session.service';
import type { SessionUser } from '../modules/users/user.service';

declare module 'fastify' {
  interface FastifyRequest {
    user: SessionUser | null;
  }
  interface FastifyInstance {
    sessions: SessionService;
    /** Starts a fresh session for the user (a new token, never one the client brought) and sets its cookie. */
    signIn(reply: FastifyReply, userId: number): Promise<void>;
    /** Ends the request's session on the server and clears the cookie. */
    signOut(request: FastifyRequest, reply: FastifyReply): Promise<void>;
    /**
     * What names the request's login session without revealing its token (the hash the sessions
     * table keeps), for what must stay with that session; null without one.
     */
    sessionTagOf(request: FastifyRequest): string | null;
  }
}

export interface AuthenticationOptions {
  sessions: SessionService;
  secureCookies: boolean;
}

export function requireUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw new AppError('UNAUTHENTICATED', 'Please log in to continue');
  return request.user;
}

export function requireAdmin(request: FastifyRequest): SessionUser {
  const user = requireUser(request);
  if (user.role !== 'admin') throw new AppError('FORBIDDEN', 'Only an admin can do this');
  return user;
}

export const authentication = fp(async (app: FastifyInstance, options: AuthenticationOptions) => {
  // The __Host- prefix pins the cookie to this host and path, over HTTPS only.
  const cookieName = options.secureCookies ? '__Host-sid' : 'sid';
  const cookieOptions = {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: options.secureCookies,
  } as const;

  await app.register(cookie);
  app.decorate('sessions', options.sessions);
  app.decorateRequest('user', null);

  app.addHook('onRequest', async (request) => {
    const token = request.cookies[cookieName];
    if (token) request.user = await options.sessions.resolve(token);
  });

  app.decorate('signIn', async (reply: FastifyReply, userId: number) => {
    const previous = reply.request.cookies[cookieName];
    if (previous) await options.sessions.destroy(previous);
    const token = await options.sessions.create(userId);
    void reply.setCookie(cookieName, token, {
      ...cookieOptions,
      maxAge: SESSION_ABSOLUTE_MS / 1000,
    });
  });

  app.decorate('sessionTagOf', (request: FastifyRequest) => {
    const token = request.cookies[cookieName];
    return token && request.user ? hashToken(token) : null;
  });

  app.decorate('signOut', async (request: FastifyRequest, reply: FastifyReply) => {
    const token = request.cookies[cookieName];
    if (token) await options.sessions.destroy(token);
    request.user = null;
    void reply.clearCookie(cookieName, cookieOptions);
  });
});
