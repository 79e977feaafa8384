// The shop's fixed values and closed lists, kept apart from the Zod contracts that check them so a
// page that only needs a value does not download Zod.

export const LIST_PAGE_SIZE = 10;
/** The workshops the landing page shows before 'View All'. */
export const LANDING_PRODUCT_COUNT = 6;
export const LIST_MAX_PAGE_SIZE = 100;

export const DEFAULT_BRAND = 'Workshop';
export const FALLBACK_TITLE = 'Unnamed Product';
export const PRICE_MIN = 1;
export const PRICE_MAX = 10_000_000;
export const DISCOUNT_MIN = 0;
export const DISCOUNT_MAX = 100;
/**
 * Where the shop's price bands start, in whole rupees of the selling price: under ₹1,000, ₹1,000 to
 * ₹3,000, ₹3,001 to ₹5,000 and over ₹5,000. The list's totals are kept per band, by the database's
 * catalogue_price_band (migration 0022), which starts them at the same prices.
 */
export const PRICE_BAND_STARTS = [0, 1000, 3001, 5001] as const;
export const STOCK_MIN = 0;
export const STOCK_MAX = 1_000_000;

/**
 * How a workshop is taught: `live` in dated batches with seats; `self-paced` through its lessons,
 * bought any time and never out of stock; `hybrid` in a dated batch, with lessons and the recordings
 * of its sessions.
 */
export const workshopFormats = ['live', 'self-paced', 'hybrid'] as const;
export type WorkshopFormat = (typeof workshopFormats)[number];
/** The longest access a self-paced workshop may give, in days (ten years); null gives it for life. */
export const ACCESS_DAYS_MAX = 3650;

export const productSortFields = [
  'price',
  'discountPrice',
  'rating',
  'title',
  'createdAt',
  /** The soonest open batch first; workshops without a dated open batch last. */
  'startsAt',
] as const;

/** The longest search text taken, in characters. */
export const SEARCH_MAX_LENGTH = 100;

/** The form's highlight inputs, in order; the body takes them when it has no `highlights` list. */
export const productHighlightFields = [
  'highlight1',
  'highlight2',
  'highlight3',
  'highlight4',
] as const;

export const QUANTITY_MIN = 1;
export const QUANTITY_MAX = 5;

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_RULES_MESSAGE =
  'Password must have at least 8 characters, at least one uppercase letter, one lowercase letter and one number; special characters are allowed';

export const ADDRESS_AND_PAYMENT_MESSAGE = 'Enter Address and Payment method';

export const orderStatuses = ['pending', 'dispatched', 'delivered', 'cancelled'] as const;
export const paymentStatuses = ['pending', 'received', 'refunded'] as const;
/** What an admin may set by hand; `refunded` follows only from a refund the provider confirmed. */
export const adminPaymentStatuses = ['pending', 'received'] as const;
export const paymentMethods = ['card', 'upi'] as const;
/** Each payment method as a label shows it, and as a sentence names it ("Paid by card"). */
export const paymentMethodLabels = { card: 'Card', upi: 'UPI' } as const;
export const paymentMethodWords = { card: 'card', upi: 'UPI' } as const;
/** requested → rejected, or processing → processed (or failed, and an admin tries again). */
export const refundStatuses = [
  'requested',
  'rejected',
  'processing',
  'processed',
  'failed',
] as const;
/** `order`: the 7-day money-back guarantee; `duplicate_payment`: a charge the order did not owe. */
export const refundKinds = ['order', 'duplicate_payment'] as const;
/** The money-back guarantee: days from payment within which a refund may be requested. */
export const REFUND_WINDOW_DAYS = 7;
/** A session's joining link appears this many minutes before it starts (My Learning, mails). */
export const JOINING_LINK_EARLY_MINUTES = 30;
export const orderSortFields = ['id', 'totalAmount', 'createdAt', 'updatedAt'] as const;

export const paymentProviders = ['razorpay', 'test'] as const;

export const TEST_CARDS = {
  success: '4111 1111 1111 1111',
  declined: '4000 0000 0000 0002',
} as const;

/** Razorpay's documented test UPI IDs, which the offline test gateway honours the same way. */
export const TEST_UPI_IDS = {
  success: 'success@razorpay',
  failure: 'failure@razorpay',
} as const;

/** The campus page's sign-up form: the college's name is optional and short. */
export const CAMPUS_COLLEGE_MAX_LENGTH = 120;

/** What the campus page says after its form, by the `signup` value the answer sends it back with. */
export const campusSignUpOutcomes = {
  done: 'Thank you: we will e-mail you as soon as Kaushal Campus opens.',
  email: 'Enter your e-mail address, like name@example.com.',
  college: `Keep the college name to ${CAMPUS_COLLEGE_MAX_LENGTH} characters.`,
  busy: 'Too many sign-ups from here just now. Please try again in an hour.',
} as const;
export type CampusSignUpOutcome = keyof typeof campusSignUpOutcomes;

// The address form's and the checkout's words for a missing name or state (docs/product.md §5.2).
export const FULL_NAME_REQUIRED_MESSAGE = 'Enter your full name';
export const STATE_REQUIRED_MESSAGE = 'Choose your state';
