// Account rules: sign-up, password check with throttling per account and address, the guard of an
// account being guessed at (a one-time link mailed to the owner), and password reset by e-mail; the
// welcome and password-changed mails go through the outbox with their change.
import { timingSafeEqual } from 'node:crypto';
import {
  mailboxOf,
  type LoginInput,
  type ResetPasswordInput,
  type SignupInput,
} from '@kaushal/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { AfterAnswer } from '../../lib/after-answer';
import type { MailBrand } from '../../lib/mail-layout';
import type { Mailer } from '../../lib/mailer';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import type { Clock } from '../../lib/clock';
import { clientNetwork, type RateLimitGate } from '../../lib/rate-limiter';
import { hashToken, newToken } from '../../lib/tokens';
import { endSessionsOf, type SessionService } from '../sessions/session.service';
import {
  createCustomer,
  credentialsOf,
  emailOf,
  contactsOf,
  setPassword,
  userIdByEmail,
} from '../users/user.service';
import {
  LOGIN_PER_ACCOUNT_AND_ADDRESS,
  loginFailuresPerAccount,
  SIGN_IN_LINK_PER_MAILBOX,
} from './auth.limits';
import type { MailOutbox } from '../outbox/outbox.service';
import {
  guessingWarningMail,
  passwordChangedMail,
  resetLinkMail,
  signInLinkMail,
  welcomeMail,
} from './auth.mail';
import { passwordResetRepository } from './password-reset.repository';
import { signInRepository } from './sign-in.repository';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
export const RESET_TOKEN_TTL_MS = 60 * MINUTE;
export const SIGN_IN_LINK_TTL_MS = 15 * MINUTE;
/** A network the account signed in from this recently is its owner's while it is being guessed at. */
const KNOWN_NETWORK_MS = 90 * DAY;
/** The owner is warned of guessing at most this often. */
const WARNING_EVERY_MS = DAY;

export const SIGN_IN_LINK_SENT_MESSAGE =
  'If the e-mail and password you entered are right, a link to finish signing in is on its way to that e-mail address. Open it within 15 minutes. This account has had many wrong passwords lately, so signing in from a new device or network needs it.';

/** What a login comes to: a signed-in account, or a sign-in link (maybe) mailed to the owner. */
export type LoginOutcome = { userId: number } | { linkSent: true };

export interface AuthServiceDeps {
  db: Database;
  sessions: Pick<SessionService, 'forgetUser'>;
  clock: Clock;
  rateLimits: RateLimitGate;
  mailer: Mailer;
  /** Takes the welcome and password-changed mails in the transaction of their change. */
  outbox: MailOutbox;
  /** Runs the reset mail after the answer, so every e-mail is answered alike and as fast. */
  afterAnswer: AfterAnswer;
  log: FastifyBaseLogger;
  brand: MailBrand;
  /** SIGN_IN_FAILURES_PER_ACCOUNT: failed passwords per account per hour before the guard starts. */
  signInFailuresPerAccount: number;
}

const invalidCredentials = () => new AppError('INVALID_CREDENTIALS', 'Invalid email or password');
const invalidResetLink = () =>
  new AppError(
    'INVALID_RESET_TOKEN',
    'This password reset link is not valid or has already been used. Please request a new one.',
  );

const invalidSignInLink = () =>
  new AppError(
    'INVALID_SIGN_IN_LINK',
    'This sign-in link is not valid or has already been used. Please log in again.',
  );

/** The counter key of one account tried from one client network (clientNetwork). */
const accountAtNetwork = (email: string, network: string) => `${email}|${network}`;
/** An address as the guard remembers it: by its network, as the rate limits count it. */
const networkOf = (address: string) => clientNetwork(address) ?? address;

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
  const signIns = signInRepository(db);
  const failureRule = loginFailuresPerAccount(deps.signInFailuresPerAccount);
  // Verified against when the e-mail is unknown, so that answer costs as long as a wrong password.
  const decoyHash = hashPassword(newToken());

  /** Forgets the failures of `email` from `network`, once the owner has proven themselves there. */
  async function clearLoginFailures(email: string, network: string): Promise<void> {
    await rateLimits.reset(LOGIN_PER_ACCOUNT_AND_ADDRESS, accountAtNetwork(email, network));
  }

  /** Mails the owner a one-time sign-in link, unless their mailbox has had its share of them. */
  async function mailSignInLink(userId: number, email: string, address: string): Promise<void> {
    const mailbox = mailboxOf(email);
    if (
      (await rateLimits.count(SIGN_IN_LINK_PER_MAILBOX, mailbox)) > SIGN_IN_LINK_PER_MAILBOX.limit
    ) {
      log.warn({ userId }, 'sign-in link not mailed: the mailbox has had its share this hour');
      return;
    }
    const token = newToken();
    const now = clock();
    await signIns.addLink(
      userId,
      hashToken(token),
      new Date(now.getTime() + SIGN_IN_LINK_TTL_MS),
      now,
    );
    const link = `${deps.brand.publicUrl}/sign-in-link?token=${encodeURIComponent(token)}`;
    await deps.mailer.send(await signInLinkMail({ email, at: now, address, link }, deps.brand));
  }

  /** Tells the owner, at most once a day, that their account is being guessed at. */
  async function warnOwner(userId: number, email: string): Promise<void> {
    const now = clock();
    if (!(await signIns.claimWarning(userId, now, new Date(now.getTime() - WARNING_EVERY_MS))))
      return;
    await deps.mailer.send(
      await guessingWarningMail({ email, failures: failureRule.limit, at: now }, deps.brand),
    );
  }

  /** Runs `task` after the answer, so every login is answered alike and as fast. */
  function later(task: () => Promise<void>, what: string): void {
    deps.afterAnswer.run(task, (error) => log.error({ err: error }, `${what} failed`));
  }

  async function mailResetLink(email: string): Promise<void> {
    const token = newToken();
    const tokenHash = hashToken(token);
    const userId = await userIdByEmail(db, email);
    if (userId === undefined) return;
    const now = clock();
    await resets.replace(userId, tokenHash, new Date(now.getTime() + RESET_TOKEN_TTL_MS), now);
    const link = `${deps.brand.publicUrl}/reset-password?token=${encodeURIComponent(token)}&email=${encodeURIComponent(email)}`;
    await deps.mailer.send(await resetLinkMail(email, link, deps.brand));
  }

  /** Sends the mails written in a transaction just committed, after the answer. */
  const deliver = () =>
    deps.afterAnswer.run(
      () => deps.outbox.deliverDue(),
      (error) => log.error({ err: error }, 'sending the outbox failed'),
    );

  return {
    /** Creates a customer account (never an admin), signed up from `address`, and returns its id. */
    async signUp(input: SignupInput, address: string): Promise<number> {
      const passwordHash = await hashPassword(input.password);
      const name = input.name ?? null;
      // The welcome mail is written with the account, so it exists exactly when the account does.
      const userId = await db.transaction(async (tx) => {
        const created = await createCustomer(tx, {
          email: input.email,
          passwordHash,
          name,
          phone: input.phone ?? null,
        });
        if (created === undefined) throw new AppError('USER_EXISTS', 'User already exists');
        await signInRepository(tx).rememberNetwork(created, networkOf(address), clock());
        await deps.outbox.add(tx, await welcomeMail({ email: input.email, name }, deps.brand));
        return created;
      });
      deliver();
      return userId;
    },

    /**
     * What these credentials, tried from the client `address`, come to; throttled whether or not the
     * account exists. While the account is past its ceiling of failed passwords, a network it has not
     * signed in from gets `linkSent` whatever the password: a link is mailed to the owner only when it
     * was right, after the answer, so neither the answer nor its timing tells a guesser anything.
     */
    async logIn({ email, password }: LoginInput, address: string): Promise<LoginOutcome> {
      const network = networkOf(address);
      await rateLimits.consume(LOGIN_PER_ACCOUNT_AND_ADDRESS, accountAtNetwork(email, network));
      const account = await credentialsOf(db, email);
      const valid = await verifyPassword(account?.passwordHash ?? (await decoyHash), password);
      const right = account !== undefined && valid;
      // Failures before this attempt; a failure is counted (for every address at once) as it is made.
      const failuresBefore = right
        ? await rateLimits.peek(failureRule, email)
        : (await rateLimits.count(failureRule, email)) - 1;
      if (account && !right && failuresBefore + 1 >= failureRule.limit) {
        later(() => warnOwner(account.id, email), 'guessing warning mail');
      }
      const now = clock();
      if (failuresBefore >= failureRule.limit) {
        // Asked for an unknown e-mail too, so that answer takes as long.
        const known = await signIns.knowsNetwork(
          account?.id ?? 0,
          network,
          new Date(now.getTime() - KNOWN_NETWORK_MS),
        );
        if (!known) {
          if (right) later(() => mailSignInLink(account.id, email, address), 'sign-in link mail');
          return { linkSent: true };
        }
      }
      if (!right) throw invalidCredentials();
      await clearLoginFailures(email, network);
      await signIns.rememberNetwork(account.id, network, now);
      return { userId: account.id };
    },

    /**
     * Signs in with a mailed link from the client `address`: spends the link and every other of its
     * account, and remembers the address's network as the owner's. Answers the account's id.
     */
    async signInWithLink(token: string, address: string): Promise<number> {
      const network = networkOf(address);
      const now = clock();
      const userId = await db.transaction(async (tx) => {
        const spent = await signInRepository(tx).spendLink(hashToken(token));
        if (!spent) throw invalidSignInLink();
        if (spent.expiresAt <= now) return undefined;
        await signInRepository(tx).rememberNetwork(spent.userId, network, now);
        return spent.userId;
      });
      if (userId === undefined) {
        throw new AppError(
          'INVALID_SIGN_IN_LINK',
          'This sign-in link has expired. Please log in again for a new one.',
        );
      }
      const email = await emailOf(db, userId);
      if (email) await clearLoginFailures(email, network);
      return userId;
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
        // Links answer a password given before; they must not outlive it.
        await signInRepository(tx).dropLinks(entry.userId);
        const account = (await contactsOf(tx, [entry.userId])).get(entry.userId);
        if (account) await deps.outbox.add(tx, await passwordChangedMail(account, now, deps.brand));
        return entry.userId;
      });
      deliver();
      // Other instances hear of it from the database; this one must not wait for that.
      deps.sessions.forgetUser(userId);
      // Whoever holds the mailbox is the owner: their earlier failed logins from here no longer count.
      await clearLoginFailures(email, networkOf(address));
    },
  };
}
export type AuthService = ReturnType<typeof authService>;
