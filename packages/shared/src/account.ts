// Account contracts: sign-up, login, password reset, the user record and its addresses (docs/product.md §5.1).
import { z } from 'zod';
import {
  FULL_NAME_REQUIRED_MESSAGE,
  PASSWORD_MIN_LENGTH,
  PASSWORD_RULES_MESSAGE,
  STATE_REQUIRED_MESSAGE,
} from './constants';

import { findIndianState, gstinProblem } from './india';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@.]{2,}$/;
/** A text field that must not be blank; a blank one gets only this message, not the format messages after it as well. */
export const required = (message: string) =>
  z.string({ error: message }).trim().min(1, { error: message, abort: true });

export const emailSchema = required('Email is required')
  .max(254, 'Email is not valid')
  .regex(EMAIL_PATTERN, 'Email is not valid')
  .transform((email) => email.toLowerCase());

export const newPasswordSchema = z
  .string({ error: 'password is required' })
  .min(1, { error: 'password is required', abort: true })
  .max(200, 'Password must be at most 200 characters')
  .refine(
    (password) =>
      password.length >= PASSWORD_MIN_LENGTH &&
      /[A-Z]/.test(password) &&
      /[a-z]/.test(password) &&
      /\d/.test(password),
    PASSWORD_RULES_MESSAGE,
  );

const confirmPasswordSchema = z
  .string({ error: 'confirm password is required' })
  .min(1, 'confirm password is required');

export const loginSchema = z.object({
  email: emailSchema,
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(200),
});
export type LoginInput = z.infer<typeof loginSchema>;

/**
 * The login's 202 answer while the account is being guessed at and the password came from a network
 * the account has not signed in from: a one-time link went to the owner if the password was right.
 * A wrong password gets the same answer, so it tells a guesser nothing.
 */
export const signInLinkSentSchema = z.object({
  code: z.literal('SIGN_IN_LINK_SENT'),
  message: z.string(),
});
export type SignInLinkSent = z.infer<typeof signInLinkSentSchema>;

/** Posted by the page the e-mailed sign-in link opens. */
export const signInLinkSchema = z.object({
  token: z
    .string({ error: 'The sign-in link is invalid' })
    .min(1, 'The sign-in link is invalid')
    .max(200),
});
export type SignInLinkInput = z.infer<typeof signInLinkSchema>;

export const PHONE_FORMAT_MESSAGE = 'Enter a 10-digit Indian mobile number, e.g. +91 98765 43210';

// Ten digits starting 6–9, written with or without +91, 91 or a leading 0, spaces and dashes.
const INDIAN_PHONE = /^(?:\+?91|0)?([6-9]\d{9})$/;
const phoneDigits = (phone: string) => phone.replace(/[\s-]/g, '');

/**
 * An Indian mobile number as it is dialled at home, "98765 43210": how spreadsheets are given one, as
 * a leading + would read as a formula there. Anything else is given back as it is.
 */
export function nationalMobile(phone: string): string {
  const digits = INDIAN_PHONE.exec(phoneDigits(phone))?.[1];
  return digits ? `${digits.slice(0, 5)} ${digits.slice(5)}` : phone;
}

/** An account's optional mobile number, stored as +91 and its ten digits; blank or null is none. */
export const accountPhoneSchema = z
  .string({ error: PHONE_FORMAT_MESSAGE })
  .trim()
  .max(20, PHONE_FORMAT_MESSAGE)
  .nullish()
  .transform((phone, context) => {
    if (!phone) return null;
    const digits = INDIAN_PHONE.exec(phoneDigits(phone))?.[1];
    if (digits) return `+91${digits}`;
    context.addIssue({ code: 'custom', message: PHONE_FORMAT_MESSAGE });
    return z.NEVER;
  });

const fullNameSchema = required(FULL_NAME_REQUIRED_MESSAGE).max(
  100,
  'Full name must be at most 100 characters',
);

const signupFields = {
  email: emailSchema,
  password: newPasswordSchema,
  confirmPassword: confirmPasswordSchema,
  phone: accountPhoneSchema.optional(),
};
const passwordsMatch = {
  check: (form: { password: string; confirmPassword: string }) =>
    form.password === form.confirmPassword,
  issue: { message: 'password not matching', path: ['confirmPassword'] },
};

/**
 * The sign-up call. The name is taken when sent and checked as the form checks it; a client that sends
 * only e-mail and passwords (the original client's body) still gets an account, without a name.
 */
export const signupSchema = z
  .object({ ...signupFields, name: fullNameSchema.optional() })
  .refine(passwordsMatch.check, passwordsMatch.issue);
export type SignupInput = z.infer<typeof signupSchema>;

/** The sign-up form, which asks for the full name. */
export const signupFormSchema = z
  .object({ ...signupFields, name: fullNameSchema })
  .refine(passwordsMatch.check, passwordsMatch.issue);

export const resetPasswordRequestSchema = z.object({ email: emailSchema });

export const resetPasswordSchema = z.object({
  email: emailSchema,
  token: z
    .string({ error: 'The reset link is invalid' })
    .min(1, 'The reset link is invalid')
    .max(200),
  password: newPasswordSchema,
});
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;

/** The reset form also asks for the password twice; only email, token and password are sent. */
export const resetPasswordFormSchema = z
  .object({ password: newPasswordSchema, confirmPassword: confirmPasswordSchema })
  .refine((form) => form.password === form.confirmPassword, {
    message: 'password not matching',
    path: ['confirmPassword'],
  });

export const PIN_CODE_MESSAGE = 'PIN code must be 6 digits';
export const STATE_FROM_LIST_MESSAGE = 'Choose a state or union territory from the list';

// Each message names the field as the address form labels it (docs/product.md §5.2).
export const addressSchema = z.object({
  id: z.string().optional(),
  name: required(FULL_NAME_REQUIRED_MESSAGE).max(100),
  email: required('Enter your email address')
    .max(254)
    .regex(EMAIL_PATTERN, 'Enter a valid email address, like name@example.com'),
  phone: required('Enter your phone number')
    .max(20)
    .refine(
      (phone) => INDIAN_PHONE.test(phoneDigits(phone)),
      'Enter a 10-digit Indian mobile number, like 98765 43210',
    ),
  street: required('Enter your street address').max(200),
  city: required('Enter your city').max(100),
  // Read as given: addresses saved before states were chosen from the list keep their text. The
  // server checks the state of every new or changed address (STATE_FROM_LIST_MESSAGE).
  state: required(STATE_REQUIRED_MESSAGE).max(100),
  pinCode: required('Enter your PIN code').regex(/^[1-9]\d{5}$/, PIN_CODE_MESSAGE),
  /** A business buyer's GSTIN, printed on their tax invoices; blank for a consumer. */
  gstin: z
    .string()
    .trim()
    .toUpperCase()
    .superRefine((gstin, context) => {
      const problem = gstin === '' ? undefined : gstinProblem(gstin);
      if (problem) context.addIssue({ code: 'custom', message: `GSTIN is not valid: ${problem}` });
    })
    .transform((gstin) => gstin || undefined)
    .nullish(),
});
export type AddressInput = z.infer<typeof addressSchema>;

/**
 * Whom an order is billed to. GST needs only the buyer's state (the place of supply) for an online
 * workshop bought without a GSTIN; the rest of the address is then optional, and checked when given.
 * A GSTIN or a classroom batch needs the full address (fullAddressProblem).
 */
export const billingAddressSchema = addressSchema.partial({
  email: true,
  phone: true,
  street: true,
  city: true,
  pinCode: true,
});
export type BillingAddress = z.infer<typeof billingAddressSchema>;

/** "12 MG Road, Bengaluru, Karnataka 560001", or just "Karnataka" for billing details of a state alone. */
export function addressLine(
  address: Pick<BillingAddress, 'street' | 'city' | 'state' | 'pinCode'>,
): string {
  const statePin = [address.state, address.pinCode].filter(Boolean).join(' ');
  return [address.street, address.city, statePin].filter(Boolean).join(', ');
}

/** Why the order's full address is needed, when it is. */
export type FullAddressReason = 'gstin' | 'classroom';

const FULL_ADDRESS_NEEDED: Record<FullAddressReason, string> = {
  gstin: 'A tax invoice to a GSTIN needs your full address',
  classroom: 'A classroom batch needs your full address',
};

/**
 * What is missing or wrong in the address when the order needs it in full ('A classroom batch needs
 * your full address: Enter your PIN code'), or undefined when nothing is.
 */
export function fullAddressProblem(
  address: BillingAddress,
  reason: FullAddressReason,
): string | undefined {
  const checked = addressSchema.safeParse(address);
  const issue = checked.success ? undefined : checked.error.issues[0];
  return issue && `${FULL_ADDRESS_NEEDED[reason]}: ${issue.message}`;
}

/** The address form: the state is one of the list's (india.ts), by its name. */
export const addressFormSchema = addressSchema.extend({
  state: required(STATE_REQUIRED_MESSAGE).refine(
    (state) => findIndianState(state) !== undefined,
    STATE_FROM_LIST_MESSAGE,
  ),
});
export type Address = AddressInput & { id: string };

export const roleSchema = z.enum(['user', 'admin']);
export type Role = z.infer<typeof roleSchema>;

export const userSchema = z.object({
  id: z.string(),
  name: z.string().nullable(),
  email: z.string(),
  /** +91 and ten digits, or null. */
  phone: z.string().nullable(),
  role: roleSchema,
  addresses: z.array(addressSchema.extend({ id: z.string() })),
});
export type User = z.infer<typeof userSchema>;

/** What a user may change about themselves; any other field of the original client's whole-user body is dropped. */
export const userUpdateSchema = z.object({
  name: z.string().trim().max(100).nullable().optional(),
  phone: accountPhoneSchema.optional(),
  addresses: z.array(addressSchema).max(20, 'At most 20 addresses can be saved').optional(),
});
export type UserUpdate = z.infer<typeof userUpdateSchema>;

/** The profile form: the name stays required once given at sign-up; the phone stays optional. */
export const profileFormSchema = z.object({ name: fullNameSchema, phone: accountPhoneSchema });

/** The reply of calls that only confirm (logout, password reset and its request). */
export const successSchema = z.object({ success: z.literal(true) });
export type Success = z.infer<typeof successSchema>;
