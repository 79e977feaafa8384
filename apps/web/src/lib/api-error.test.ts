// What a buyer reads in a red box for each way a call can fail: the server's message however it
// arrived, never the JSON or HTML of the answer itself.
import { describe, expect, it } from 'vitest';
import { errorCode, errorIssues, errorMessage } from './api-error';

const INVALID = { code: 'UNAUTHORIZED', message: 'Invalid email or password' };

describe('errorMessage', () => {
  it('reads the message of a JSON error body', () => {
    expect(errorMessage({ status: 401, data: INVALID })).toBe('Invalid email or password');
  });

  it('reads the message of an error body that arrived as text, not the JSON', () => {
    const error = { status: 'PARSING_ERROR', originalStatus: 401, data: JSON.stringify(INVALID) };
    expect(errorMessage(error)).toBe('Invalid email or password');
    expect(errorCode(error)).toBe('UNAUTHORIZED');
  });

  it('gives the fallback for an answer that is not ours (a proxy’s page), never its text', () => {
    const error = {
      status: 'PARSING_ERROR',
      originalStatus: 502,
      data: '<html>Bad gateway</html>',
    };
    expect(errorMessage(error)).toBe('Something went wrong. Please try again.');
    expect(errorMessage({ status: 500, data: '"oops"' })).toBe(
      'Something went wrong. Please try again.',
    );
  });

  it('says the shop could not be reached when the network failed', () => {
    expect(errorMessage({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' })).toBe(
      'We could not reach the shop. Check your connection and try again.',
    );
  });

  it('reads per-field problems from either form', () => {
    const body = { ...INVALID, issues: [{ path: 'email', message: 'Email is not valid' }] };
    expect(errorIssues({ status: 400, data: JSON.stringify(body) })).toEqual(body.issues);
    expect(errorIssues({ status: 400, data: body })).toEqual(body.issues);
    expect(errorIssues(undefined)).toEqual([]);
  });
});
