// A certificate code as someone types it from the printed certificate: spaces and small letters are
// forgiven; anything else that is not a code's shape is told apart from an empty field.
import { CERTIFICATE_CODE } from '@kaushal/shared/certificate';

export const CODE_REQUIRED = 'Enter the certificate code';
export const CODE_MALFORMED =
  'A certificate code looks like KSH-7F3K9QW2XM: KSH, a hyphen and 10 letters and digits';

/** The code as typed, spaces dropped and in capitals; or the message saying what is wrong with it. */
export function readCode(typed: string): { code: string } | { error: string } {
  const code = typed.replace(/\s+/g, '').toUpperCase();
  if (code === '') return { error: CODE_REQUIRED };
  return CERTIFICATE_CODE.test(code) ? { code } : { error: CODE_MALFORMED };
}
