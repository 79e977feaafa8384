// What the API benchmarks share: a scratch database to load, the mixes of catalogue reads shoppers and
// crawlers make, and autocannon runs measured as a browser asks (compressed, 50 connections).
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../apps/api/src/db/client';
import { CATEGORIES } from './dataset';
import type { RouteResult } from './results';

export const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
/** What a browser sends: answers are measured compressed, as shoppers receive them. */
export const BROWSER_ENCODINGS = { 'accept-encoding': 'gzip, deflate, br, zstd' };
export const WARM_UP_SECONDS = 2;
export const CONNECTIONS = 50;

/** What shoppers type into the search box, misspellings included. */
const SEARCHES = [
  'consulting',
  'finanse',
  'data analytics',
  'graphic desgin',
  'marketing',
  'artifical intelligence',
  'interview',
  'banking workshop',
  'certificate',
  'practise',
];

/**
 * Lists as varied browsing asks for them: every category (or none), each sort both ways, a price band
 * or a mode now and then, and the first pages. Taken in turn, they come round again only after
 * hundreds of requests.
 */
export function listQueryMix(): string[] {
  const sorts = ['', 'price', 'discountPrice', 'rating', 'title', 'createdAt', 'startsAt'];
  const queries: string[] = [];
  for (const [c, category] of ['', ...CATEGORIES].entries()) {
    for (const [s, sort] of sorts.entries()) {
      for (const page of [1, 2, 5]) {
        const parts = [
          category && `category=${encodeURIComponent(category)}`,
          sort && `_sort=${sort}&_order=${(c + s + page) % 2 ? 'desc' : 'asc'}`,
          (c + s) % 3 === 0 && 'priceMin=1000&priceMax=5000',
          (c * s + page) % 5 === 0 && 'mode=offline',
          `_page=${page}&_limit=12`,
        ];
        queries.push(parts.filter(Boolean).join('&'));
      }
    }
  }
  return queries;
}

/**
 * Words and misspellings by turns, each with its own page size, so most searches miss the few
 * seconds' cache and reach the database.
 */
export const SEARCH_PATHS = Array.from({ length: SEARCHES.length * 100 }, (_, turn) => {
  const q = SEARCHES[turn % SEARCHES.length]!;
  const limit = 1 + (Math.floor(turn / SEARCHES.length) % 100);
  return `/api/products?q=${encodeURIComponent(q)}&_limit=${limit}`;
});

/** Requests that take the next path of `paths` in turn, so most miss every cache. */
export const inTurn = (base: string, paths: string[]): LoadOptions => {
  let next = 0;
  return {
    url: base,
    requests: [
      {
        method: 'GET',
        setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length] }),
      },
    ],
  };
};

export type LoadOptions = Omit<autocannon.Options, 'connections' | 'duration'>;
export type Route = [name: string, options: LoadOptions];

export interface Target {
  url?: string;
  dataDir: string;
  open(): Promise<DatabaseHandle>;
  drop(): Promise<void>;
}

export async function prepareTarget(): Promise<Target> {
  const dataDir = mkdtempSync(join(tmpdir(), 'kaushal-bench-'));
  const baseUrl = process.env.DATABASE_URL;
  if (!baseUrl) {
    const pgliteDir = join(dataDir, 'pglite');
    return {
      dataDir,
      open: () => openDatabase({ dataDir: pgliteDir }),
      drop: async () => undefined,
    };
  }
  const name = `kaushal_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    dataDir,
    open: () => openDatabase({ url: url.toString(), dataDir }),
    async drop() {
      const dropper = new pg.Client({ connectionString: baseUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

export const load = (options: LoadOptions, seconds: number, connections = CONNECTIONS) =>
  autocannon({
    ...options,
    headers: { ...BROWSER_ENCODINGS, ...options.headers },
    connections,
    duration: seconds,
  });

export async function measure(
  name: string,
  options: LoadOptions,
  connections = CONNECTIONS,
): Promise<Omit<RouteResult, 'ratio'>> {
  const result = await load(options, SECONDS, connections);
  const errors = result.errors + result.timeouts + result.non2xx;
  const statuses = Object.entries(result.statusCodeStats ?? {})
    .filter(([status]) => !status.startsWith('2'))
    .map(([status, { count }]) => `${count ?? 0} × ${status}`);
  const kinds = errors
    ? ` (${[...statuses, `${result.errors} failed`, `${result.timeouts} timed out`].join(', ')})`
    : '';
  console.log(
    `${name.padEnd(34)} ${result.requests.average.toFixed(0).padStart(7)} req/s  p50 ${result.latency.p50} ms  p99 ${result.latency.p99} ms  errors ${errors}${kinds}`,
  );
  return {
    name,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors,
  };
}
