// Reads and validates the environment once, at start-up; the only module that touches process.env.
import { randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import { join, resolve } from 'node:path';
import { findIndianState, gstinProblem, type IndianState } from '@kaushal/shared/india';
import { z } from 'zod';

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

/** A proxy address as TRUST_PROXY takes it: an IP, a CIDR block, or one of proxy-addr's names. */
const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);
const isProxyAddress = (entry: string) => {
  if (PROXY_NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d+$/.test(prefix) && bits <= (version === 4 ? 32 : 128);
};

/**
 * Which proxies in front of the shop may name the client in X-Forwarded-For: none (`false`), the
 * nearest N hops (`1`, `2`; `true` means 1), or proxies at the listed addresses. The client is then
 * the right-most address no trusted proxy added, so an address a client writes into the header itself
 * is never believed.
 */
function parseTrustProxy(value: string, context: z.RefinementCtx): TrustProxy {
  if (value === 'false' || value === '0') return false;
  if (value === 'true') return 1;
  if (/^\d+$/.test(value)) return Number(value);
  const entries = value.split(',').map((entry) => entry.trim());
  const wrong = entries.filter((entry) => !isProxyAddress(entry));
  if (wrong.length === 0) return entries;
  context.addIssue({
    code: 'custom',
    message: `expected false, a number of proxy hops (1), or proxy addresses (10.0.0.0/8,192.168.1.7); cannot read ${wrong.join(', ')}`,
  });
  return z.NEVER;
}

/** The longest lead time a reminder may have: a week before the session. */
const MAX_REMINDER_LEAD_MINUTES = 7 * 24 * 60;

/** REMINDER_LEAD_MINUTES: whole minutes before a session, comma-separated; longest first, no repeats. */
function parseLeadMinutes(value: string, context: z.RefinementCtx): number[] {
  const entries = value.split(',').map((entry) => entry.trim());
  const wrong = entries.filter(
    (entry) =>
      !/^\d+$/.test(entry) || Number(entry) < 1 || Number(entry) > MAX_REMINDER_LEAD_MINUTES,
  );
  if (wrong.length === 0) return [...new Set(entries.map(Number))].sort((a, b) => b - a);
  context.addIssue({
    code: 'custom',
    message: `expected whole minutes from 1 to ${MAX_REMINDER_LEAD_MINUTES}, comma-separated (1440,60); cannot read ${wrong.map((entry) => `"${entry}"`).join(', ')}`,
  });
  return z.NEVER;
}

/**
 * The business the shop trades as, for development, tests and the test-mode demo: made up, but its
 * GSTIN is well formed, so invoices and pages look as they will.
 */
const DEMO_BUSINESS = {
  BUSINESS_LEGAL_NAME: 'Kaushal Learning Private Limited',
  BUSINESS_ADDRESS:
    'Unit 12, 3rd Floor, Example Trade Centre, Andheri East, Mumbai, Maharashtra 400069',
  BUSINESS_STATE: 'Maharashtra',
  BUSINESS_GSTIN: '27AAKCK1234M1ZB',
} as const;
/** Who signs the demo business's tax documents; optional for a real one (its own BUSINESS_SIGNATORY). */
const DEMO_SIGNATORY = 'Asha Kulkarni, Director';
const DEMO_GRIEVANCE_OFFICER = {
  GRIEVANCE_OFFICER_NAME: 'Asha Kulkarni',
  GRIEVANCE_OFFICER_EMAIL: 'grievance@kaushal.example',
  GRIEVANCE_OFFICER_PHONE: '+91 22 0000 0000',
} as const;
/** The demo shop's mailbox, as its contact page shows it. */
const DEMO_BUSINESS_EMAIL = 'hello@kaushal.example';
type DetailsVariable = keyof typeof DEMO_BUSINESS | keyof typeof DEMO_GRIEVANCE_OFFICER;

const indianState = z.string().transform((value, context): IndianState => {
  const state = findIndianState(value);
  if (state) return state;
  context.addIssue({
    code: 'custom',
    message: `expected an Indian state or union territory by name (Maharashtra) or GST state code (27); cannot read ${value}`,
  });
  return z.NEVER;
});

const gstin = z
  .string()
  .transform((value) => value.toUpperCase())
  .superRefine((value, context) => {
    const problem = gstinProblem(value);
    if (problem) context.addIssue({ code: 'custom', message: `not a valid GSTIN: ${problem}` });
  });

/**
 * The business details come as a set: the demo's when none is given, and all of them otherwise, so a
 * shop never shows its own name beside the demo's GSTIN. A production shop taking real payments must
 * give them, since the pages, invoices and payment provider name the business.
 */
function requireDetails(
  env: Partial<Record<DetailsVariable, unknown>> & { NODE_ENV: string; realPayments: boolean },
  names: readonly DetailsVariable[],
  /** Why a live shop needs them. */
  reason: string,
  context: z.RefinementCtx,
) {
  const missing = names.filter((name) => env[name] === undefined);
  if (missing.length === 0) return;
  const production = env.NODE_ENV === 'production' && env.realPayments;
  if (missing.length === names.length && !production) return;
  for (const name of missing) {
    context.addIssue({
      code: 'custom',
      path: [name],
      message: production
        ? `required in production with real payments: ${reason} (${names.join(', ')})`
        : `required with ${names.filter((other) => !missing.includes(other)).join(', ')}: set all of ${names.join(', ')} or none for the demo business`,
    });
  }
}

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
    HOST: z.string().trim().min(1).default('127.0.0.1'),
    DATA_DIR: z.string().trim().min(1).default('./data'),
    UPLOAD_DIR: optionalText,
    STORAGE_URL: optionalText.pipe(z.url({ protocol: /^s3$/ }).optional()),
    DATABASE_URL: optionalText.pipe(z.url({ protocol: /^postgres(ql)?$/ }).optional()),
    DATABASE_REPLICA_URL: optionalText.pipe(z.url({ protocol: /^postgres(ql)?$/ }).optional()),
    REPLICA_MAX_LAG_SECONDS: z.coerce.number().int().min(1).max(3600).default(5),
    PUBLIC_URL: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
    TLS_CERT_FILE: optionalText,
    TLS_KEY_FILE: optionalText,
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    TRUST_PROXY: z.string().trim().default('false').transform(parseTrustProxy),
    SMTP_URL: optionalText.pipe(z.url({ protocol: /^smtps?$/ }).optional()),
    MAIL_FROM: z.string().trim().min(3).default('Kaushal <no-reply@kaushal.example>'),
    SMTP_TIMEOUT_MS: z.coerce.number().int().min(1).max(120_000).optional(),
    REDIS_URL: optionalText.pipe(z.url({ protocol: /^rediss?$/ }).optional()),
    SIGN_IN_FAILURES_PER_ACCOUNT: z.coerce.number().int().min(1).max(10_000).default(20),
    ADMIN_EMAIL: optionalText,
    ADMIN_PASSWORD: optionalText,
    WEB_VITALS: z.enum(['on', 'off']).default('off'),
    CATALOGUE_CACHE_SECONDS: z.coerce.number().int().min(0).max(300).optional(),
    SESSION_CACHE: z.enum(['on', 'off']).optional(),
    RESPONSE_CONTRACTS: z.enum(['on', 'off']).optional(),
    ORDER_COUNT_CACHE_SECONDS: z.coerce.number().int().min(0).max(60).optional(),
    VIDEO_UPLOAD_MAX_MB: z.coerce.number().int().min(1).max(20_480).default(2048),
    PLAYBACK_SESSIONS_MAX: z.coerce.number().int().min(1).max(20).default(2),
    RAZORPAY_KEY_ID: optionalText,
    RAZORPAY_KEY_SECRET: optionalText,
    RAZORPAY_WEBHOOK_SECRET: optionalText,
    RAZORPAY_API_BASE: z.url({ protocol: /^https?$/ }).default('https://api.razorpay.com'),
    PAYMENT_PROVIDER: optionalText.pipe(z.enum(['razorpay', 'test']).optional()),
    RAZORPAY_TIMEOUT_MS: z.coerce.number().int().min(1).max(120_000).default(10_000),
    PAYMENT_TEST_SECRET: optionalText.pipe(z.string().min(16).optional()),
    ORDER_PAYMENT_TIMEOUT_MINUTES: z.coerce.number().int().min(1).max(10_080).default(30),
    MAX_UNPAID_SEATS: z.coerce.number().int().min(1).max(1000).default(10),
    REQUEST_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(600).default(30),
    KEEP_ALIVE_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(600).default(5),
    REMINDER_EVERY_MS: z.coerce.number().int().min(1000).max(3_600_000).default(60_000),
    REMINDER_LEAD_MINUTES: z.string().trim().default('1440,60').transform(parseLeadMinutes),
    TEST_CLOCK_FILE: optionalText,
    BUSINESS_LEGAL_NAME: optionalText,
    BUSINESS_ADDRESS: optionalText.pipe(
      z
        .string()
        .regex(/\b[1-9]\d{5}\b/, 'include the 6-digit PIN code (invoices print the full address)')
        .optional(),
    ),
    BUSINESS_STATE: optionalText.pipe(indianState.optional()),
    BUSINESS_GSTIN: optionalText.pipe(gstin.optional()),
    // Who signs tax documents for the business (rule 46(q)): "Name, designation".
    BUSINESS_SIGNATORY: optionalText.pipe(z.string().max(80).optional()),
    GST_SAC: z
      .string()
      .trim()
      .regex(/^99\d{4}$/, 'expected a 6-digit services accounting code starting 99 (999293)')
      .default('999293'),
    GST_RATE_PERCENT: z.coerce.number().min(0).max(40).default(18),
    BUSINESS_EMAIL: optionalText.pipe(z.email().optional()),
    GRIEVANCE_OFFICER_NAME: optionalText,
    GRIEVANCE_OFFICER_EMAIL: optionalText.pipe(z.email().optional()),
    GRIEVANCE_OFFICER_PHONE: optionalText.pipe(
      z
        .string()
        .regex(/^\+?[\d ()-]{8,20}$/, 'expected a phone number (+91 22 1234 5678)')
        .optional(),
    ),
  })
  .superRefine((env, context) => {
    const details = {
      ...env,
      realPayments: env.PAYMENT_PROVIDER !== 'test' && !!env.RAZORPAY_KEY_ID,
    };
    requireDetails(
      details,
      Object.keys(DEMO_BUSINESS) as DetailsVariable[],
      'the pages, invoices and the payment provider name the business',
      context,
    );
    requireDetails(
      details,
      Object.keys(DEMO_GRIEVANCE_OFFICER) as DetailsVariable[],
      'the contact page names the grievance officer, as the Consumer Protection (E-Commerce) Rules 2020 ask',
      context,
    );
    const code = env.BUSINESS_GSTIN?.slice(0, 2);
    if (env.BUSINESS_STATE && code && code !== env.BUSINESS_STATE.code) {
      context.addIssue({
        code: 'custom',
        path: ['BUSINESS_GSTIN'],
        message: `registered in ${findIndianState(code)?.name ?? code} (${code}), not in BUSINESS_STATE ${env.BUSINESS_STATE.name} (${env.BUSINESS_STATE.code}): a GSTIN starts with its state's code`,
      });
    }
  })
  .refine((env) => !env.DATABASE_REPLICA_URL || env.DATABASE_URL, {
    message: 'DATABASE_REPLICA_URL is a replica of DATABASE_URL, which must be set too',
    path: ['DATABASE_REPLICA_URL'],
  })
  .refine((env) => Boolean(env.ADMIN_EMAIL) === Boolean(env.ADMIN_PASSWORD), {
    message: 'ADMIN_EMAIL and ADMIN_PASSWORD must be set together',
    path: ['ADMIN_PASSWORD'],
  })
  .refine((env) => Boolean(env.TLS_CERT_FILE) === Boolean(env.TLS_KEY_FILE), {
    message: 'TLS_CERT_FILE and TLS_KEY_FILE must be set together',
    path: ['TLS_KEY_FILE'],
  })
  .refine((env) => Boolean(env.RAZORPAY_KEY_ID) === Boolean(env.RAZORPAY_KEY_SECRET), {
    message: 'RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET must be set together',
    path: ['RAZORPAY_KEY_SECRET'],
  })
  .refine((env) => env.PAYMENT_PROVIDER !== 'razorpay' || env.RAZORPAY_KEY_ID, {
    message: 'razorpay needs RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET',
    path: ['PAYMENT_PROVIDER'],
  })
  // Whoever can write the file could move the shop's time (joining links, deadlines), so a live shop
  // never takes it.
  .refine((env) => env.NODE_ENV !== 'production' || !env.TEST_CLOCK_FILE, {
    message: 'TEST_CLOCK_FILE is for test runs only and cannot be set with NODE_ENV=production',
    path: ['TEST_CLOCK_FILE'],
  })
  // A shop in production never falls back to fake payments on its own: a missing key would otherwise
  // mark orders paid for test card numbers.
  .refine((env) => env.NODE_ENV !== 'production' || env.PAYMENT_PROVIDER || env.RAZORPAY_KEY_ID, {
    message:
      'no payment provider: set RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET to take payments, or PAYMENT_PROVIDER=test for the offline test gateway (no real payments)',
    path: ['PAYMENT_PROVIDER'],
  });

export interface RazorpayConfig {
  keyId: string;
  keySecret: string;
  /** Absent when no webhook is set up at Razorpay; the webhook endpoint then refuses every call. */
  webhookSecret: string | undefined;
  apiBase: string;
  /** How long a call to Razorpay may take before the shopper is told the provider is unavailable. */
  timeoutMs: number;
}

/** The merchant: named in the footer, the legal pages, the contact page and tax documents. */
export interface BusinessConfig {
  legalName: string;
  address: string;
  state: IndianState;
  gstin: string;
  /** Who signs its tax invoices and credit notes: "Name, designation", or '' for a line to sign. */
  signatory: string;
  /** The services accounting code (999293: commercial training and coaching). */
  sac: string;
  /** GST on the shop's services; prices include it. */
  gstRatePercent: number;
  /** Consumer Protection (E-Commerce) Rules 2020: who answers complaints, and how to reach them. */
  grievanceOfficer: { name: string; email: string; phone: string };
  /** The shop's mailbox: the contact page's messages go there, and answers to the shop's replies. */
  email: string;
}

/** Proxies trusted to name the client: none, the nearest N hops, or these addresses and blocks. */
export type TrustProxy = false | number | string[];

export interface AppConfig {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  /** The folder uploaded files are stored in when no STORAGE_URL is set (served at /uploads/…). */
  uploadDir: string;
  /** An S3-compatible store for uploaded files, shared by several instances (lib/storage.ts). */
  storageUrl: string | undefined;
  /** The largest lesson video an admin may upload, in bytes. */
  videoUploadMaxBytes: number;
  /** Videos an account may play at once; starting one more stops the oldest. */
  playbackSessionsMax: number;
  databaseUrl: string | undefined;
  /**
   * A streaming replica of the database for reads that may be a few seconds old (public catalogue,
   * course pages, sitemap, reports), used while it is at most `maxLagMs` behind.
   */
  replica: { url: string; maxLagMs: number } | undefined;
  publicUrl: string;
  /**
   * PEM files of the certificate and its key: when set, the shop serves HTTPS itself, over HTTP/2 for
   * browsers that offer it (all current ones) and HTTP/1.1 for other clients.
   */
  tls: { certFile: string; keyFile: string } | undefined;
  logLevel: string;
  trustProxy: TrustProxy;
  smtpUrl: string | undefined;
  /** How long the mail relay may take to connect, greet or answer (the mailer's default when unset). */
  smtpTimeoutMs: number | undefined;
  mailFrom: string;
  redisUrl: string | undefined;
  /**
   * Failed passwords on one account within an hour, from anywhere, beyond which a password from a
   * network the account has not signed in from needs an e-mailed link too (docs/decisions/0058).
   */
  signInFailuresPerAccount: number;
  admin: { email: string; password: string } | undefined;
  payments: {
    /**
     * Set when Razorpay takes the payments: its keys are configured and PAYMENT_PROVIDER is not `test`.
     * Otherwise the offline test gateway does, and the shop is in test mode.
     */
    razorpay: RazorpayConfig | undefined;
    /** Whether the offline test gateway takes the payments: the pages then say no real money is taken. */
    testMode: boolean;
    /** Signs the test gateway's results; random per process unless PAYMENT_TEST_SECRET is given. */
    testSecret: string;
  };
  orderPaymentTimeoutMinutes: number;
  /**
   * The most seats one account may hold in orders waiting for payment (its unpaid order and any other
   * unpaid order still holding seats), so nobody can keep workshops off sale without paying.
   */
  maxUnpaidSeats: number;
  business: BusinessConfig;
  /**
   * How long a client may take to send a whole request (a connection may sit silent for twice this);
   * a client that trickles its headers or body is cut off after this.
   */
  requestTimeoutMs: number;
  /** How long an idle kept-alive connection stays open between requests. */
  keepAliveTimeoutMs: number;
  /** Session reminder mails: how often an instance looks for due ones, and how long before a session. */
  reminders: {
    everyMs: number;
    /** Longest first, no repeats. */
    leadMinutes: number[];
  };
  /**
   * Test runs only (never in production): a file whose ISO date-time the app's clock starts from when
   * the file is written (lib/clock.ts fileClock), so a browser test can move the shop's time.
   */
  testClockFile: string | undefined;
  /** Whether browsers measure Core Web Vitals and report them to /api/vitals (off unless asked). */
  webVitals: boolean;
  /**
   * How long this instance reuses a public catalogue read (0: never). Tests change products straight
   * in the database, so they run without it unless they ask.
   */
  catalogueCacheMs: number;
  /**
   * How long the admin's order list reuses its count of all orders (0: never); off in tests, which add
   * orders straight to the database.
   */
  orderCountCacheMs: number;
  /**
   * Whether this instance keeps checked sessions in memory, told by the database when they end. Off in
   * tests, which end sessions and change roles straight in the database and look at once.
   */
  sessionCache: boolean;
  /**
   * Whether every JSON response is checked against its route's response schema, strictly, and a
   * mismatch answered with 500 (plugins/response-contract.ts). On in tests, off otherwise.
   */
  responseContracts: boolean;
}

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: resolve(e.DATA_DIR),
    uploadDir: resolve(e.UPLOAD_DIR ?? join(e.DATA_DIR, 'uploads')),
    storageUrl: e.STORAGE_URL,
    videoUploadMaxBytes: e.VIDEO_UPLOAD_MAX_MB * 1024 * 1024,
    playbackSessionsMax: e.PLAYBACK_SESSIONS_MAX,
    databaseUrl: e.DATABASE_URL,
    replica: e.DATABASE_REPLICA_URL
      ? { url: e.DATABASE_REPLICA_URL, maxLagMs: e.REPLICA_MAX_LAG_SECONDS * 1000 }
      : undefined,
    publicUrl: (
      e.PUBLIC_URL ?? `${e.TLS_CERT_FILE ? 'https' : 'http'}://localhost:${e.PORT}`
    ).replace(/\/$/, ''),
    tls:
      e.TLS_CERT_FILE && e.TLS_KEY_FILE
        ? { certFile: resolve(e.TLS_CERT_FILE), keyFile: resolve(e.TLS_KEY_FILE) }
        : undefined,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    smtpUrl: e.SMTP_URL,
    smtpTimeoutMs: e.SMTP_TIMEOUT_MS,
    mailFrom: e.MAIL_FROM,
    redisUrl: e.REDIS_URL,
    signInFailuresPerAccount: e.SIGN_IN_FAILURES_PER_ACCOUNT,
    webVitals: e.WEB_VITALS === 'on',
    catalogueCacheMs: (e.CATALOGUE_CACHE_SECONDS ?? (e.NODE_ENV === 'test' ? 0 : 5)) * 1000,
    orderCountCacheMs: (e.ORDER_COUNT_CACHE_SECONDS ?? (e.NODE_ENV === 'test' ? 0 : 2)) * 1000,
    sessionCache: (e.SESSION_CACHE ?? (e.NODE_ENV === 'test' ? 'off' : 'on')) === 'on',
    responseContracts: (e.RESPONSE_CONTRACTS ?? (e.NODE_ENV === 'test' ? 'on' : 'off')) === 'on',
    admin:
      e.ADMIN_EMAIL && e.ADMIN_PASSWORD
        ? { email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD }
        : undefined,
    payments: {
      razorpay:
        e.PAYMENT_PROVIDER !== 'test' && e.RAZORPAY_KEY_ID && e.RAZORPAY_KEY_SECRET
          ? {
              keyId: e.RAZORPAY_KEY_ID,
              keySecret: e.RAZORPAY_KEY_SECRET,
              webhookSecret: e.RAZORPAY_WEBHOOK_SECRET,
              apiBase: e.RAZORPAY_API_BASE.replace(/\/$/, ''),
              timeoutMs: e.RAZORPAY_TIMEOUT_MS,
            }
          : undefined,
      testMode: e.PAYMENT_PROVIDER === 'test' || !e.RAZORPAY_KEY_ID,
      testSecret: e.PAYMENT_TEST_SECRET ?? randomBytes(32).toString('hex'),
    },
    orderPaymentTimeoutMinutes: e.ORDER_PAYMENT_TIMEOUT_MINUTES,
    maxUnpaidSeats: e.MAX_UNPAID_SEATS,
    business: businessConfig(e),
    requestTimeoutMs: e.REQUEST_TIMEOUT_SECONDS * 1000,
    keepAliveTimeoutMs: e.KEEP_ALIVE_TIMEOUT_SECONDS * 1000,
    reminders: { everyMs: e.REMINDER_EVERY_MS, leadMinutes: e.REMINDER_LEAD_MINUTES },
    testClockFile: e.TEST_CLOCK_FILE && resolve(e.TEST_CLOCK_FILE),
  };
}

/** The configured business, or the demo business where none is configured (checked by the schema). */
function businessConfig(e: z.infer<typeof envSchema>): BusinessConfig {
  const demoState = findIndianState(DEMO_BUSINESS.BUSINESS_STATE)!;
  return {
    legalName: e.BUSINESS_LEGAL_NAME ?? DEMO_BUSINESS.BUSINESS_LEGAL_NAME,
    address: e.BUSINESS_ADDRESS ?? DEMO_BUSINESS.BUSINESS_ADDRESS,
    state: e.BUSINESS_STATE ?? demoState,
    gstin: e.BUSINESS_GSTIN ?? DEMO_BUSINESS.BUSINESS_GSTIN,
    // The demo business's made-up signatory never signs for a real one: unnamed, the line is left to sign.
    signatory: e.BUSINESS_SIGNATORY ?? (e.BUSINESS_LEGAL_NAME ? '' : DEMO_SIGNATORY),
    sac: e.GST_SAC,
    gstRatePercent: e.GST_RATE_PERCENT,
    grievanceOfficer: {
      name: e.GRIEVANCE_OFFICER_NAME ?? DEMO_GRIEVANCE_OFFICER.GRIEVANCE_OFFICER_NAME,
      email: e.GRIEVANCE_OFFICER_EMAIL ?? DEMO_GRIEVANCE_OFFICER.GRIEVANCE_OFFICER_EMAIL,
      phone: e.GRIEVANCE_OFFICER_PHONE ?? DEMO_GRIEVANCE_OFFICER.GRIEVANCE_OFFICER_PHONE,
    },
    // A live shop always names a grievance officer, whose mailbox someone reads: enquiries go there
    // unless the shop names another.
    email: e.BUSINESS_EMAIL ?? e.GRIEVANCE_OFFICER_EMAIL ?? DEMO_BUSINESS_EMAIL,
  };
}
