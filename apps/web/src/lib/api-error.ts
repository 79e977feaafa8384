// Reads the API's `{ code, message }` error bodies out of whatever RTK Query or fetch rejected with.
import type { ErrorBody } from '@kaushal/shared/errors';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** The HTTP status of a failed RTK Query call, or undefined for network and unknown errors. */
export function errorStatus(error: unknown): number | undefined {
  return isRecord(error) && typeof error.status === 'number' ? error.status : undefined;
}

/** The `code` of the API's error body, or undefined when the failure carried none. */
export function errorCode(error: unknown): ErrorBody['code'] | undefined {
  if (!isRecord(error) || !isRecord(error.data)) return undefined;
  const { code } = error.data as Partial<ErrorBody>;
  return typeof code === 'string' ? code : undefined;
}

/** The server's message for a failed call, or the fallback when there is none. */
export function errorMessage(error: unknown, fallback = 'Something went wrong. Please try again.') {
  if (isRecord(error) && isRecord(error.data)) {
    const body = error.data as Partial<ErrorBody>;
    if (typeof body.message === 'string' && body.message !== '') return body.message;
  }
  return fallback;
}

/** The server's per-field problems of a 400 answer (`issues`), or none. */
export function errorIssues(error: unknown): NonNullable<ErrorBody['issues']> {
  if (!isRecord(error) || !isRecord(error.data)) return [];
  const { issues } = error.data as Partial<ErrorBody>;
  return Array.isArray(issues) ? issues : [];
}
