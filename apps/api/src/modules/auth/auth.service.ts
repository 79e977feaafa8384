// Account rules: sign-up, password check with per-account throttling, and password reset by e-mail.
import { timingSafeEqual } from 'node:crypto';
import type { LoginInput, ResetPasswordInput, SignupInput } from '@kaushal/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Mailer } from '../../lib/mailer';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import type { Clock } from '../../lib/clock';
import type { RateLimitGate } from '../../lib/rate-limiter';
import { hashToken, newToken } from '../../lib/tokens';
import { endSessionsOf, type SessionService } from '../sessions/session.service';
import { createCustomer, credentialsOf, setPassword, userIdByEmail } from '../users/user.service';
import { LOGIN_PER_ACCOUNT } from './auth.limits';
import { passwordResetRepository } from './password-reset.repository';

export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

export interface AuthServiceDeps {
  db: Database;
  sessions: Pick<SessionService, 'forgetUser'>;
  clock: Clock;
  rateLimits: RateLimitGate;
  mailer: Mailer;
  log: FastifyBaseLogger;
  publicUrl: string;
}

const invalidCredentials = () => new AppError('INVALID_CREDENTIALS', 'Invalid email or password');
const invalidResetLink = () =>
  new AppError(
    'INVALID_RESET_TOKEN',
    'This password reset link is not valid or has already been used. Please request a new one.',
  );

const sameHash = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

export function authService(deps: AuthServiceDeps) {
  const { db, clock, rateLimits, log } = deps;
  const resets = passwordResetRepository(db);
  // Verified against when the e-mail is unknown, so that answer costs as long as a wrong password.
  const decoyHash = hashPassword(newToken());
  const pending = new Set<Promise<void>>();

  async function mailResetLink(email: string): Promise<void> {
    const token = newToken();
    const tokenHash = hashToken(token);
    const userId = await userIdByEmail(db, email);
    if (userId === undefined) return;
    const now = clock();
    await resets.replace(userId, tokenHash, new Date(now.getTime() + RESET_TOKEN_TTL_MS), now);
    const link = `${deps.publicUrl}/reset-password?token=${encodeURIComponent(token)}&email=${encodeURIComponent(email)}`;
    await deps.mailer.send({
      to: email,
      subject: 'Reset your Kaushal password',
      text: [
        'Someone asked to reset the password of your Kaushal account.',
        '',
        `To choose a new password, open this link within the next hour:`,
        link,
        '',
        'If it was not you, ignore this e-mail: your password stays as it is.',
      ].join('\n'),
    });
  }

  return {
    /** Creates a customer account (never an admin) and returns its id. */
    async signUp(input: SignupInput): Promise<number> {
      const userId = await createCustomer(db, input.email, await hashPassword(input.password));
      if (userId === undefined) throw new AppError('USER_EXISTS', 'User already exists');
      return userId;
    },

    /** The id of the account these credentials open; throttled per account whether or not it exists. */
    async logIn({ email, password }: LoginInput): Promise<number> {
      await rateLimits.consume(LOGIN_PER_ACCOUNT, email);
      const account = await credentialsOf(db, email);
      const valid = await verifyPassword(account?.passwordHash ?? (await decoyHash), password);
      if (!account || !valid) throw invalidCredentials();
      await rateLimits.reset(LOGIN_PER_ACCOUNT, email);
      return account.id;
    },

    /**
     * Mails a reset link when the account exists. The work runs after the response, so the answer and
     * its timing are the same for every e-mail; failures are logged, never reported to the caller.
     */
    requestPasswordReset(email: string): void {
      const task = mailResetLink(email)
        .catch((error: unknown) => log.error({ err: error }, 'password reset mail failed'))
        .finally(() => pending.delete(task));
      pending.add(task);
    },

    /** Sets the new password, spends the token and ends every session of the account, in one step. */
    async resetPassword({ email, token, password }: ResetPasswordInput): Promise<void> {
      const passwordHash = await hashPassword(password);
      const tokenHash = hashToken(token);
      const userId = await db.transaction(async (tx) => {
        const txResets = passwordResetRepository(tx);
        const account = await userIdByEmail(tx, email);
        const entry = account === undefined ? undefined : await txResets.findForUser(account);
        if (account === undefined || !entry || !sameHash(entry.tokenHash, tokenHash)) {
          throw invalidResetLink();
        }
        const now = clock();
        if (entry.expiresAt <= now) {
          throw new AppError(
            'INVALID_RESET_TOKEN',
            'This password reset link has expired. Please request a new one.',
          );
        }
        if (!(await txResets.consume(entry.id, tokenHash))) throw invalidResetLink();
        await setPassword(tx, account, passwordHash, now);
        await endSessionsOf(tx, account);
        return account;
      });
      // Other instances hear of it from the database; this one must not wait for that.
      deps.sessions.forgetUser(userId);
      // Whoever holds the mailbox is the owner: earlier failed logins no longer count against them.
      await rateLimits.reset(LOGIN_PER_ACCOUNT, email);
    },

    /** Resolves once the reset mails already started are done (the app waits for it when closing). */
    async settle(): Promise<void> {
      await Promise.allSettled([...pending]);
    },
  };
}
export type AuthService = ReturnType<typeof authService>;
