// How the admin pages write a customer: the name or a stand-in, and money figured to the paisa.
import { formatRupeesAndPaise } from '@kaushal/shared/tax';

/** The customer's name, or 'New User' for an account that never gave one (as the profile says). */
export const customerName = (name: string | null) => name?.trim() || 'New User';

export const formatPaise = (paise: number) => formatRupeesAndPaise(paise / 100);
