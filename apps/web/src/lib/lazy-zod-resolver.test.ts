import { describe, expect, it } from 'vitest';
import { lazyZodResolver } from './lazy-zod-resolver';

const options = { fields: {}, shouldUseNativeValidation: false } as const;

describe('lazyZodResolver', () => {
  it('validates with the named shared contract, the same on every call', async () => {
    const resolve = lazyZodResolver('loginSchema');
    const missing = await resolve({ email: 'asha@example.com', password: '' }, undefined, options);
    expect(missing.errors.password?.message).toBe('Password is required');
    expect(missing.values).toEqual({});

    const valid = await resolve(
      { email: 'asha@example.com', password: 'Secret123' },
      undefined,
      options,
    );
    expect(valid).toEqual({
      values: { email: 'asha@example.com', password: 'Secret123' },
      errors: {},
    });
    // A later call is answered by the same contract, not a stale result.
    const again = await resolve({ email: 'asha@example.com', password: '' }, undefined, options);
    expect(again.errors.password?.message).toBe('Password is required');
  });
});
