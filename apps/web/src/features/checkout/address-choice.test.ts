// The checkout's starting address: the only one, else the last ordered-to one while still saved.
import type { Address } from '@kaushal/shared/account';
import { afterEach, describe, expect, it } from 'vitest';
import { initialAddressId, rememberOrderAddress } from './address-choice';

const address = (id: string): Address => ({
  id,
  name: `Person ${id}`,
  email: 'person@example.com',
  phone: '9876543210',
  street: '12 MG Road',
  city: 'Bengaluru',
  state: 'Karnataka',
  pinCode: '560001',
});

afterEach(() => localStorage.clear());

describe('initial checkout address', () => {
  it('is the only saved address, and none without addresses', () => {
    expect(initialAddressId('u1', [address('1')])).toBe('1');
    expect(initialAddressId('u1', [])).toBeNull();
  });

  it('is the last one ordered to by this customer while it is still saved', () => {
    const book = [address('1'), address('2'), address('3')];
    expect(initialAddressId('u1', book)).toBeNull();
    rememberOrderAddress('u1', '2');
    expect(initialAddressId('u1', book)).toBe('2');
    expect(initialAddressId('u2', book)).toBeNull();
    expect(initialAddressId('u1', [address('1'), address('3')])).toBeNull();
  });
});
