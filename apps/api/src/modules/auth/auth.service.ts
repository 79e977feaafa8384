// Account rules: sign-up, password check with throttling per account and address, and password reset by
// e-mail.
import { timingSafeEqual } from 'node:crypto';
import type { LoginInput, ResetPasswordInput, SignupInput } from '@kaushal/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { AfterAnswer } from '../../lib/after-answer';
import type { Mailer } from '../../lib/mailer';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import type { Clock } from '../../lib/clock';
import type { RateLimitGate, RateLimitRule } from '../../lib/rate-limiter';
import { hashToken, newToken } from '../../lib/tokens';
import { endSessionsOf, type SessionService } from '../sessions/session.service';
import { createCustomer, credentialsOf, setPassword, userIdByEmail } from '../users/user.service';
import {
  LOGIN_FIRST_FROM_ADDRESS,
  LOGIN_PER_ACCOUNT,
  LOGIN_PER_ACCOUNT_AND_ADDRESS,
} from './auth.limits';
import { passwordResetRepository } from './password-reset.repository';

export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

export interface AuthServiceDeps {
  db: Database;
  sessions: Pick<SessionService, 'forgetUser'>;
  clock: Clock;
  rateLimits: RateLimitGate;
  mailer: Mailer;
  /** Runs the reset mail after the answer, so every e-mail is answered alike and as fast. */
  afterAnswer: AfterAnswer;
  log: FastifyBaseLogger;
  publicUrl: string;
}

const invalidCredentials = () => new AppError('INVALID_CREDENTIALS', 'Invalid email or password');
const invalidResetLink = () =>
  new AppError(
    'INVALID_RESET_TOKEN',
    'This password reset link is not valid or has already been used. Please request a new one.',
  );

/** The counter key of one account tried from one client address. */
const accountAtAddress = (email: string, address: string) => `${email}|${address}`;

const sameHash = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** The stored token the link names, with its account, or the reason the link is refused. */
async function liveResetEntry(db: Database, email: string, tokenHash: string, now: Date) {
  const userId = await userIdByEmail(db, email);
  const entry =
    userId === undefined ? undefined : await passwordResetRepository(db).findForUser(userId);
  if (userId === undefined || !entry || !sameHash(entry.tokenHash, tokenHash)) {
    throw invalidResetLink();
  }
  if (entry.expiresAt <= now) {
    throw new AppError(
      'INVALID_RESET_TOKEN',
      'This password reset link has expired. Please request a new one.',
    );
  }
  return { ...entry, userId };
}

export function authService(deps: AuthServiceDeps) {
  const { db, clock, rateLimits, log } = deps;
  const resets = passwordResetRepository(db);
  // Verified against when the e-mail is unknown, so that answer costs as long as a wrong password.
  const decoyHash = hashPassword(newToken());

  /** Counts an attempt against `rule`, and returns the refusal it would throw instead of throwing it. */
  async function refusalBy(rule: RateLimitRule, key: string): Promise<AppError | undefined> {
    try {
      await rateLimits.consume(rule, key);
      return undefined;
    } catch (error) {
      if (error instanceof AppError && error.code === 'RATE_LIMITED') return error;
      throw error;
    }
  }

  /**
   * Counts a login attempt on `email` from `address` and throws RATE_LIMITED when it must not be tried:
   * after 10 in a row from that address, or, while the account as a whole is past its ceiling, from an
   * address that has already tried it since its last success.
   */
  async function throttleLogin(email: string, address: string): Promise<void> {
    const key = accountAtAddress(email, address);
    await rateLimits.consume(LOGIN_PER_ACCOUNT_AND_ADDRESS, key);
    const triedBefore = await refusalBy(LOGIN_FIRST_FROM_ADDRESS, key);
    const storm = await refusalBy(LOGIN_PER_ACCOUNT, email);
    if (storm && triedBefore) throw storm;
  }

  /** Forgets the failures of `email` from `address`, once the owner has proven themselves there. */
  async function clearLoginFailures(email: string, address: string): Promise<void> {
    const key = accountAtAddress(email, address);
    await rateLimits.reset(LOGIN_PER_ACCOUNT_AND_ADDRESS, key);
    await rateLimits.reset(LOGIN_FIRST_FROM_ADDRESS, key);
  }

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
      const userId = await createCustomer(db, {
        email: input.email,
        passwordHash: await hashPassword(input.password),
        name: input.name ?? null,
        phone: input.phone ?? null,
      });
      if (userId === undefined) throw new AppError('USER_EXISTS', 'User already exists');
      return userId;
    },

    /**
     * The id of the account these credentials open, tried from the client `address`; throttled whether
     * or not the account exists.
     */
    async logIn({ email, password }: LoginInput, address: string): Promise<number> {
      await throttleLogin(email, address);
      const account = await credentialsOf(db, email);
      const valid = await verifyPassword(account?.passwordHash ?? (await decoyHash), password);
      if (!account || !valid) throw invalidCredentials();
      await clearLoginFailures(email, address);
      return account.id;
    },

    /**
     * Mails a reset link when the account exists. The work runs after the response, so the answer and
     * its timing are the same for every e-mail; failures are logged, never reported to the caller.
     */
    requestPasswordReset(email: string): void {
      deps.afterAnswer.run(
        () => mailResetLink(email),
        (error) => log.error({ err: error }, 'password reset mail failed'),
      );
    },

    /** Answers whether a reset link would still be accepted, without spending its token. */
    async checkResetLink({
      email,
      token,
    }: Pick<ResetPasswordInput, 'email' | 'token'>): Promise<void> {
      await liveResetEntry(db, email, hashToken(token), clock());
    },

    /**
     * Sets the new password, spends the token and ends every session of the account, in one step; asked
     * from the client `address`.
     */
    async resetPassword(
      { email, token, password }: ResetPasswordInput,
      address: string,
    ): Promise<void> {
      const passwordHash = await hashPassword(password);
      const tokenHash = hashToken(token);
      const userId = await db.transaction(async (tx) => {
        const txResets = passwordResetRepository(tx);
        const now = clock();
        const entry = await liveResetEntry(tx, email, tokenHash, now);
        if (!(await txResets.consume(entry.id, tokenHash))) throw invalidResetLink();
        await setPassword(tx, entry.userId, passwordHash, now);
        await endSessionsOf(tx, entry.userId);
        return entry.userId;
      });
      // Other instances hear of it from the database; this one must not wait for that.
      deps.sessions.forgetUser(userId);
      // Whoever holds the mailbox is the owner: their earlier failed logins from here no longer count.
      await clearLoginFailures(email, address);
    },
  };
}
export type AuthService = ReturnType<typeof authService>;
