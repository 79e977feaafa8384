// Account rules: a user reads and edits only their own record, and only its name, phone and address
// book; admins find accounts and give or take the admin role.
import {
  findIndianState,
  STATE_FROM_LIST_MESSAGE,
  type Address,
  type AddressInput,
  type IndianState,
  type Role,
  type User,
  type UserUpdate,
} from '@kaushal/shared';
import type { Database } from '../../db/client';
import { AppError, notFound } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { recordAudit, type AuditActor } from '../audit/audit.service';
import { toAddress, toUser } from './user.mapper';
import {
  userRepository,
  type AddressFields,
  type AddressRow,
  type NewCustomer,
  type PlacedAddress,
  type UserRepository,
} from './user.repository';

/** The account a signed-in request acts as, as its session found it. */
export interface SessionUser {
  id: number;
  email: string;
  name: string | null;
  role: Role;
}

const ADDRESS_FIELDS = ['name', 'email', 'phone', 'street', 'city', 'state', 'pinCode'] as const;

const sameAddress = (row: AddressRow, fields: AddressFields) =>
  ADDRESS_FIELDS.every((field) => row[field] === fields[field]) &&
  (row.gstin ?? undefined) === (fields.gstin ?? undefined);

/**
 * The state or union territory an address names, from the list (india.ts). Addresses saved before
 * the list keep their text until they are changed; a new or changed one, and an order's place of
 * supply, must be on it.
 */
export function listedState(state: string): IndianState {
  const found = findIndianState(state);
  if (!found) {
    throw new AppError('VALIDATION_FAILED', `${STATE_FROM_LIST_MESSAGE}: '${state}' is not one`);
  }
  return found;
}

/** A new or changed address as it is stored: its state from the list, by its name. */
const withListedState = (fields: AddressFields): AddressFields => ({
  ...fields,
  state: listedState(fields.state).name,
});

/**
 * Makes the stored address book equal to `wanted`, in its order. An entry keeps its id when it names
 * one of this user's own addresses (so edits and removals touch one entry); any other id, such as
 * another user's, is ignored and the entry is stored as new, in the place it was sent: a client that
 * edits an address by sending it again without its id sees it where it was.
 */
async function replaceAddresses(
  repository: UserRepository,
  userId: number,
  wanted: AddressInput[],
) {
  const owned = new Map((await repository.listAddresses(userId)).map((row) => [row.id, row]));
  const kept = new Set<number>();
  const changed: [number, PlacedAddress][] = [];
  const added: PlacedAddress[] = [];
  for (const [position, { id, ...fields }] of wanted.entries()) {
    const row = id === undefined ? undefined : owned.get(Number(id));
    if (row && String(row.id) === id && !kept.has(row.id)) {
      kept.add(row.id);
      if (!sameAddress(row, fields)) {
        changed.push([row.id, { ...withListedState(fields), position }]);
      } else if (row.position !== position) {
        // Moved, not changed: an address saved before the list of states keeps its text.
        changed.push([row.id, { ...fields, position }]);
      }
    } else {
      added.push({ ...withListedState(fields), position });
    }
  }
  await repository.deleteAddressesExcept(userId, [...kept]);
  for (const [id, fields] of changed) await repository.updateAddress(userId, id, fields);
  await repository.insertAddresses(userId, added);
}

export function userService(db: Database, clock: Clock) {
  const repository = userRepository(db);

  return {
    async get(id: number): Promise<User> {
      const profile = await repository.findProfile(id);
      if (!profile) throw notFound('User', id);
      return toUser(profile, await repository.listAddresses(id));
    },

    async update(actor: SessionUser, id: number, update: UserUpdate): Promise<User> {
      if (actor.id !== id) {
        throw new AppError('FORBIDDEN', 'You can only change your own account');
      }
      return db.transaction(async (tx) => {
        const locked = userRepository(tx);
        const profile = await locked.lockProfile(id);
        if (!profile) throw notFound('User', id);
        if (update.name !== undefined) profile.name = update.name || null;
        if (update.phone !== undefined) profile.phone = update.phone;
        if (update.name !== undefined || update.phone !== undefined) {
          await locked.updateContact(id, { name: profile.name, phone: profile.phone }, clock());
        }
        if (update.addresses) await replaceAddresses(locked, id, update.addresses);
        return toUser(profile, await locked.listAddresses(id));
      });
    },
  };
}
export type UserService = ReturnType<typeof userService>;

/** One of the user's saved addresses, for an order to be sent to; undefined when it is not theirs. */
export async function savedAddress(
  db: Database,
  userId: number,
  id: number,
): Promise<Address | undefined> {
  const row = await userRepository(db).findAddress(userId, id);
  return row && toAddress(row);
}

/** Where mail for the account goes. */
export function emailOf(db: Database, userId: number): Promise<string | undefined> {
  return userRepository(db).findEmail(userId);
}

/** The accounts' names and mobile numbers (null when not given) and e-mail addresses, by id. */
export async function contactsOf(
  db: Database,
  userIds: number[],
): Promise<Map<number, { name: string | null; email: string; phone: string | null }>> {
  const rows = await userRepository(db).findContacts([...new Set(userIds)]);
  return new Map(rows.map(({ id, ...contact }) => [id, contact]));
}

/** The account's id for an e-mail address, if there is one. */
export function userIdByEmail(db: Database, email: string): Promise<number | undefined> {
  return userRepository(db).findIdByEmail(email);
}

/** The account's id and password hash, for checking a login. */
export function credentialsOf(db: Database, email: string) {
  return userRepository(db).findCredentials(email);
}

/** Creates a customer account (never an admin); undefined when the e-mail is already taken. */
export function createCustomer(db: Database, account: NewCustomer): Promise<number | undefined> {
  return userRepository(db).insertIfNew(account);
}

/**
 * An admin makes another account an admin or takes the role away, recorded in the audit trail. Every
 * admin's row is locked first, so two admins taking each other's role at once are served one after the
 * other: the second finds it is no admin any more. The last admin cannot give up the role.
 */
export function changeRole(
  db: Database,
  actor: AuditActor,
  id: number,
  role: Role,
  now: Date,
): Promise<User> {
  return db.transaction(async (tx) => {
    const locked = userRepository(tx);
    const admins = await locked.lockAdmins();
    if (!admins.includes(actor.id)) {
      throw new AppError('FORBIDDEN', 'Only an admin can do this');
    }
    const profile = await locked.lockProfile(id);
    if (!profile) throw notFound('User', id);
    if (profile.role !== role) {
      if (role === 'user' && admins.length === 1) {
        throw new AppError(
          'CONFLICT',
          `${profile.email} is the last admin: make another account an admin before taking this role away`,
        );
      }
      await locked.updateRole(id, role, now);
      await recordAudit(tx, {
        actor,
        action: 'user.role_change',
        entityType: 'user',
        entityId: id,
        before: { role: profile.role },
        after: { role },
      });
      profile.role = role;
    }
    return toUser(profile, await locked.listAddresses(id));
  });
}

/** A page of accounts matching the admin's search (name, e-mail or phone), newest first. */
export function searchCustomers(
  db: Database,
  q: string | undefined,
  limit: number,
  offset: number,
) {
  return userRepository(db).searchPage(q, limit, offset);
}

/** One account with its saved addresses, for the admin; undefined when there is none. */
export async function customerWithAddresses(db: Database, id: number) {
  const repository = userRepository(db);
  const customer = await repository.findCustomer(id);
  return customer && { customer, addresses: (await repository.listAddresses(id)).map(toAddress) };
}

/** Sets the account's password, inside the caller's transaction when given one. */
export function setPassword(db: Database, userId: number, passwordHash: string, now: Date) {
  return userRepository(db).updatePassword(userId, passwordHash, now);
}

export { accountsMatching } from './user.repository';
