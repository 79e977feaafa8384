// Queries on accounts and their address books.
import { and, asc, eq, inArray, notInArray } from 'drizzle-orm';
import type { AddressInput } from '@kaushal/shared';
import type { Database } from '../../db/client';
import { addresses, users } from '../../db/schema';

export type AddressRow = typeof addresses.$inferSelect;
export type AddressFields = Omit<AddressInput, 'id'>;

const profileColumns = { id: users.id, name: users.name, email: users.email, role: users.role };

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
    async insertIfNew(email: string, passwordHash: string) {
      const [row] = await db
        .insert(users)
        .values({ email, passwordHash, role: 'user' })
        .onConflictDoNothing({ target: users.email })
        .returning({ id: users.id });
      return row?.id;
    },

    async updatePassword(id: number, passwordHash: string, now: Date) {
      await db.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, id));
    },

    async updateName(id: number, name: string | null, now: Date) {
      await db.update(users).set({ name, updatedAt: now }).where(eq(users.id, id));
    },

    async findEmail(id: number) {
      const [row] = await db
        .select({ email: users.email })
        .from(users)
        .where(eq(users.id, id))
        .limit(1);
      return row?.email;
    },

    findNamesAndEmails(ids: number[]) {
      if (ids.length === 0) return Promise.resolve([]);
      return db
        .select({ id: users.id, name: users.name, email: users.email })
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
        .orderBy(asc(addresses.id));
    },

    async updateAddress(userId: number, id: number, fields: AddressFields) {
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

    async insertAddresses(userId: number, list: AddressFields[]) {
      if (list.length) await db.insert(addresses).values(list.map((a) => ({ ...a, userId })));
    },
  };
}
export type UserRepository = ReturnType<typeof userRepository>;
