// The admin sees the buyer's GSTIN with the address when the buyer gave one, and no GSTIN line otherwise.
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { ShippingAddress } from './shipping-address';

afterEach(cleanup);

const address = {
  name: 'Asha Verma',
  email: 'asha@example.com',
  phone: '9876543210',
  street: '12 MG Road',
  city: 'Bengaluru',
  state: 'Karnataka',
  pinCode: '560001',
};

it('shows a business buyer’s GSTIN', () => {
  render(<ShippingAddress address={{ ...address, gstin: '29AAPFU0939F1ZR' }} />);
  screen.getByText(/GSTIN: 29AAPFU0939F1ZR/);
});

it('has no GSTIN line for a buyer without one', () => {
  render(<ShippingAddress address={address} />);
  screen.getByText('Asha Verma');
  expect(screen.queryByText(/GSTIN/)).toBeNull();
});

it('shows billing details of a name and a state alone without empty lines', () => {
  const { container } = render(<ShippingAddress address={{ name: 'Asha Verma', state: 'Goa' }} />);
  expect(container.textContent).toBe('Asha VermaGoa');
  expect(container.querySelectorAll('br')).toHaveLength(1);
});
