// Which saved address the checkout starts with: the only one, or the one this customer last ordered
// to in this browser while it is still saved (docs/product.md §2.8).
import type { Address } from '@kaushal/shared/account';

const storageKey = (userId: string) => `kaushal.checkout-address.${userId}`;

/** Storage can be full or switched off; the checkout then simply starts without a choice. */
function stored(userId: string): string | null {
  try {
    return localStorage.getItem(storageKey(userId));
  } catch {
    return null;
  }
}

export function rememberOrderAddress(userId: string, addressId: string) {
  try {
    localStorage.setItem(storageKey(userId), addressId);
  } catch {
    // Only a convenience for the next checkout.
  }
}

export function initialAddressId(userId: string, addresses: readonly Address[]): string | null {
  const [only] = addresses;
  if (addresses.length === 1 && only) return only.id;
  const last = stored(userId);
  return addresses.some((address) => address.id === last) ? last : null;
}
