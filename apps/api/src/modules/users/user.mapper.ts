// Turns account and address rows into the user record the API answers with (docs/product.md §3), nothing more.
import type { Address, Role, User } from '@kaushal/shared';
import type { AddressRow } from './user.repository';

export interface ProfileRow {
  id: number;
  name: string | null;
  email: string;
  phone: string | null;
  role: Role;
}

export function toAddress(row: AddressRow): Address {
  return {
    id: String(row.id),
    name: row.name,
    email: row.email,
    phone: row.phone,
    street: row.street,
    city: row.city,
    state: row.state,
    pinCode: row.pinCode,
    ...(row.gstin && { gstin: row.gstin }),
  };
}

export function toUser(profile: ProfileRow, addresses: AddressRow[]): User {
  return {
    id: String(profile.id),
    name: profile.name,
    email: profile.email,
    phone: profile.phone,
    role: profile.role,
    addresses: addresses.map(toAddress),
  };
}
