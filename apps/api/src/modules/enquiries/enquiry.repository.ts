// Enquiry queries: the enquiries, their threads, and when each message's e-mail went out.
import type { EnquiryStatus } from '@kaushal/shared';
import { asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { enquiries, enquiryMessages } from './enquiries.tables';

export type EnquiryRow = typeof enquiries.$inferSelect;
export type EnquiryMessageRow = typeof enquiryMessages.$inferSelect;

/** An enquiry with what its list entry shows of the thread. */
export interface EnquiryListRow extends EnquiryRow {
  firstMessage: string;
  messageCount: number;
}

/** How much of the sender's message the list shows. */
const PREVIEW_LENGTH = 160;

export function enquiryRepository(db: Database) {
  // The subqueries name the outer row's table in full: Drizzle writes its columns unqualified.
  const summaryColumns = {
    id: enquiries.id,
    name: enquiries.name,
    email: enquiries.email,
    phone: enquiries.phone,
    status: enquiries.status,
    createdAt: enquiries.createdAt,
    updatedAt: enquiries.updatedAt,
    firstMessage: sql<string>`(select left(m.body, ${sql.raw(String(PREVIEW_LENGTH))}) from ${enquiryMessages} m where m.enquiry_id = enquiries.id order by m.id limit 1)`,
    messageCount: sql<number>`(select count(*)::integer from ${enquiryMessages} m where m.enquiry_id = enquiries.id)`,
  };

  async function addMessage(
    enquiryId: number,
    values: { from: 'sender' | 'shop'; body: string; authorId?: number },
    now: Date,
  ): Promise<EnquiryMessageRow> {
    const [message] = await db
      .insert(enquiryMessages)
      .values({ enquiryId, ...values, createdAt: now })
      .returning();
    if (!message) throw new Error('enquiry message not stored');
    return message;
  }

  return {
    /** Stores the enquiry with the sender's message as its thread's first; call inside a transaction. */
    async create(
      values: { name: string; email: string; phone: string | null; message: string },
      now: Date,
    ): Promise<{ enquiry: EnquiryRow; message: EnquiryMessageRow }> {
      const [enquiry] = await db
        .insert(enquiries)
        .values({
          name: values.name,
          email: values.email,
          phone: values.phone,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      if (!enquiry) throw new Error('enquiry not stored');
      const message = await addMessage(enquiry.id, { from: 'sender', body: values.message }, now);
      return { enquiry, message };
    },

    addMessage,

    /** The page of enquiries of the given statuses (all when none), newest first, and their total. */
    async list(
      statuses: EnquiryStatus[] | undefined,
      page: { limit: number; offset: number },
    ): Promise<{ rows: EnquiryListRow[]; total: number }> {
      const where = statuses?.length ? inArray(enquiries.status, statuses) : undefined;
      const [rows, [counted]] = await Promise.all([
        db
          .select(summaryColumns)
          .from(enquiries)
          .where(where)
          .orderBy(desc(enquiries.createdAt), desc(enquiries.id))
          .limit(page.limit)
          .offset(page.offset),
        db.select({ total: count() }).from(enquiries).where(where),
      ]);
      return { rows, total: counted?.total ?? 0 };
    },

    async find(id: number): Promise<EnquiryListRow | undefined> {
      const [row] = await db.select(summaryColumns).from(enquiries).where(eq(enquiries.id, id));
      return row;
    },

    /** The enquiry's row, locked until the caller's transaction ends, so status changes queue. */
    async lock(id: number): Promise<EnquiryRow | undefined> {
      const [row] = await db.select().from(enquiries).where(eq(enquiries.id, id)).for('update');
      return row;
    },

    thread(enquiryId: number): Promise<EnquiryMessageRow[]> {
      return db
        .select()
        .from(enquiryMessages)
        .where(eq(enquiryMessages.enquiryId, enquiryId))
        .orderBy(asc(enquiryMessages.createdAt), asc(enquiryMessages.id));
    },

    /** False when there is no such enquiry. */
    async setStatus(id: number, status: EnquiryStatus, now: Date): Promise<boolean> {
      const changed = await db
        .update(enquiries)
        .set({ status, updatedAt: now })
        .where(eq(enquiries.id, id))
        .returning({ id: enquiries.id });
      return changed.length > 0;
    },

    /** Records that the message's e-mail went out. */
    async markMailed(messageId: number, now: Date): Promise<void> {
      await db
        .update(enquiryMessages)
        .set({ mailedAt: now })
        .where(eq(enquiryMessages.id, messageId));
    },
  };
}
