// Queries on accounts and their address books.
import { and, asc, count, desc, eq, ilike, inArray, notInArray, or } from 'drizzle-orm';
import type { AddressInput, Role } from '@kaushal/shared';
import type { Database } from '../../db/client';
import { addresses, users } from './users.tables';
import { containing } from '../../lib/like-pattern';

export type AddressRow = typeof addresses.$inferSelect;
export type AddressFields = Omit<AddressInput, 'id'>;
/** An address with its place in the book (0 first). */
export type PlacedAddress = AddressFields & { position: number };

export interface NewCustomer {
  email: string;
  passwordHash: string;
  name: string | null;
  phone: string | null;
}

const profileColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  phone: users.phone,
  role: users.role,
};
const customerColumns = { ...profileColumns, createdAt: users.createdAt };

/** Accounts whose name, e-mail or phone contains `q` (a phone also when written with spaces or +91). */
export function accountsMatching(q: string | undefined) {
  if (!q) return undefined;
  const digits = q.replace(/[\s-]/g, '').replace(/^\+/, '');
  return or(
    ilike(users.name, containing(q)),
    ilike(users.email, containing(q)),
    /^\d{3,}$/.test(digits) ? ilike(users.phone, containing(digits)) : undefined,
  );
}

export function userRepository(db: Database) {
  return {
    async findProfile(id: number) {
      const [row] = await db.select(profileColumns).from(users).where(eq(users.id, id)).limit(1);
      return row;
    },

    /** Locks the account's row until the transaction ends, so edits of one address book queue up. */
    async lockProfile(id: number) {
      const [row] = await db
        .select(profileColumns)
        .from(users)
        .where(eq(users.id, id))
        .for('update')
        .limit(1);
      return row;
    },

    async findCredentials(email: string) {
      const [row] = await db
        .select({ id: users.id, passwordHash: users.passwordHash })
        .from(users)
        .where(eq(users.email, email))
        .limit(1);
      return row;
    },

    async findIdByEmail(email: string) {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.email, email))
        .limit(1);
      return row?.id;
    },

    /** Creates a customer account; undefined when the e-mail is already taken. */
    async insertIfNew(account: NewCustomer) {
      const [row] = await db
        .insert(users)
        .values({ ...account, role: 'user' })
        .onConflictDoNothing({ target: users.email })
        .returning({ id: users.id });
      return row?.id;
    },

    async updatePassword(id: number, passwordHash: string, now: Date) {
      await db.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, id));
    },

    async updateContact(
      id: number,
      contact: { name?: string | null; phone?: string | null },
      now: Date,
    ) {
      await db
        .update(users)
        .set({ ...contact, updatedAt: now })
        .where(eq(users.id, id));
    },
    async updateRole(id: number, role: Role, now: Date) {
      await db.update(users).set({ role, updatedAt: now }).where(eq(users.id, id));
    },
    /**
     * Locks every admin's row, in id order, until the transaction ends, and returns their ids: changes
     * of role queue up behind each other, and each sees the admins the one before it left.
     */
    async lockAdmins(): Promise<number[]> {
      const rows = await db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.role, 'admin'))
        .orderBy(asc(users.id))
        .for('update');
      return rows.map((row) => row.id);
    },
    /** A page of accounts, newest first, matching the search, and how many match. */
    async searchPage(q: string | undefined, limit: number, offset: number) {
      const where = accountsMatching(q);
      const [rows, [total]] = await Promise.all([
        db
          .select(customerColumns)
          .from(users)
          .where(where)
          .orderBy(desc(users.createdAt), desc(users.id))
          .limit(limit)
          .offset(offset),
        db.select({ value: count() }).from(users).where(where),
      ]);
      return { rows, total: total?.value ?? 0 };
    },
    async findCustomer(id: number) {
      const [row] = await db.select(customerColumns).from(users).where(eq(users.id, id)).limit(1);
      return row;
    },

    async findEmail(id: number) {
      const [row] = await db
        .select({ email: users.email })
        .from(users)
        .where(eq(users.id, id))
        .limit(1);
      return row?.email;
    },

    findContacts(ids: number[]) {
      if (ids.length === 0) return Promise.resolve([]);
      return db
        .select({ id: users.id, name: users.name, email: users.email, phone: users.phone })
        .from(users)
        .where(inArray(users.id, ids));
    },

    async findAddress(userId: number, id: number): Promise<AddressRow | undefined> {
      const [row] = await db
        .select()
        .from(addresses)
        .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
        .limit(1);
      return row;
    },

    listAddresses(userId: number): Promise<AddressRow[]> {
      return db
        .select()
        .from(addresses)
        .where(eq(addresses.userId, userId))
        .orderBy(asc(addresses.position), asc(addresses.id));
    },

    async updateAddress(userId: number, id: number, fields: PlacedAddress) {
      await db
        .update(addresses)
        .set(fields)
        .where(and(eq(addresses.id, id), eq(addresses.userId, userId)));
    },

    async deleteAddressesExcept(userId: number, keepIds: number[]) {
      await db
        .delete(addresses)
        .where(
          and(
            eq(addresses.userId, userId),
            keepIds.length ? notInArray(addresses.id, keepIds) : undefined,
          ),
        );
    },

    async insertAddresses(userId: number, list: PlacedAddress[]) {
      if (list.length) await db.insert(addresses).values(list.map((a) => ({ ...a, userId })));
    },
  };
}
export type UserRepository = ReturnType<typeof userRepository>;
