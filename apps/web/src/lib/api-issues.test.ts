// The server's field problems shown beside a form's fields, and the answers that name none.
import { describe, expect, it } from 'vitest';
import { showFieldIssues } from './api-issues';

describe('showFieldIssues', () => {
  const shownFor = (error: unknown) => {
    const shown: [string, string][] = [];
    const named = showFieldIssues(error, ['name', 'email'] as const, (field, { message }) =>
      shown.push([field, message]),
    );
    return { named, shown };
  };

  it("puts the server's problem with each of the form's fields beside it", () => {
    const error = {
      status: 400,
      data: {
        code: 'VALIDATION_FAILED',
        message: 'name is required',
        issues: [
          { path: 'name', message: 'name is required' },
          { path: 'email', message: 'Email is not valid' },
          { path: 'role', message: 'not a field of the form' },
        ],
      },
    };
    expect(shownFor(error)).toEqual({
      named: true,
      shown: [
        ['name', 'name is required'],
        ['email', 'Email is not valid'],
      ],
    });
  });

  it('says so when the answer names none of the fields, so the form shows its own message', () => {
    for (const error of [
      { status: 429, data: { code: 'RATE_LIMITED', message: 'Too many attempts.' } },
      { status: 400, data: { issues: [{ path: '', message: 'Invalid body' }] } },
      { status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' },
      undefined,
    ]) {
      expect(shownFor(error)).toEqual({ named: false, shown: [] });
    }
  });
});
