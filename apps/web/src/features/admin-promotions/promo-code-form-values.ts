// The promo code form's fields as text, and the API body they make (amounts in rupees, times in IST).
import type { PromoCode, PromoCodeInput, PromoCodeType } from '@kaushal/shared/promo';
import { fromIstInput, toIstInput } from '../../lib/ist-time';
import { inLabelWords } from '../../lib/label-words';

export interface PromoCodeFormValues {
  code: string;
  type: PromoCodeType;
  value: string;
  maxDiscount: string;
  maxUses: string;
  perCustomer: string;
  minOrderAmount: string;
  startsAt: string;
  endsAt: string;
  /** The ids of the workshops picked; none for every workshop. */
  products: string[];
  active: boolean;
}

export const emptyPromoCodeForm: PromoCodeFormValues = {
  code: '',
  type: 'percentage',
  value: '',
  maxDiscount: '',
  maxUses: '',
  perCustomer: '',
  minOrderAmount: '',
  startsAt: '',
  endsAt: '',
  products: [],
  active: true,
};

const text = (value: number | null) => (value === null ? '' : String(value));

export function promoCodeFormValues(code: PromoCode): PromoCodeFormValues {
  return {
    code: code.code,
    type: code.type,
    value: String(code.value),
    maxDiscount: text(code.maxDiscount),
    maxUses: text(code.maxUses),
    perCustomer: text(code.perCustomer),
    minOrderAmount: text(code.minOrderAmount),
    startsAt: code.startsAt ? toIstInput(code.startsAt) : '',
    endsAt: code.endsAt ? toIstInput(code.endsAt) : '',
    products: code.products,
    active: code.active,
  };
}

// An empty optional field clears its limit; the server says what is wrong with anything else.
const numberOrNull = (value: string) => (value.trim() === '' ? null : Number(value));
const instantOrNull = (value: string) => (value === '' ? null : fromIstInput(value));

/** The promo code form's labels by the API's field names. */
const PROMO_CODE_LABELS = {
  code: 'Code',
  type: 'Type',
  value: 'Discount',
  maxDiscount: 'Largest discount',
  minOrderAmount: 'Minimum order',
  maxUses: 'Total uses',
  perCustomer: 'Uses per customer',
  startsAt: 'Starts',
  endsAt: 'Ends',
};

/** A message of the server's in the words of the form's labels. */
export const promoCodeFormWords = (message: string) => inLabelWords(message, PROMO_CODE_LABELS);

export function promoCodeBody(values: PromoCodeFormValues): PromoCodeInput {
  return {
    code: values.code,
    type: values.type,
    value: Number(values.value),
    maxDiscount: values.type === 'percentage' ? numberOrNull(values.maxDiscount) : null,
    maxUses: numberOrNull(values.maxUses),
    perCustomer: numberOrNull(values.perCustomer),
    minOrderAmount: numberOrNull(values.minOrderAmount),
    startsAt: instantOrNull(values.startsAt),
    endsAt: instantOrNull(values.endsAt),
    products: values.products,
    active: values.active,
  };
}
