// Refuses text the database cannot hold. PostgreSQL stores no NUL character (U+0000) in text, so a
// query or body carrying one failed inside the database as a 500; no field of the shop has any use
// for it, so every route refuses it up front with the usual 400.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error';

/**
 * Whether a parsed JSON value holds a NUL character in any string, key or value. Walked with a list
 * rather than by recursion: a body may nest as deep as the parser allows.
 */
function holdsNul(body: unknown): boolean {
  const pending: unknown[] = [body];
  while (pending.length > 0) {
    const value = pending.pop();
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return true;
    } else if (Array.isArray(value)) {
      for (const item of value as unknown[]) pending.push(item);
    } else if (value !== null && typeof value === 'object') {
      for (const [key, inner] of Object.entries(value)) {
        if (key.includes('\u0000')) return true;
        pending.push(inner);
      }
    }
  }
  return false;
}

export const nulGuard = fp(async (app: FastifyInstance) => {
  // After the body is parsed and before the route's schema sees it; the URL's %00 (path or query)
  // is the only way a NUL arrives there.
  app.addHook('preValidation', async (request) => {
    if (/%00/.test(request.url) || holdsNul(request.body)) {
      throw new AppError('VALIDATION_FAILED', 'Text may not contain the NUL character (U+0000)');
    }
  });
});
