// Reads the API's `{ code, message }` error bodies out of whatever RTK Query or fetch rejected with.
import type { ErrorBody } from '@kaushal/shared/errors';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** The HTTP status of a failed RTK Query call, or undefined for network and unknown errors. */
export function errorStatus(error: unknown): number | undefined {
  return isRecord(error) && typeof error.status === 'number' ? error.status : undefined;
}

/**
 * The API's error body of a failed call. RTK Query gives it parsed, or, when the answer was not labelled
 * JSON (a proxy in between, an old server), as the raw text, which is read here so that the buyer sees
 * its message and never the JSON itself.
 */
function errorBody(error: unknown): Partial<ErrorBody> | undefined {
  if (!isRecord(error)) return undefined;
  const { data } = error;
  if (isRecord(data)) return data;
  if (typeof data !== 'string') return undefined;
  try {
    const parsed: unknown = JSON.parse(data);
    return isRecord(parsed) ? parsed : undefined;
  } catch {
    return undefined;
  }
}

/** The `code` of the API's error body, or undefined when the failure carried none. */
export function errorCode(error: unknown): ErrorBody['code'] | undefined {
  const code = errorBody(error)?.code;
  return typeof code === 'string' ? code : undefined;
}

const OFFLINE = 'We could not reach the shop. Check your connection and try again.';

/** The server's message for a failed call, or the fallback when there is none. */
export function errorMessage(error: unknown, fallback = 'Something went wrong. Please try again.') {
  const message = errorBody(error)?.message;
  if (typeof message === 'string' && message !== '') return message;
  if (isRecord(error) && error.status === 'FETCH_ERROR') return OFFLINE;
  return fallback;
}

/** The server's per-field problems of a 400 answer (`issues`), or none. */
export function errorIssues(error: unknown): NonNullable<ErrorBody['issues']> {
  const issues = errorBody(error)?.issues;
  return Array.isArray(issues) ? issues : [];
}
