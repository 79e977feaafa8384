// Prints the benchmark table and records it, with the machine it ran on, in bench/RESULTS.md.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import * as prettier from 'prettier';
import type { RushInvariants, RushSummary } from './checkout-rush';

export interface RouteResult {
  name: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  ratio: number;
}

const RESULTS_FILE = new URL('./RESULTS.md', import.meta.url).pathname;

export function machineLine(): string {
  const cpu = cpus()[0]?.model.trim() ?? 'unknown CPU';
  return `${cpus().length} × ${cpu}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
}

/** Replaces the text between a section's markers, or appends the section, formatted as `npm run lint` expects. */
export async function recordSection(key: string, body: string): Promise<void> {
  const start = `<!-- ${key}:start -->`;
  const end = `<!-- ${key}:end -->`;
  const current = existsSync(RESULTS_FILE)
    ? readFileSync(RESULTS_FILE, 'utf8')
    : '# Benchmark results\n\nWritten by the scripts in `bench/`; rerun them to refresh a section.\n';
  const section = `${start}\n${body.trim()}\n${end}`;
  const from = current.indexOf(start);
  const to = current.indexOf(end);
  const next =
    from >= 0 && to > from
      ? `${current.slice(0, from)}${section}${current.slice(to + end.length)}`
      : `${current.trimEnd()}\n\n${section}\n`;
  const options = (await prettier.resolveConfig(RESULTS_FILE)) ?? {};
  writeFileSync(RESULTS_FILE, await prettier.format(next, { ...options, filepath: RESULTS_FILE }));
}

/** The reads that must reach half the health route's throughput (the others a fifth). */
const HALF_OF_HEALTH = new Set([
  'GET /api/products (category, price)',
  'GET /api/products/:id',
  'GET /api/cart',
]);

/** The issue's targets for this table: met, or the routes that miss them and how. */
export function targetsLine(table: RouteResult[]): string {
  const misses = table.flatMap((row) => {
    const floor = HALF_OF_HEALTH.has(row.name) ? 0.5 : 0.2;
    const why = [
      ...(row.ratio < floor ? [`${(row.ratio * 100).toFixed(0)} % of health`] : []),
      ...(HALF_OF_HEALTH.has(row.name) && row.p99 > 50 ? [`p99 ${row.p99} ms`] : []),
      ...(row.errors > 0 ? [`${row.errors} errors`] : []),
    ];
    return why.length ? [`${row.name} (${why.join(', ')})`] : [];
  });
  return `Targets (catalogue and cart reads ≥ 50 % of health with p99 ≤ 50 ms, every route ≥ 20 %, no errors): ${
    misses.length ? `missed by ${misses.join('; ')}` : 'met'
  }.`;
}

/** The cache-missed reads' targets: p99 ≤ 50 ms and at least 15 % of health, without errors. */
export function missedTargetsLine(table: RouteResult[]): string {
  const misses = table.slice(1).flatMap((row) => {
    const why = [
      ...(row.ratio < 0.15 ? [`${(row.ratio * 100).toFixed(0)} % of health`] : []),
      ...(row.p99 > 50 ? [`p99 ${row.p99} ms`] : []),
      ...(row.errors > 0 ? [`${row.errors} errors`] : []),
    ];
    return why.length ? [`${row.name} (${why.join(', ')})`] : [];
  });
  return `Targets with the cache missed (p99 ≤ 50 ms and ≥ 15 % of health): ${
    misses.length ? `missed by ${misses.join('; ')}` : 'met'
  }.`;
}

const tableOf = (table: RouteResult[]) => [
  '| route | req/s | p50 ms | p99 ms | of health | errors |',
  '| --- | ---: | ---: | ---: | ---: | ---: |',
  ...table.map(
    (row) =>
      `| ${row.name} | ${row.requestsPerSecond.toFixed(0)} | ${row.p50} | ${row.p99} | ${(row.ratio * 100).toFixed(0)} % | ${row.errors} |`,
  ),
];

export interface ApiResults {
  seconds: number;
  connections: number;
  table: RouteResult[];
  /** The catalogue's reads with the cache missed, the first row their instance's health route. */
  missed: RouteResult[];
  healthWhileBrowsing: Omit<RouteResult, 'ratio'>;
  /** The `missed` rows on the small data set, in the same run, when `missed` is of the large one. */
  small?: RouteResult[] | undefined;
  rush: RushSummary;
  invariants: RushInvariants;
}

/**
 * How much more a cache-missed read costs on the large data set than on the small: its share of its
 * own run's health route on the small set over that on the large, so both instances' noise cancels.
 */
function growthLines(small: RouteResult[], large: RouteResult[]): string[] {
  const rows = large.slice(1).flatMap((row) => {
    const before = small.find((candidate) => candidate.name === row.name);
    return before ? [{ name: row.name, before, after: row, growth: before.ratio / row.ratio }] : [];
  });
  const misses = rows.filter((row) => row.growth >= 2).map((row) => row.name);
  return [
    'From 1,000 to 100,000 workshops, the same cache-missed reads in the same run (cost growth: share of health at 1k ÷ share at 100k):',
    '',
    '| route | 1k req/s | 1k of health | 100k req/s | 100k of health | cost growth |',
    '| --- | ---: | ---: | ---: | ---: | ---: |',
    ...rows.map(
      ({ name, before, after, growth }) =>
        `| ${name} | ${before.requestsPerSecond.toFixed(0)} | ${(before.ratio * 100).toFixed(1)} % | ${after.requestsPerSecond.toFixed(0)} | ${(after.ratio * 100).toFixed(1)} % | ${growth.toFixed(2)}× |`,
    ),
    '',
    `Target (a read's cost grows less than 2× from 1k to 100k): ${misses.length ? `missed by ${misses.join('; ')}` : 'met'}.`,
  ];
}

export async function writeResults(engine: string, results: ApiResults): Promise<void> {
  const { table, missed, healthWhileBrowsing: health, rush, invariants } = results;
  const body = [
    `## API on ${engine}`,
    '',
    `${new Date().toISOString().slice(0, 10)} · ${machineLine()} · autocannon, ${results.connections} connections, ${results.seconds} s per route, production build, a browser's Accept-Encoding.`,
    '',
    ...tableOf(table),
    '',
    targetsLine(table),
    '',
    'The catalogue with its cache off (an instance started with `CATALOGUE_CACHE_SECONDS=0`), each request a different query:',
    '',
    ...tableOf(missed),
    '',
    missedTargetsLine(missed),
    '',
    `While ${results.connections / 2} connections browse (lists, searches, workshops and options by turns, cache missed), ${results.connections / 2} more ask for health: ${health.requestsPerSecond.toFixed(0)} req/s, p50 ${health.p50} ms, p99 ${health.p99} ms, ${health.errors} errors.${
      engine.startsWith('pglite')
        ? ` Target (on PGlite, health p99 under 100 ms while the catalogue is browsed): ${health.p99 < 100 ? 'met' : 'missed'}.`
        : ''
    }`,
    '',
    ...(results.small ? [...growthLines(results.small, missed), ''] : []),
    `Checkout rush: ${rush.shoppers} shoppers, ${rush.completed} paid, ${rush.soldOut} turned away (sold out), ${rush.failed} failed, in ${rush.seconds.toFixed(1)} s: ${rush.completionsPerSecond.toFixed(1)} completions/s, p50 ${rush.p50} ms, p99 ${rush.p99} ms.`,
    `Afterwards: ${invariants.paidOrders} paid orders, ${invariants.paidOrdersWithoutExactlyOnePayment} without exactly one payment, ${invariants.oversoldProducts} workshops whose seats do not add up, ${invariants.negativeStock} with negative stock.`,
  ].join('\n');
  console.log(`\n${body}\n`);
  await recordSection(
    `api-${engine.replace(/,.*/, '')}${engine.includes('100k') ? '-100k' : ''}`,
    body,
  );
}
