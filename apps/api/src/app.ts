// Builds the whole application (API under /api, the web app for every other page) without listening.
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { constants as zlibConstants } from 'node:zlib';
import compress from '@fastify/compress';
import Fastify, { type FastifyBaseLogger, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppConfig, TrustProxy } from './config';
import type { Database, DatabaseHandle } from './db/client';
import { logSerializers } from './lib/log-serializers';
import { COMPRESSION_THRESHOLD, BROTLI_QUALITY, SYNC_COMPRESSION_LIMIT } from './lib/precompressed';
import { httpsServerOptions } from './lib/https-server';
import { afterAnswer, type AfterAnswer } from './lib/after-answer';
import { createMailer, type Mailer } from './lib/mailer';
import { requestScopedLog } from './lib/request-log';
import { systemClock, type Clock } from './lib/clock';
import { storageFor } from './lib/configured-storage';
import type { FileStorage } from './lib/storage';
import {
  memoryRateLimiter,
  rateLimitGate,
  redisRateLimiter,
  type RateLimitGate,
} from './lib/rate-limiter';
import { webDistDir } from './paths';
import { apiDocs } from './plugins/api-docs';
import { authentication } from './plugins/authentication';
import { clientErrorHandler, errorHandler, frameworkErrors } from './plugins/error-handler';
import { jsonBody } from './plugins/json-body';
import { nulGuard } from './plugins/nul-guard';
import { responseContract } from './plugins/response-contract';
import { security } from './plugins/security';
import { siteMap } from './plugins/site-map';
import { webApp } from './plugins/web-app';
import { apiRoutes } from './routes';
import { decorateServices } from './services';
import { productService } from './modules/catalogue/product.service';
import { sessionCache } from './modules/sessions/session-cache';
import { SESSION_CHANGES_CHANNEL, sessionService } from './modules/sessions/session.service';
import { startOrderExpiry } from './modules/orders/order-expiry.job';
import { publicCatalogue } from './modules/catalogue/public-catalogue.service';
import { startStockRefresh } from './modules/catalogue/stock-refresh.job';
import { startSessionPurge } from './modules/sessions/session-purge.job';
import { startSeatAlerts } from './modules/waitlist/seat-alert.job';
import { startReminders } from './modules/learning/reminder.job';
import { startSectionOpeningMails } from './modules/classroom/section-opening.job';
import { startMaterialMove } from './modules/learning/material-move.job';
import { startOutboxDelivery } from './modules/outbox/outbox.job';
import { startTranscoding } from './modules/video/transcode.job';
import { mailOutbox, type MailOutbox } from './modules/outbox/outbox.service';
import { uploadedFiles } from './modules/uploads/upload.routes';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    database: DatabaseHandle;
    db: Database;
    /**
     * For reads that may be a few seconds old (public catalogue, course pages, sitemap, reports): the
     * replica when one is configured and keeps up, else `db` (docs/decisions/0053).
     */
    reads: Database;
    mailer: Mailer;
    /** Mails written with the change that causes them, sent and retried by delivery passes. */
    outbox: MailOutbox;
    /** Work started by a request that its answer does not wait for (mails); finished before closing. */
    afterAnswer: AfterAnswer;
    /** Logs with the current request's id when there is one; for services and background work. */
    requestLog: FastifyBaseLogger;
    rateLimits: RateLimitGate;
    clock: Clock;
    /** Uploaded files: the local folder, or the S3-compatible store of STORAGE_URL. */
    storage: FileStorage;
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
  /** How often the seat alert job looks for workshops with seats again (a minute unless given). */
  seatAlertEveryMs?: number;
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

/** Headers must arrive within this, or the whole request's time-out if that is shorter. */
const HEADERS_TIMEOUT_MS = 10_000;

/**
 * Cuts off clients that send slowly: the whole request within its time-out (Node checks open requests
 * once a second, not every 30 s; the client is told 408), no silence on a connection longer than twice
 * that (a stalled request hears its 408 first), and idle kept-alive connections closed after their own
 * time-out. HTTP/2 sessions idle out like kept-alive connections.
 */
const connectionTimeouts = ({ requestTimeoutMs, keepAliveTimeoutMs }: AppConfig) => ({
  requestTimeout: requestTimeoutMs,
  connectionTimeout: 2 * requestTimeoutMs,
  keepAliveTimeout: keepAliveTimeoutMs,
  http2SessionTimeout: keepAliveTimeoutMs,
  http: {
    headersTimeout: Math.min(HEADERS_TIMEOUT_MS, requestTimeoutMs),
    connectionsCheckingInterval: 1000,
  },
});

/** Fastify's hop count as the function its types accept: hop 0 is the socket's peer, 1 the next. */
const proxyTrust = (trust: TrustProxy) =>
  typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust;

export async function buildApp(options: AppOptions) {
  const { config, database } = options;
  const clock = options.clock ?? systemClock;
  // Over HTTPS the requests and replies are Node's HTTP/1-compatible HTTP/2 ones, which every plugin
  // here handles as it does HTTP/1's, so the instance keeps the one type whichever protocol it serves.
  const protocol: object = config.tls ? httpsServerOptions(config.tls) : {};
  const app = Fastify({
    ...protocol,
    logger: options.logger ?? { level: config.logLevel, serializers: logSerializers },
    trustProxy: proxyTrust(config.trustProxy),
    ...connectionTimeouts(config),
    bodyLimit: BODY_LIMIT_BYTES,
    frameworkErrors,
    clientErrorHandler,
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
  app.decorate('outbox', mailOutbox(database.db, { relay: app.mailer, clock, log: scoped.log }));
  app.decorate('storage', await storageFor(config));

  const replica =
    config.replica &&
    database.replicaReads(config.replica.url, {
      maxLagMs: config.replica.maxLagMs,
      log: scoped.log,
    });
  app.decorate('reads', replica ? replica.db : database.db);
  if (replica) app.addHook('onClose', () => replica.close());

  const background = afterAnswer();
  app.decorate('afterAnswer', background);
  app.addHook('onClose', () => background.settle());

  const rateLimiter = config.redisUrl
    ? await redisRateLimiter({ url: config.redisUrl, log: scoped.log })
    : memoryRateLimiter();
  app.decorate('clock', clock);
  app.decorate('rateLimits', rateLimitGate(rateLimiter, scoped.log));
  app.addHook('onClose', () => rateLimiter.close());

  await app.register(errorHandler);
  await app.register(security, {
    publicUrl: config.publicUrl,
    ...(config.payments.razorpay && { csp: razorpayCsp }),
  });
  await app.register(jsonBody);
  await app.register(nulGuard);
  // Before compression, which turns the JSON it would check into a stream.
  if (config.responseContracts) await app.register(responseContract);
  // Answers made per request are compressed here at a fast Brotli level, in one synchronous call up
  // to a size no answer of ours reaches (the plugin's default hands anything over 8 KiB on two cores to
  // a stream, whose set-up costs more than compressing); kept ones arrive already compressed
  // (lib/precompressed.ts) and pass through.
  await app.register(compress, {
    threshold: COMPRESSION_THRESHOLD,
    syncThreshold: SYNC_COMPRESSION_LIMIT,
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } },
  });
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
  await app.register(apiDocs, { adminsOnly: config.env === 'production' });
  app.decorate(
    'catalogue',
    publicCatalogue({
      db: database.db,
      reads: app.reads,
      ttlMs: config.catalogueCacheMs,
      clock,
      // After this instance's own catalogue writes, the replica may not have them for this long.
      primaryAfterWritesMs: config.replica?.maxLagMs ?? 0,
    }),
  );
  decorateServices(app);
  await app.register(apiRoutes, { prefix: '/api' });
  await app.register(uploadedFiles, { storage: app.storage });
  await app.register(siteMap, {
    publicUrl: config.publicUrl,
    workshopPages: productService(app.reads).listedPages,
    cacheMs: config.catalogueCacheMs,
  });
  await app.register(webApp, {
    distDir: options.webDist ?? webDistDir,
    webVitals: config.webVitals,
    testMode: config.payments.testMode,
    publicUrl: config.publicUrl,
  });
  if (config.payments.testMode && config.env === 'production') {
    app.log.warn(
      'Test mode: the offline test gateway takes payments (PAYMENT_PROVIDER=test); no real money is taken',
    );
  }
  if (options.backgroundJobs ?? config.env !== 'test') {
    const stopOrderExpiry = startOrderExpiry(app);
    app.addHook('onClose', () => stopOrderExpiry());
    const stopSessionPurge = startSessionPurge(app);
    app.addHook('onClose', () => stopSessionPurge());
    const stopSeatAlerts = startSeatAlerts(app, options.seatAlertEveryMs);
    app.addHook('onClose', () => stopSeatAlerts());
    const stopStockRefresh = startStockRefresh(app);
    app.addHook('onClose', () => stopStockRefresh());
    const stopReminders = startReminders(app);
    app.addHook('onClose', () => stopReminders());
    const stopOutbox = startOutboxDelivery(app);
    app.addHook('onClose', () => stopOutbox());
    const stopTranscoding = startTranscoding(app);
    app.addHook('onClose', () => stopTranscoding());
    const stopMaterialMove = startMaterialMove(app);
    app.addHook('onClose', () => stopMaterialMove());
    const stopSectionOpenings = startSectionOpeningMails(app);
    app.addHook('onClose', () => stopSectionOpenings());
  }
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
