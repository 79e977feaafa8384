// Enquiries from the contact page: storing each message, mailing the shop and the sender, and the
// admin's inbox with its threads, replies and statuses. A message's mails are written to the outbox
// with it; a reply is mailed once it is committed, the admin waiting to see whether it went
// (docs/decisions/0037-enquiries.md).
import type {
  ContactMessage,
  ContactReceipt,
  EnquiryListQuery,
  EnquiryMessage,
  EnquiryStatus,
  EnquirySummary,
  EnquiryThread,
} from '@kaushal/shared';
import { adminPaths } from '@kaushal/shared/admin-routes';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import type { AfterAnswer } from '../../lib/after-answer';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { MailBrand } from '../../lib/mail-layout';
import type { Mailer } from '../../lib/mailer';
import type { MailOutbox } from '../outbox/outbox.service';
import { enquiryForShopMail, enquiryReceivedMail, enquiryReplyMail } from './enquiry.mail';
import {
  enquiryRepository,
  type EnquiryListRow,
  type EnquiryMessageRow,
} from './enquiry.repository';

export interface EnquiryServiceOptions {
  db: Database;
  clock: Clock;
  mailer: Mailer;
  /** A received message's mails, sent with retries. */
  outbox: MailOutbox;
  afterAnswer: AfterAnswer;
  log: FastifyBaseLogger;
  /** The shop's name and mailbox (BUSINESS_EMAIL), which gets each enquiry. */
  brand: MailBrand;
}

const toSummary = (row: EnquiryListRow): EnquirySummary => ({
  id: String(row.id),
  name: row.name,
  email: row.email,
  phone: row.phone,
  status: row.status,
  preview: row.firstMessage,
  messageCount: row.messageCount,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

const toMessage = (row: EnquiryMessageRow): EnquiryMessage => ({
  id: String(row.id),
  from: row.from,
  body: row.body,
  createdAt: row.createdAt.toISOString(),
  mailedAt: row.mailedAt?.toISOString() ?? null,
});

const notFound = (id: number) => new AppError('NOT_FOUND', `Enquiry #${id} was not found`);

export function enquiryService(options: EnquiryServiceOptions) {
  const { db, clock, mailer, outbox, afterAnswer, log, brand } = options;
  const repository = enquiryRepository(db);

  /** Sends the mail and notes on the message that it went; false when the relay did not take it. */
  async function mailFor(message: EnquiryMessageRow, mail: Parameters<Mailer['send']>[0]) {
    if (!(await mailer.send(mail))) return false;
    await repository.markMailed(message.id, clock());
    return true;
  }

  async function thread(id: number): Promise<EnquiryThread> {
    const enquiry = await repository.find(id);
    if (!enquiry) throw notFound(id);
    const messages = await repository.thread(id);
    return { ...toSummary(enquiry), messages: messages.map(toMessage) };
  }

  return {
    /**
     * Stores the message with its mails to the shop and, unless told not to, to the sender, which go
     * out after the answer: the sender is not kept waiting on the relay, and a relay that is down
     * delays them without losing them.
     */
    async receive(
      input: ContactMessage,
      /** Whether the sender is told their message arrived (a form that is not a letter says so itself). */
      { confirm = true }: { confirm?: boolean } = {},
    ): Promise<ContactReceipt> {
      const now = clock();
      const enquiry = await db.transaction(async (tx) => {
        const { enquiry: stored } = await enquiryRepository(tx).create(
          {
            name: input.name,
            email: input.email,
            phone: input.phone ?? null,
            message: input.message,
          },
          now,
        );
        const threadUrl = `${brand.publicUrl}${adminPaths.adminEnquiry(String(stored.id))}`;
        await outbox.add(tx, await enquiryForShopMail(stored, input.message, threadUrl, brand));
        if (confirm) await outbox.add(tx, await enquiryReceivedMail(stored, brand));
        return stored;
      });
      afterAnswer.run(
        () => outbox.deliverDue(),
        (error) => log.error({ err: error, enquiry: enquiry.id }, 'sending the outbox failed'),
      );
      return { id: String(enquiry.id) };
    },

    async list(query: EnquiryListQuery): Promise<{ enquiries: EnquirySummary[]; total: number }> {
      const { rows, total } = await repository.list(query.status, {
        limit: query._limit,
        offset: (query._page - 1) * query._limit,
      });
      return { enquiries: rows.map(toSummary), total };
    },

    thread,

    /**
     * Keeps the reply in the thread and marks the enquiry replied (a closed one too: answering opens
     * it again), then e-mails it once that is committed. The admin waits for the relay, so the thread
     * they get back says whether the e-mail went.
     */
    async reply(id: number, authorId: number, body: string): Promise<EnquiryThread> {
      const now = clock();
      const reply = await db.transaction(async (tx) => {
        const inTx = enquiryRepository(tx);
        if (!(await inTx.lock(id))) throw notFound(id);
        const added = await inTx.addMessage(id, { from: 'shop', body, authorId }, now);
        await inTx.setStatus(id, 'replied', now);
        return added;
      });
      const replied = await thread(id);
      const mail = await enquiryReplyMail(replied, body, brand);
      if (!(await mailFor(reply, mail))) return replied;
      return thread(id);
    },

    async setStatus(id: number, status: EnquiryStatus): Promise<EnquiryThread> {
      if (!(await repository.setStatus(id, status, clock()))) throw notFound(id);
      return thread(id);
    },
  };
}
