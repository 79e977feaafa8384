// `npm run bench:api`: loads a busy year of data, runs the production build, and measures each hot route
// with autocannon (50 connections) against the health route of the same run, then a checkout rush.
// PostgreSQL when DATABASE_URL is set (a scratch database is created beside it), PGlite otherwise.
import { runMigrations } from '../apps/api/src/db/migrate';
import { startShop } from '../e2e/support/shop-server';
import { BENCH_PASSWORD, CATEGORIES, DATASET, loadDataset } from './dataset';
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
  type Target,
} from './load';
import { LARGE_DATASET, loadLargeDataset } from './large-dataset';
import { limitSeats, runCheckoutRush } from './checkout-rush';
import { measureCompression } from './compression';
import { writeResults, type RouteResult } from './results';

/** What one autocannon connection remembers between its add and its delete. */
interface CartContext {
  itemId?: string;
}

/** BENCH_SCALE=100k runs on the large data set (bench/large-dataset.ts). */
const LARGE = process.env.BENCH_SCALE === '100k';
/** BENCH_ONLY=cart measures the health route and the routes matching it, and writes nothing. */
const ONLY = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY, 'i') : undefined;

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

async function removeCartLinesExcept(base: string, cookie: string, keep: number[]) {
  const lines = (await (await fetch(`${base}/api/cart`, { headers: { cookie } })).json()) as {
    id: string;
    product: { id: string };
  }[];
  for (const line of lines) {
    if (keep.includes(Number(line.product.id))) continue;
    await fetch(`${base}/api/cart/${line.id}`, { method: 'DELETE', headers: { cookie } });
  }
}

interface CacheMisses {
  routes: RouteResult[];
  /** The health route while half the connections browse the catalogue with its cache missed. */
  healthWhileBrowsing: Omit<RouteResult, 'ratio'>;
}

/**
 * The catalogue's reads as a crawler or varied browsing meets them: against an instance of the shop
 * with its catalogue cache off, beside that instance's own health route; then that health route
 * while lists, searches and workshops are browsed at once.
 */
async function measureCacheMisses(target: Target, productIds: number[]): Promise<CacheMisses> {
  const shop = await startShop({
    DATA_DIR: target.dataDir,
    CATALOGUE_CACHE_SECONDS: '0',
    ...(target.url ? { DATABASE_URL: target.url } : {}),
  });
  try {
    const base = shop.url;
    const mixes: [name: string, paths: string[]][] = [
      [
        'GET /api/products (filters, sorts, pages; missed)',
        listQueryMix().map((query) => `/api/products?${query}`),
      ],
      ['GET /api/products?q= (search; missed)', SEARCH_PATHS],
      ['GET /api/products/:id (missed)', productIds.map((id) => `/api/products/${id}`)],
      ['GET filter options (missed)', ['/api/categories', '/api/brands', '/api/products/months']],
    ];
    const routes: Route[] = [
      ['GET /api/health (cache off)', { url: `${base}/api/health` }],
      ...mixes.map(([name, paths]): Route => [name, inTurn(base, paths)]),
    ];
    // A round's requests still being answered when it ends (the searches' above all) would be
    // waited for by the next round's first requests. A filter options read, which the cache-less
    // instance sends to the database, queues behind their statements and so answers once they
    // are done.
    const settled = () => fetch(`${base}/api/categories`).then((response) => response.text());
    for (const [, options] of routes) await load(options, WARM_UP_SECONDS).then(settled);
    const results: Omit<RouteResult, 'ratio'>[] = [];
    for (const [name, options] of routes) {
      results.push(await measure(name, options));
      await settled();
    }
    // A shopper's way through: a list, a search, a workshop, the options, and round again.
    const longest = Math.max(...mixes.map(([, paths]) => paths.length));
    const browsing = inTurn(
      base,
      Array.from({ length: longest }, (_, turn) =>
        mixes.map(([, paths]) => paths[turn % paths.length]!),
      ).flat(),
    );
    const [healthWhileBrowsing] = await Promise.all([
      measure('GET /api/health while browsing (missed)', routes[0]![1], CONNECTIONS / 2),
      load(browsing, SECONDS, CONNECTIONS / 2),
    ]);
    return {
      routes: results.map((row) => ({
        ...row,
        ratio: row.requestsPerSecond / results[0]!.requestsPerSecond,
      })),
      healthWhileBrowsing,
    };
  } catch (error) {
    // What the cache-less instance said last, so a failed run shows why it stopped answering.
    console.error(shop.output().slice(-4000));
    throw error;
  } finally {
    await shop.stop();
  }
}

async function main() {
  const target = await prepareTarget();
  // The scratch database goes whatever happens, so a failed run leaves nothing behind.
  try {
    await benchmark(target);
  } finally {
    await target.drop();
  }
}

async function benchmark(target: Target) {
  const engine = target.url ? 'postgres' : 'pglite';
  const size = LARGE ? LARGE_DATASET : DATASET;
  console.log(
    `Loading ${size.products} products, ${size.users} users, ${size.orders} orders into ${engine}…`,
  );
  const loading = await target.open();
  await runMigrations(loading);
  const loadingStarted = Date.now();
  const dataset = LARGE ? await loadLargeDataset(loading.db) : await loadDataset(loading.db);
  console.log(`Loaded in ${((Date.now() - loadingStarted) / 1000).toFixed(0)} s.`);
  const hotProducts = dataset.productIds.slice(500, 505);
  await limitSeats(loading.db, hotProducts);
  await loading.close();

  const shop = await startShop(
    {
      DATA_DIR: target.dataDir,
      TRUST_PROXY: 'true',
      ...(target.url ? { DATABASE_URL: target.url } : {}),
    },
    // e.g. BENCH_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/profiles" to profile the server under load.
    process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean),
  );
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
    // ones have few seats, so adding them would be refused (and the DELETE after it would miss). The
    // pool is large so a product comes round again only long after its line was removed, even when the
    // engine answers slowly.
    const addable = dataset.productIds
      .slice(100)
      .filter((productId) => !hotProducts.includes(productId));
    let nextProduct = 0;

    const routes: Route[] = [
      ['GET /api/health', { url: `${base}/api/health` }],
      [
        'GET /api/products (category, price)',
        {
          url: `${base}/api/products?category=${encodeURIComponent(CATEGORIES[0]!)}&_sort=price&_order=asc&_page=1&_limit=10`,
        },
      ],
      ['GET /api/products?q= (search, typos)', inTurn(base, SEARCH_PATHS)],
      ['GET /api/products/:id', { url: `${base}/api/products/${dataset.productIds[7]}` }],
      ['GET /api/cart', { url: `${base}/api/cart`, headers: { cookie: shopper } }],
      [
        'POST /api/cart + DELETE',
        {
          url: base,
          headers: { cookie: shopper },
          requests: [
            {
              method: 'POST',
              path: '/api/cart',
              // Uncompressed: autocannon hands the body to onResponse as text, to read the line's id.
              headers: { ...json, cookie: shopper, 'accept-encoding': 'identity' },
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
        },
      ],
      ['GET /api/orders/own', { url: `${base}/api/orders/own`, headers: { cookie: shopper } }],
      [
        'GET /api/orders (admin, by total, page 50)',
        {
          url: `${base}/api/orders?_sort=totalAmount&_order=desc&_page=50&_limit=10`,
          headers: { cookie: admin },
        },
      ],
      [
        'GET /api/orders (admin, newest, first page)',
        {
          url: `${base}/api/orders?_sort=createdAt&_order=desc&_limit=10`,
          headers: { cookie: admin },
        },
      ],
      [
        'GET /api/orders (admin, newest, last page)',
        {
          url: `${base}/api/orders?_sort=createdAt&_order=desc&_page=${Math.ceil(size.orders / 10)}&_limit=10`,
          headers: { cookie: admin },
        },
      ],
    ];
    const chosen = routes.filter(([name], index) => index === 0 || !ONLY || ONLY.test(name));
    // A short unrecorded round first, so no route is measured while the server's code is still cold
    // (the health route, measured first, would otherwise set a low floor).
    for (const [, options] of chosen) await load(options, WARM_UP_SECONDS);
    // Adds cut off by the end of the warm-up stay in the cart and would be refused when met again.
    await removeCartLinesExcept(base, shopper, dataset.productIds.slice(0, 3));
    for (const [name, options] of chosen) results.push(await measure(name, options));
    if (ONLY) {
      for (const row of results) {
        const share = (100 * row.requestsPerSecond) / results[0]!.requestsPerSecond;
        console.log(`${row.name.padEnd(44)} ${share.toFixed(0).padStart(4)} % of health`);
      }
      return;
    }
    await measureCompression(
      routes.flatMap(([name, options]) =>
        options.url && !options.requests && options.url !== base
          ? [{ name, url: options.url, headers: options.headers as Record<string, string> }]
          : [],
      ),
    );
    rush = await runCheckoutRush(base, dataset.userEmails.slice(1, 201), hotProducts, (email, ip) =>
      signIn(base, email, ip),
    );
  } finally {
    await shop.stop();
  }

  if (!rush) throw new Error('the checkout rush did not run');
  const missed = await measureCacheMisses(target, dataset.productIds);
  const checking = await target.open();
  const invariants = await rush.verify(checking.db);
  await checking.close();
  // The same reads on the small data set, in the same run, so their growth is a ratio of one run's.
  const small = LARGE ? await measureSmallCacheMisses() : undefined;

  const table = results.map((row) => ({
    ...row,
    ratio: row.requestsPerSecond / results[0]!.requestsPerSecond,
  }));
  await writeResults(`${engine}${LARGE ? ', 100k workshops and 1M orders' : ''}`, {
    seconds: SECONDS,
    connections: CONNECTIONS,
    table,
    missed: missed.routes,
    healthWhileBrowsing: missed.healthWhileBrowsing,
    small: small?.routes,
    rush: rush.summary,
    invariants,
  });
}

/** The cache-missed reads against the small data set, on the same engine as the large. */
async function measureSmallCacheMisses(): Promise<CacheMisses> {
  const reference = await prepareTarget();
  try {
    console.log(`Loading the small data set (${DATASET.products} products) beside it…`);
    const loading = await reference.open();
    await runMigrations(loading);
    const { productIds } = await loadDataset(loading.db);
    await loading.close();
    return await measureCacheMisses(reference, productIds);
  } finally {
    await reference.drop();
  }
}

await main();
