// A logger for code that outlives or sits below the route handler (services, mail, rate limits): while
// a request is being handled, and in work it started, its lines carry that request's id.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyBaseLogger } from 'fastify';

export function requestScopedLog(base: FastifyBaseLogger) {
  const current = new AsyncLocalStorage<FastifyBaseLogger>();
  const log = new Proxy(base, {
    get(target, property) {
      const active = current.getStore() ?? target;
      const value: unknown = Reflect.get(active, property);
      return typeof value === 'function'
        ? (value as (...args: unknown[]) => unknown).bind(active)
        : value;
    },
  });
  return {
    log,
    /** Runs the rest of a request (and all it starts) with that request's logger. */
    enter: (requestLog: FastifyBaseLogger, next: () => void) => current.run(requestLog, next),
  };
}
