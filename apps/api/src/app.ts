// Builds the whole application (API under /api, the web app for every other page) without listening.
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import compress from '@fastify/compress';
import Fastify, { type FastifyBaseLogger, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppConfig } from './config';
import type { Database, DatabaseHandle } from './db/client';
import { logSerializers } from './lib/log-serializers';
import { httpsServerOptions } from './lib/https-server';
import { createMailer, type Mailer } from './lib/mailer';
import { requestScopedLog } from './lib/request-log';
import { systemClock, type Clock } from './lib/clock';
import {
  memoryRateLimiter,
  rateLimitGate,
  redisRateLimiter,
  type RateLimitGate,
} from './lib/rate-limiter';
import { webDistDir } from './paths';
import { authentication } from './plugins/authentication';
import { errorHandler } from './plugins/error-handler';
import { nulGuard } from './plugins/nul-guard';
import { security } from './plugins/security';
import { webApp } from './plugins/web-app';
import { apiRoutes } from './routes';
import { sessionCache } from './modules/sessions/session-cache';
import { SESSION_CHANGES_CHANNEL, sessionService } from './modules/sessions/session.service';
import { startOrderExpiry } from './modules/orders/order-expiry.job';
import { uploadedFiles } from './modules/uploads/upload.routes';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    database: DatabaseHandle;
    db: Database;
    mailer: Mailer;
    /** Logs with the current request's id when there is one; for services and background work. */
    requestLog: FastifyBaseLogger;
    rateLimits: RateLimitGate;
    clock: Clock;
  }
}

export interface AppOptions {
  config: AppConfig;
  database: DatabaseHandle;
  logger?: FastifyServerOptions['logger'];
  /** Where the built web app is; defaults to apps/web/dist. */
  webDist?: string;
  /** Periodic jobs such as unpaid-order expiry; on by default, off in tests unless asked for. */
  backgroundJobs?: boolean;
  /**
   * The time as sessions see it; tests move it to reach expiry without waiting. Rate limits count by
   * Date.now, which tests move with fake timers.
   */
  clock?: Clock;
}

/** Razorpay Checkout's script, frames and calls, allowed only when Razorpay takes the payments. */
const razorpayCsp = {
  scriptSrc: ['https://checkout.razorpay.com'],
  frameSrc: ['https://api.razorpay.com', 'https://checkout.razorpay.com'],
  connectSrc: ['https://api.razorpay.com', 'https://lumberjack.razorpay.com'],
  imgSrc: ['https://cdn.razorpay.com'],
};

export const BODY_LIMIT_BYTES = 1024 * 1024;

export async function buildApp(options: AppOptions) {
  const { config, database } = options;
  const clock = options.clock ?? systemClock;
  // Over HTTPS the requests and replies are Node's HTTP/1-compatible HTTP/2 ones, which every plugin
  // here handles as it does HTTP/1's, so the instance keeps the one type whichever protocol it serves.
  const protocol: object = config.tls ? httpsServerOptions(config.tls) : {};
  const app = Fastify({
    ...protocol,
    logger: options.logger ?? { level: config.logLevel, serializers: logSerializers },
    trustProxy: config.trustProxy,
    bodyLimit: BODY_LIMIT_BYTES,
    genReqId: () => randomUUID(),
    requestIdHeader: false,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('db', database.db);
  const scoped = requestScopedLog(app.log);
  app.addHook('onRequest', (request, _reply, done) => scoped.enter(request.log, done));
  app.decorate('requestLog', scoped.log);
  app.decorate(
    'mailer',
    createMailer({
      smtpUrl: config.smtpUrl,
      timeoutMs: config.smtpTimeoutMs,
      from: config.mailFrom,
      outboxDir: join(config.dataDir, 'outbox'),
      log: scoped.log,
    }),
  );

  const rateLimiter = config.redisUrl
    ? redisRateLimiter({ url: config.redisUrl })
    : memoryRateLimiter();
  app.decorate('clock', clock);
  app.decorate('rateLimits', rateLimitGate(rateLimiter, scoped.log));
  app.addHook('onClose', () => rateLimiter.close());

  await app.register(errorHandler);
  await app.register(security, {
    publicUrl: config.publicUrl,
    ...(config.payments.razorpay && { csp: razorpayCsp }),
  });
  await app.register(nulGuard);
  await app.register(compress, { threshold: 1024 });
  const sessions = sessionService(
    database.db,
    clock,
    config.sessionCache ? sessionCache() : undefined,
  );
  if (config.sessionCache) {
    const stopListening = await database.listen(SESSION_CHANGES_CHANNEL, sessions.notices);
    app.addHook('onClose', () => stopListening());
  }
  await app.register(authentication, {
    sessions,
    secureCookies: config.publicUrl.startsWith('https:'),
  });
  await app.register(apiRoutes, { prefix: '/api' });
  await app.register(uploadedFiles, { dir: config.uploadDir });
  await app.register(webApp, {
    distDir: options.webDist ?? webDistDir,
    webVitals: config.webVitals,
  });
  if (options.backgroundJobs ?? config.env !== 'test') {
    const stopOrderExpiry = startOrderExpiry(app);
    app.addHook('onClose', () => stopOrderExpiry());
  }
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
