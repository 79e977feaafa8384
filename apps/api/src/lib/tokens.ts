// Random secrets handed to a client (session and reset tokens) and the hashes we keep instead of them.
import { createHash, randomBytes } from 'node:crypto';

/** 256 bits of randomness, URL-safe. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
