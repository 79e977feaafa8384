// Recognises failures that mean "the database cannot be reached right now", as opposed to a bad query.
import { STOPPED } from '../db/pglite-client';

/** Network errors of the driver, and PostgreSQL's SQLSTATE classes 08 (connection) and 57P (shutdown). */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
]);
const UNAVAILABLE_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error',
  'Cannot use a pool after calling end',
  STOPPED,
];

export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string') {
      if (UNAVAILABLE_CODES.has(code) || code.startsWith('08') || code.startsWith('57P'))
        return true;
    }
    if (
      UNAVAILABLE_MESSAGES.some(
        (message) => current instanceof Error && current.message.includes(message),
      )
    ) {
      return true;
    }
    current = current.cause;
  }
  return false;
}
