import { expect, it } from 'vitest';
import { CODE_MALFORMED, CODE_REQUIRED, readCode } from './certificate-code';

it('reads a code typed in small letters or with spaces as printed', () => {
  expect(readCode(' ksh-7f3k9qw2xm ')).toEqual({ code: 'KSH-7F3K9QW2XM' });
  expect(readCode('KSH-7F3K 9QW2XM')).toEqual({ code: 'KSH-7F3K9QW2XM' });
});

it('tells an empty field from a code of the wrong shape', () => {
  expect(readCode('   ')).toEqual({ error: CODE_REQUIRED });
  expect(readCode('KSH-123')).toEqual({ error: CODE_MALFORMED });
  // I, L, O and U are not in a code's alphabet.
  expect(readCode('KSH-ILOU000000')).toEqual({ error: CODE_MALFORMED });
});
