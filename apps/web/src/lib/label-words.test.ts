import type { FieldErrors } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { inLabelWords, withWords } from './label-words';

const labels = { joiningLink: 'Joining link', startsAt: 'Starts', endsAt: 'Ends' };

describe('inLabelWords', () => {
  it('names a field by its label, as a sentence', () => {
    expect(inLabelWords('joiningLink must be an https:// address', labels)).toBe(
      'Joining link must be an https:// address',
    );
    expect(inLabelWords('endsAt must be after startsAt', labels)).toBe('Ends must be after starts');
  });

  it('leaves other words as they are, and starts the sentence with a capital', () => {
    expect(inLabelWords('a session must end after it starts', labels)).toBe(
      'A session must end after it starts',
    );
    expect(inLabelWords('constructor must be text', labels)).toBe('Constructor must be text');
  });
});

describe('withWords', () => {
  it('rewords every message the resolver gives, nested ones too, keeping the rest', async () => {
    const ref = { name: 'joiningLink' };
    const resolver = withWords(
      async () => ({
        values: {},
        errors: {
          joiningLink: { type: 'invalid', message: 'joiningLink must be an https:// address', ref },
          sessions: [{ endsAt: { type: 'custom', message: 'endsAt must be a date and time' } }],
        } as unknown as FieldErrors,
      }),
      (message) => inLabelWords(message, labels),
    );
    const { errors } = await resolver({}, undefined, {
      fields: {},
      shouldUseNativeValidation: false,
    });
    expect(errors).toEqual({
      joiningLink: { type: 'invalid', message: 'Joining link must be an https:// address', ref },
      sessions: [{ endsAt: { type: 'custom', message: 'Ends must be a date and time' } }],
    });
  });
});
