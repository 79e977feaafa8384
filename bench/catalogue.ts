// `npm run bench:catalogue`: the catalogue's reads with the cache missed (an instance started with
// `CATALOGUE_CACHE_SECONDS=0`, each request a different query), at one scale: `BENCH_SCALE=seeded` (the
// 1,000-workshop data set, the default), `10k` or `100k`, on PostgreSQL (`DATABASE_URL` names the server;
// a scratch database is made beside it and dropped). Then the health route while searches run, and the
// instance's peak memory. `BENCH_LABEL` names the build measured in bench/RESULTS.md (default "database").
import { readFileSync } from 'node:fs';
import { runMigrations } from '../apps/api/src/db/migrate';
import { startShop } from '../e2e/support/shop-server';
import { DATASET, loadDataset } from './dataset';
import { LARGE_DATASET, TEN_THOUSAND_DATASET, loadLargeDataset } from './large-dataset';
import {
  CONNECTIONS,
  SEARCH_PATHS,
  SECONDS,
  WARM_UP_SECONDS,
  inTurn,
  listQueryMix,
  load,
  measure,
  prepareTarget,
  type Route,
} from './load';
import { machineLine, recordSection } from './results';

const SCALES = { seeded: DATASET, '10k': TEN_THOUSAND_DATASET, '100k': LARGE_DATASET };
type Scale = keyof typeof SCALES;
const scale = (process.env.BENCH_SCALE ?? 'seeded') as Scale;
if (!(scale in SCALES)) throw new Error(`BENCH_SCALE must be seeded, 10k or 100k; got ${scale}`);
const label = process.env.BENCH_LABEL ?? 'database';
/** Every catalogue read's p99 at 10,000 workshops and fewer, in milliseconds. */
const P99_TARGET_MS = 50;

/** The instance's resident memory now and at its peak, in MiB (Linux's own count of the process). */
function memoryOf(pid: number): { now: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { now: kib('VmRSS') / 1024, peak: kib('VmHWM') / 1024 };
}

async function main() {
  const target = await prepareTarget();
  if (!target.url) throw new Error('bench:catalogue runs on PostgreSQL: set DATABASE_URL');
  try {
    const size = SCALES[scale];
    console.log(`Loading ${size.products} workshops, ${size.orders} orders…`);
    const loading = await target.open();
    await runMigrations(loading);
    const { productIds } =
      scale === 'seeded' ? await loadDataset(loading.db) : await loadLargeDataset(loading.db, size);
    await loading.close();
    await benchmark(target.url, target.dataDir, productIds, size.products);
  } finally {
    await target.drop();
  }
}

async function benchmark(url: string, dataDir: string, productIds: number[], workshops: number) {
  const shop = await startShop({
    DATA_DIR: dataDir,
    CATALOGUE_CACHE_SECONDS: '0',
    DATABASE_URL: url,
  });
  try {
    const base = shop.url;
    const lists = listQueryMix();
    const plain = lists.filter((query) => !/category=|priceMin=|mode=/.test(query));
    const filtered = lists.filter((query) => /category=|priceMin=|mode=/.test(query));
    const mixes: [name: string, paths: string[]][] = [
      ['list (sorts, pages)', plain.map((query) => `/api/products?${query}`)],
      ['filtered list (category, price, mode)', filtered.map((query) => `/api/products?${query}`)],
      ['search (misspelt words among them)', SEARCH_PATHS],
      ['workshop', productIds.map((id) => `/api/products/${id}`)],
      ['filter options', ['/api/categories', '/api/brands', '/api/products/months']],
    ];
    const routes: Route[] = [
      ['health', { url: `${base}/api/health` }],
      ...mixes.map(([name, paths]): Route => [name, inTurn(base, paths)]),
    ];
    for (const [, options] of routes) await load(options, WARM_UP_SECONDS);
    const rows = [];
    for (const [name, options] of routes) rows.push(await measure(name, options));
    // Half the connections search while the other half ask for health: the pool must not starve it.
    const [healthWhileSearching, searching] = await Promise.all([
      measure('health while searches run', routes[0]![1], CONNECTIONS / 2),
      load(inTurn(base, SEARCH_PATHS), SECONDS, CONNECTIONS / 2),
    ]);
    const searchFailures = searching.errors + searching.timeouts + searching.non2xx;
    const memory = memoryOf(shop.pid);

    const health = rows[0]!.requestsPerSecond;
    const misses = rows.slice(1).filter((row) => row.p99 > P99_TARGET_MS || row.errors > 0);
    const body = [
      `## Catalogue with its cache missed, ${workshops.toLocaleString('en-IN')} workshops, ${label}`,
      '',
      `${new Date().toISOString().slice(0, 10)} · ${machineLine()} · PostgreSQL · autocannon, ${CONNECTIONS} connections, ${SECONDS} s per read, production build, a browser's Accept-Encoding.`,
      '',
      '| read | req/s | p50 ms | p99 ms | of health | errors |',
      '| --- | ---: | ---: | ---: | ---: | ---: |',
      ...rows.map(
        (row) =>
          `| ${row.name} | ${row.requestsPerSecond.toFixed(0)} | ${row.p50} | ${row.p99} | ${((100 * row.requestsPerSecond) / health).toFixed(0)} % | ${row.errors} |`,
      ),
      '',
      `While ${CONNECTIONS / 2} connections search, ${CONNECTIONS / 2} more ask for health: ${healthWhileSearching.requestsPerSecond.toFixed(0)} req/s, p99 ${healthWhileSearching.p99} ms, ${healthWhileSearching.errors} errors; the searches: ${searching.requests.average.toFixed(0)} req/s, p99 ${searching.latency.p99} ms, ${searchFailures} failed or non-2xx.`,
      '',
      `The instance's memory after the run: ${memory.now.toFixed(0)} MiB resident, ${memory.peak.toFixed(0)} MiB at its peak.`,
      '',
      workshops <= 10_000
        ? `Target (every catalogue read p99 ≤ ${P99_TARGET_MS} ms, no errors): ${misses.length ? `missed by ${misses.map((row) => `${row.name} (p99 ${row.p99} ms, ${row.errors} errors)`).join('; ')}` : 'met'}.`
        : `Target (no 5xx, and health p99 ≤ ${P99_TARGET_MS} ms while searches run): ${searchFailures === 0 && healthWhileSearching.errors === 0 && healthWhileSearching.p99 <= P99_TARGET_MS ? 'met' : 'missed'}.`,
    ].join('\n');
    console.log(`\n${body}\n`);
    // CI's short form (BENCH_SECONDS=1) shows the bench still runs; its figures are not kept.
    if (SECONDS >= 10) await recordSection(`catalogue-${scale}-${label}`, body);
  } finally {
    await shop.stop();
  }
}

await main();
