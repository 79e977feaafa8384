// The mail outbox: a mail is written in the transaction of the change that causes it, so it exists
// exactly when the change does, and delivery passes send it, each mail claimed by one pass at a time,
// retrying with back-off while the relay refuses (docs/decisions/0060-mail-outbox.md).
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import type { StoredMailMessage } from './outbox.tables';
import type { Clock } from '../../lib/clock';
import type { MailMessage, Mailer } from '../../lib/mailer';
import { outboxRepository } from './outbox.repository';

export interface MailOutbox {
  /** Writes the mail within `tx`; it can go out once that transaction commits. */
  add(tx: Database, message: MailMessage): Promise<void>;
  /** Sends every mail that is due; returns how many went. */
  deliverDue(): Promise<number>;
}

/** Longer than a relay may take to answer (SMTP_TIMEOUT_MS), so a live pass never loses its claim. */
const LEASE_MS = 5 * 60_000;
const FIRST_RETRY_MS = 30_000;
const LONGEST_WAIT_MS = 60 * 60_000;

/** 30 s after the first failure, doubling up to an hour between attempts. */
export const retryDelayMs = (attempts: number) =>
  Math.min(FIRST_RETRY_MS * 2 ** (attempts - 1), LONGEST_WAIT_MS);

const stored = ({ attachments, ...message }: MailMessage): StoredMailMessage => ({
  ...message,
  ...(attachments && {
    attachments: attachments.map(({ filename, contentType, content }) => ({
      filename,
      contentType,
      base64: Buffer.from(content).toString('base64'),
    })),
  }),
});

const sendable = ({ attachments, ...message }: StoredMailMessage): MailMessage => ({
  ...message,
  ...(attachments && {
    attachments: attachments.map(({ filename, contentType, base64 }) => ({
      filename,
      contentType,
      content: Buffer.from(base64, 'base64'),
    })),
  }),
});

export function mailOutbox(
  db: Database,
  { relay, clock, log }: { relay: Mailer; clock: Clock; log: FastifyBaseLogger },
): MailOutbox {
  const queue = outboxRepository(db);
  return {
    add: (tx, message) => outboxRepository(tx).add(stored(message), clock()),

    async deliverDue() {
      let sent = 0;
      for (;;) {
        const now = clock();
        const mail = await queue.claimNext(now, new Date(now.getTime() + LEASE_MS));
        if (!mail) return sent;
        if (await relay.send(sendable(mail.message))) {
          await queue.markSent(mail.id, clock());
          sent += 1;
        } else {
          // The relay's failure is logged by the mailer; the mail waits and is tried again.
          const retryAt = new Date(clock().getTime() + retryDelayMs(mail.attempts));
          await queue.dueAgainAt(mail.id, retryAt);
          log.warn(
            { mail: mail.id, attempts: mail.attempts, retryAt },
            'mail kept in the outbox to be sent again',
          );
          // A relay that refuses one mail refuses the next: the rest wait for the next pass.
          return sent;
        }
      }
    },
  };
}
