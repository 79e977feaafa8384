// What the shop's mails to an address someone else typed may carry, and how such addresses are counted.
// The contact form confirms to any address, and a buyer names who takes a seat: without these rules a
// stranger could send anyone a mail in the shop's name saying whatever they liked, as often as they liked.

/** The longest name a mail to someone else carries. */
export const PLAIN_NAME_MAX_LENGTH = 60;

// Words of letters in any script (with their combining marks), joined by spaces, dots, apostrophes or
// hyphens: "Dr. R. K. Singh", "D'Souza", "Anne-Marie", "अमित शर्मा". No digits, no @, no slashes.
const PLAIN_NAME = /^[\p{L}\p{M}]+(?:[ .'’-]+[\p{L}\p{M}]+)*\.?$/u;
// Two words of two letters or more joined by a dot with no space, as in a web address ("evil.com").
const DOMAIN_LIKE = /[\p{L}\p{M}]{2,}\.[\p{L}\p{M}]{2,}/u;

/**
 * The name as a mail to someone else may carry it (whitespace collapsed), or undefined when it is not
 * a plain name: longer than PLAIN_NAME_MAX_LENGTH, or holding anything but letters and the marks
 * between words, or looking like a web address.
 */
export function plainName(text: string): string | undefined {
  const name = text.trim().replace(/\s+/gu, ' ');
  if (name.length === 0 || name.length > PLAIN_NAME_MAX_LENGTH) return undefined;
  return PLAIN_NAME.test(name) && !DOMAIN_LIKE.test(name) ? name : undefined;
}

const DOTS_IGNORED = new Set(['gmail.com', 'googlemail.com']);

/**
 * The mailbox an address reaches, for counting mails and tries per mailbox only (never for storing or
 * sending): lower case, without a `+tag`, and for Gmail without dots and with googlemail.com as
 * gmail.com, since all those spellings deliver to one inbox.
 */
export function mailboxOf(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  if (at < 0) return address;
  const domain = address.slice(at + 1);
  let local = address.slice(0, at).split('+')[0] ?? '';
  if (DOTS_IGNORED.has(domain)) local = local.replace(/\./g, '');
  return `${local}@${domain === 'googlemail.com' ? 'gmail.com' : domain}`;
}
