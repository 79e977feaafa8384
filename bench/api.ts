// `npm run bench:api`: loads a busy year of data, runs the production build, and measures each hot route
// with autocannon (50 connections) against the health route of the same run, then a checkout rush.
// PostgreSQL when DATABASE_URL is set (a scratch database is created beside it), PGlite otherwise.
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../apps/api/src/db/client';
import { runMigrations } from '../apps/api/src/db/migrate';
import { startShop } from '../e2e/support/shop-server';
import { BENCH_PASSWORD, CATEGORIES, DATASET, loadDataset } from './dataset';
import { limitSeats, runCheckoutRush } from './checkout-rush';
import { writeResults, type RouteResult } from './results';

/** What one autocannon connection remembers between its add and its delete. */
interface CartContext {
  itemId?: string;
}

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 50;

interface Target {
  url?: string;
  dataDir: string;
  open(): Promise<DatabaseHandle>;
  drop(): Promise<void>;
}

async function prepareTarget(): Promise<Target> {
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

async function signIn(base: string, email: string, clientIp = '198.51.100.1'): Promise<string> {
  const response = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': clientIp },
    body: JSON.stringify({ email, password: BENCH_PASSWORD }),
  });
  if (!response.ok) throw new Error(`login ${email}: ${response.status} ${await response.text()}`);
  const cookie = response.headers.get('set-cookie')?.split(';')[0];
  if (!cookie) throw new Error('login set no cookie');
  return cookie;
}

async function measure(
  name: string,
  options: Omit<autocannon.Options, 'connections' | 'duration'>,
): Promise<Omit<RouteResult, 'ratio'>> {
  const result = await autocannon({ ...options, connections: CONNECTIONS, duration: SECONDS });
  const errors = result.errors + result.timeouts + result.non2xx;
  console.log(
    `${name.padEnd(34)} ${result.requests.average.toFixed(0).padStart(7)} req/s  p50 ${result.latency.p50} ms  p99 ${result.latency.p99} ms  errors ${errors}`,
  );
  return {
    name,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors,
  };
}

async function main() {
  const target = await prepareTarget();
  const engine = target.url ? 'postgres' : 'pglite';
  console.log(
    `Loading ${DATASET.products} products, ${DATASET.users} users, ${DATASET.orders} orders into ${engine}…`,
  );
  const loading = await target.open();
  await runMigrations(loading);
  const dataset = await loadDataset(loading.db);
  const hotProducts = dataset.productIds.slice(500, 505);
  await limitSeats(loading.db, hotProducts);
  await loading.close();

  const shop = await startShop({
    DATA_DIR: target.dataDir,
    TRUST_PROXY: 'true',
    ...(target.url ? { DATABASE_URL: target.url } : {}),
  });
  const results: Omit<RouteResult, 'ratio'>[] = [];
  let rush: Awaited<ReturnType<typeof runCheckoutRush>> | undefined;
  try {
    const base = shop.url;
    const shopper = await signIn(base, dataset.userEmails[0]!);
    const admin = await signIn(base, dataset.adminEmail);
    for (const productId of dataset.productIds.slice(0, 3)) {
      await fetch(`${base}/api/cart`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: shopper },
        body: JSON.stringify({ product: String(productId), quantity: 1 }),
      });
    }
    const json = { 'content-type': 'application/json' };
    // Products no other part of the run touches: the first three sit in the cart already and the hot
    // ones have few seats, so adding them would be refused (and the DELETE after it would miss).
    const addable = dataset.productIds.slice(100, 500);
    let nextProduct = 0;

    results.push(await measure('GET /api/health', { url: `${base}/api/health` }));
    results.push(
      await measure('GET /api/products (category, price)', {
        url: `${base}/api/products?category=${encodeURIComponent(CATEGORIES[0]!)}&_sort=price&_order=asc&_page=1&_limit=10`,
      }),
    );
    results.push(
      await measure('GET /api/products/:id', {
        url: `${base}/api/products/${dataset.productIds[7]}`,
      }),
    );
    results.push(
      await measure('GET /api/cart', { url: `${base}/api/cart`, headers: { cookie: shopper } }),
    );
    results.push(
      await measure('POST /api/cart + DELETE', {
        url: base,
        headers: { cookie: shopper },
        requests: [
          {
            method: 'POST',
            path: '/api/cart',
            headers: { ...json, cookie: shopper },
            setupRequest: (request) => {
              // Each request takes the next product, so the 50 connections never add the same line.
              const product = addable[nextProduct++ % addable.length];
              return {
                ...request,
                body: JSON.stringify({ product: String(product), quantity: 1 }),
              };
            },
            onResponse: (_status, body, context) => {
              (context as CartContext).itemId = (JSON.parse(body) as { id?: string }).id;
            },
          },
          {
            method: 'DELETE',
            headers: { cookie: shopper },
            setupRequest: (request, context) => ({
              ...request,
              path: `/api/cart/${(context as CartContext).itemId ?? ''}`,
            }),
          },
        ],
      }),
    );
    results.push(
      await measure('GET /api/orders/own', {
        url: `${base}/api/orders/own`,
        headers: { cookie: shopper },
      }),
    );
    results.push(
      await measure('GET /api/orders (admin, by total, page 50)', {
        url: `${base}/api/orders?_sort=totalAmount&_order=desc&_page=50&_limit=10`,
        headers: { cookie: admin },
      }),
    );
    rush = await runCheckoutRush(base, dataset.userEmails.slice(1, 201), hotProducts, (email, ip) =>
      signIn(base, email, ip),
    );
  } finally {
    await shop.stop();
  }

  if (!rush) throw new Error('the checkout rush did not run');
  const checking = await target.open();
  const invariants = await rush.verify(checking.db);
  await checking.close();
  await target.drop();

  const floor = results[0]!.requestsPerSecond;
  const table = results.map((row) => ({ ...row, ratio: row.requestsPerSecond / floor }));
  await writeResults(engine, SECONDS, CONNECTIONS, table, rush.summary, invariants);
}

await main();
