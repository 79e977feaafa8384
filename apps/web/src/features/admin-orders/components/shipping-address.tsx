// An order's address as a few short lines, with the buyer's GSTIN when they gave one. Billing details
// of an online workshop may be a name and a state alone (docs/product.md §4.7): only what was given shows.
import { addressLine } from '@kaushal/shared/account';
import type { Order } from '@kaushal/shared/order';
import { Fragment } from 'react';

export function ShippingAddress({ address }: { address: Order['selectedAddress'] }) {
  const lines = [
    address.street,
    addressLine({ city: address.city, state: address.state, pinCode: address.pinCode }),
    address.phone,
    address.email,
    address.gstin && `GSTIN: ${address.gstin}`,
  ].filter(Boolean);
  return (
    <address className="not-italic text-slate-700">
      <span className="font-semibold text-slate-900">{address.name}</span>
      {lines.map((line) => (
        <Fragment key={line}>
          <br />
          {line}
        </Fragment>
      ))}
    </address>
  );
}
