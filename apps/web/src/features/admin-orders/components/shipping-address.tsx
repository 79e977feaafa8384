// An order's shipping address as a few short lines, with the buyer's GSTIN when they gave one.
import type { Order } from '@kaushal/shared/order';

export function ShippingAddress({ address }: { address: Order['selectedAddress'] }) {
  return (
    <address className="not-italic text-slate-700">
      <span className="font-semibold text-slate-900">{address.name}</span>
      <br />
      {address.street}
      <br />
      {address.city}, {address.state} {address.pinCode}
      <br />
      {address.phone}
      <br />
      {address.email}
      {address.gstin && (
        <>
          <br />
          GSTIN: {address.gstin}
        </>
      )}
    </address>
  );
}
