// `npm run bench:faults`: the process-level fault scenarios against the production build, on a private
// PostgreSQL cluster (and a private Redis) started for the run: kill -9 during a checkout burst, the
// database going away and coming back, and two instances sharing one database and one Redis.
// Prints what it checked and the counts; exits 1 if any check fails. `--short` runs each scenario
// smaller (fewer shoppers, a shorter outage) for CI. Whatever happens, the cluster, the Redis and every
// shop it started are removed before it exits, on Ctrl-C and SIGTERM too.
import { execFileSync, spawn } from 'node:child_process';
import { chownSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, inArray, sql } from 'drizzle-orm';
import { openDatabase, type DatabaseHandle } from '../apps/api/src/db/client';
import { batches, orders, payments, products, users } from '../apps/api/src/db/schema';
import { hashPassword } from '../apps/api/src/lib/passwords';
import { settleStock } from '../apps/api/src/modules/catalogue/seats.service';
import { sessionService } from '../apps/api/src/modules/sessions/session.service';
import { invariantViolations } from '../apps/api/test/fuzz/invariants';
import { LIVE_MERCHANT } from '../apps/api/test/merchant';
import { startRazorpayPeer } from '../apps/api/test/razorpay-peer';
import { startShop, type ShopServer } from '../e2e/support/shop-server';

const PG_BIN = '/usr/lib/postgresql/15/bin';
const SHORT = process.argv.includes('--short');
/** How big each scenario is: the full run, or the short one CI runs after the tests. */
const SIZE = SHORT
  ? { shoppers: 16, ordersBeforeKill: 24, burstMs: 10_000, outageMs: 2_000 }
  : { shoppers: 40, ordersBeforeKill: 60, burstMs: 20_000, outageMs: 4_000 };
const ADDRESS = {
  name: 'Fault Shopper',
  email: 'faults@bench.test',
  phone: '9876543210',
  street: '1 Sector 62',
  city: 'Noida',
  state: 'Uttar Pradesh',
  pinCode: '201309',
};
const CARD = { number: '4111 1111 1111 1111', expiry: '12/30', cvv: '123', name: 'Fault Shopper' };
/** A documentation-range address (RFC 5737) derived from the session, so per-address limits stay apart. */
const addressOf = (cookie: string) =>
  `203.0.113.${(Array.from(cookie).reduce((sum, c) => sum + c.charCodeAt(0), 0) % 250) + 1}`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let failures = 0;
function check(what: string, ok: boolean, detail = '') {
  if (!ok) failures += 1;
  console.log(`  ${ok ? 'ok  ' : 'FAIL'} ${what}${detail ? ` (${detail})` : ''}`);
}

/** What the run started, undone newest first when it ends, however it ends. */
const cleanups: (() => unknown)[] = [];
async function cleanUp() {
  for (let undo = cleanups.pop(); undo; undo = cleanups.pop()) {
    try {
      await undo();
    } catch (error) {
      console.error('  cleaning up:', error instanceof Error ? error.message : error);
    }
  }
}
for (const [signal, code] of [
  ['SIGINT', 130],
  ['SIGTERM', 143],
] as const) {
  process.once(signal, () => {
    console.log(`\n${signal}: stopping what the run started`);
    void cleanUp().finally(() => process.exit(code));
  });
}

/** The production build, killed when the run ends if it is still running then. */
async function shopOf(env: Record<string, string>): Promise<ShopServer> {
  const shop = await startShop(env);
  cleanups.push(() => shop.kill('SIGKILL'));
  return shop;
}

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** A PostgreSQL cluster of our own, so stopping it disturbs nobody else's tests. */
async function privatePostgres() {
  const dir = mkdtempSync(join(tmpdir(), 'kaushal-faults-pg-'));
  const data = join(dir, 'data');
  const asPostgres = (command: string, args: string[]) =>
    execFileSync('runuser', ['-u', 'postgres', '--', join(PG_BIN, command), ...args], {
      stdio: 'pipe',
    });
  const ctl = (...args: string[]) => asPostgres('pg_ctl', ['-D', data, '-w', ...args]);
  cleanups.push(() => {
    try {
      ctl('-m', 'immediate', 'stop');
    } catch {
      // not running
    }
    rmSync(dir, { recursive: true, force: true });
  });
  const postgresUid = Number(execFileSync('id', ['-u', 'postgres']).toString());
  const postgresGid = Number(execFileSync('id', ['-g', 'postgres']).toString());
  chownSync(dir, postgresUid, postgresGid);
  const port = await freePort();
  asPostgres('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync']);
  const start = () =>
    ctl(
      '-o',
      `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=on`,
      '-l',
      join(dir, 'log'),
      'start',
    );
  start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start,
    stop: () => ctl('-m', 'fast', 'stop'),
  };
}

/** A Redis of our own on the loopback, without persistence; resolves once it accepts connections. */
async function privateRedis(): Promise<{ url: string }> {
  const port = await freePort();
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  cleanups.push(() => child.kill('SIGTERM'));
  let printed = '';
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      printed += chunk.toString();
      if (printed.includes('Ready to accept connections')) resolve();
    });
    child.once('exit', (code) =>
      reject(new Error(`redis-server exited with ${code}:\n${printed}`)),
    );
  });
  return { url: `redis://127.0.0.1:${port}` };
}

interface Answer {
  status: number;
  body: Record<string, unknown>;
  headers: Headers;
}

/** A call as one shopper makes it: their cookie and their own address (the server trusts the proxy). */
async function api(base: string, path: string, cookie?: string, body?: unknown): Promise<Answer> {
  const response = await fetch(`${base}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      ...(cookie && { cookie, 'x-forwarded-for': addressOf(cookie) }),
      ...(body !== undefined && { 'content-type': 'application/json' }),
    },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  let parsed: Record<string, unknown> = {};
  try {
    parsed = JSON.parse(text) as Record<string, unknown>;
  } catch {
    parsed = { text };
  }
  return { status: response.status, body: parsed, headers: response.headers };
}

/** Customers made straight in the database, each with a session cookie, so the run skips sign-ups. */
async function customers(db: DatabaseHandle['db'], count: number, tag: string) {
  const passwordHash = await hashPassword('Fault-passw0rd');
  const rows = await db
    .insert(users)
    .values(
      Array.from({ length: count }, (_, i) => ({ email: `${tag}-${i}@bench.test`, passwordHash })),
    )
    .returning({ id: users.id, email: users.email });
  const sessions = sessionService(db);
  return Promise.all(
    rows.map(async (row) => ({ ...row, cookie: `sid=${await sessions.create(row.id)}` })),
  );
}

/**
 * Workshops `offset` onwards in id order, each of whose batches gets `seats` free seats more than it has
 * taken; each scenario takes its own, so seat counts stay apart. The stock follows from the batches
 * (docs/decisions/0021-batches-hold-the-seats.md).
 */
async function someProducts(
  db: DatabaseHandle['db'],
  offset: number,
  count: number,
  seats: number,
) {
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .orderBy(products.id)
    .offset(offset)
    .limit(count);
  const ids = rows.map((row) => row.id);
  await db
    .update(batches)
    .set({ capacity: sql`${batches.seatsTaken} + ${seats}` })
    .where(inArray(batches.productId, ids));
  await db.update(products).set({ deleted: false }).where(inArray(products.id, ids));
  await settleStock(db, ids, new Date());
  return ids;
}

/** Rows of a raw query; both drivers answer with a `rows` array the common Drizzle type does not name. */
async function rowsOf<T>(db: DatabaseHandle['db'], query: ReturnType<typeof sql>): Promise<T[]> {
  const result: unknown = await db.execute(query);
  return (result as { rows: T[] }).rows;
}

/** A batch's seats as the database holds them: its capacity and who has each seat. */
interface BatchSeats {
  id: number;
  capacity: number;
  /** Taken by paid orders that stand. */
  sold: number;
  /** Taken by unpaid orders that still hold their seats. */
  held: number;
  /** Capacity less the seats taken. */
  free: number;
}

/** The seats of every batch of the products, each counted straight from its orders. */
function seatLedger(db: DatabaseHandle['db'], productIds: number[]): Promise<BatchSeats[]> {
  return rowsOf<BatchSeats>(
    db,
    sql`
    select b.id, b.capacity, b.capacity - b.seats_taken as free,
      coalesce(sum(i.quantity) filter (where o.payment_status = 'received'), 0)::int as sold,
      coalesce(sum(i.quantity) filter (where o.payment_status = 'pending'), 0)::int as held
    from batches b
    left join order_items i on i.batch_id = b.id
    left join orders o on o.id = i.order_id and o.seats_held
    where b.product_id in ${productIds}
    group by b.id order by b.id`,
  );
}

/** Checks that no seat is taken without an order holding it, nor held twice, nor lost. */
async function checkSeats(db: DatabaseHandle['db'], productIds: number[], when: string) {
  const ledger = await seatLedger(db, productIds);
  const total = (key: keyof BatchSeats) => ledger.reduce((sum, batch) => sum + batch[key], 0);
  const off = ledger.filter((batch) => batch.capacity !== batch.sold + batch.held + batch.free);
  check(
    `${when}: each batch's seats = sold to paid orders + held by unpaid orders + free`,
    off.length === 0,
    `${ledger.length} batches, ${total('capacity')} seats = ${total('sold')} sold + ${total('held')} held + ${total('free')} free` +
      (off.length ? `; not so in batches ${off.map((batch) => batch.id).join(', ')}` : ''),
  );
  // Among them, that each batch's seats taken are the seats its orders hold, and each workshop's stock
  // the free seats of its open batches, over the whole database.
  const broken = await invariantViolations(db);
  check(`${when}: data invariants hold`, Object.keys(broken).length === 0, JSON.stringify(broken));
  return ledger;
}

const shopEnv = (databaseUrl: string, extra: Record<string, string> = {}) => ({
  DATABASE_URL: databaseUrl,
  PAYMENT_TEST_SECRET: 'faults-bench-secret-0123456789abcdef',
  LOG_LEVEL: 'info',
  TRUST_PROXY: 'true',
  ...extra,
});

/** One call as a shopper makes it, to whichever server the caller chose. */
type Call = (path: string, cookie: string, body: unknown) => Promise<Answer>;

/**
 * A shopper's checkout: a seat of the workshop into the cart, the order, the test gateway's payment and
 * its verification. `ordered` hears of the order as soon as it is placed.
 */
async function checkOut(
  call: Call,
  cookie: string,
  productId: number,
  ordered: (orderId: string) => void = () => undefined,
): Promise<boolean> {
  await call('/api/cart', cookie, { product: String(productId), quantity: 1 });
  const order = await call('/api/orders', cookie, {
    selectedAddress: ADDRESS,
    paymentMethod: 'card',
  });
  if (order.status !== 201) return false;
  ordered(String(order.body.id));
  const opened = await call('/api/payments/order', cookie, { orderId: order.body.id });
  const paid = await call('/api/payments/test-gateway/pay', cookie, {
    providerOrderId: opened.body.id,
    card: CARD,
  });
  return (await call('/api/order-verify', cookie, paid.body)).status === 200;
}

/** Resolves when `signal` does or after `ms`, whichever comes first. */
async function within(signal: Promise<unknown>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([signal, new Promise((resolve) => (timer = setTimeout(resolve, ms)))]);
  clearTimeout(timer);
}

async function crashScenario(databaseUrl: string, db: DatabaseHandle['db']) {
  console.log('\n1. kill -9 during a burst of checkouts (PostgreSQL)');
  let shop = await shopOf(shopEnv(databaseUrl));
  const productIds = await someProducts(db, 0, 4, 10_000);
  const shoppers = await customers(db, SIZE.shoppers, 'crash');
  const ordered: string[] = [];
  const verified: string[] = [];
  let requests = 0;
  let ok = 0;
  let errors = 0;
  let killed = false;
  let enoughOrdered: () => void = () => undefined;
  const underWay = new Promise<void>((resolve) => (enoughOrdered = resolve));
  const counted: Call = async (path, cookie, body) => {
    requests += 1;
    try {
      const answer = await api(shop.url, path, cookie, body);
      if (answer.status < 300) ok += 1;
      return answer;
    } catch (error) {
      errors += 1;
      throw error;
    }
  };
  const loop = async (shopper: { cookie: string }, i: number) => {
    while (!killed) {
      let orderId = '';
      const paid = await checkOut(
        counted,
        shopper.cookie,
        productIds[i % productIds.length] as number,
        (id) => {
          orderId = id;
          ordered.push(id);
          if (ordered.length >= SIZE.ordersBeforeKill) enoughOrdered();
        },
      );
      if (paid) verified.push(orderId);
    }
  };
  const burst = Promise.allSettled(shoppers.map((shopper, i) => loop(shopper, i)));
  // Killed once the burst is well under way, so checkouts are in every stage when the process dies.
  await within(underWay, SIZE.burstMs);
  killed = true;
  shop.kill('SIGKILL');
  await shop.exited;
  await burst;
  console.log(
    `  requests ${requests}, 2xx ${ok}, failed in flight ${errors}, orders answered 201: ${ordered.length}, payments verified: ${verified.length}`,
  );

  const stored = new Set(
    (await db.select({ id: orders.id }).from(orders)).map((row) => String(row.id)),
  );
  const lost = ordered.filter((id) => !stored.has(id));
  check('every order answered 201 is stored', lost.length === 0, `orders lost = ${lost.length}`);
  const paidRows = verified.length
    ? await db
        .select({ id: orders.id, status: orders.paymentStatus })
        .from(orders)
        .where(inArray(orders.id, verified.map(Number)))
    : [];
  check(
    'every verified payment left its order paid',
    paidRows.every((row) => row.status === 'received') && paidRows.length === verified.length,
    `${paidRows.length}/${verified.length}`,
  );
  const orphans = await rowsOf<{ n: number }>(
    db,
    sql`select count(*)::int as n from order_items i left join orders o on o.id = i.order_id where o.id is null`,
  );
  check('no order items without their order', orphans[0]?.n === 0, `orphans = ${orphans[0]?.n}`);
  await checkSeats(db, productIds, 'after the kill');

  shop = await shopOf(shopEnv(databaseUrl));
  const ready = await api(shop.url, '/api/ready');
  check('the restarted server is ready', ready.status === 200);
  const [shopper] = shoppers;
  check(
    'a shopper of the burst checks out on the restarted server',
    !!shopper &&
      (await checkOut(
        (path, cookie, body) => api(shop.url, path, cookie, body),
        shopper.cookie,
        productIds[0] as number,
      )),
  );
  await shop.stop();
  await checkSeats(db, productIds, 'after the restart');
}

async function outageScenario(
  databaseUrl: string,
  pgCluster: Awaited<ReturnType<typeof privatePostgres>>,
  db: DatabaseHandle['db'],
) {
  console.log('\n2. the database goes away for a few seconds and comes back');
  const [shopper] = await customers(db, 1, `outage-${Date.now()}`);
  if (!shopper) throw new Error('no shopper for the outage');
  const shop = await shopOf(shopEnv(databaseUrl));
  // A cart is read from the database on every call; the public catalogue may be answered from an
  // instance's few-second cache (docs/decisions/0004-catalogue-cache.md), so it cannot show an outage.
  const cart = () => api(shop.url, '/api/cart', shopper.cookie);
  check('serving before the outage', (await cart()).status === 200);
  // A catalogue read just before, as a visitor's would be, so the outage shows what its cache answers.
  await api(shop.url, '/api/products');
  pgCluster.stop();
  const stoppedAt = performance.now();
  let requests = 0;
  let unavailable = 0;
  let other = 0;
  let withRetryAfter = 0;
  let healthDegraded = 0;
  let catalogueFromCache = 0;
  while (performance.now() - stoppedAt < SIZE.outageMs) {
    const answer = await cart();
    const health = await api(shop.url, '/api/health');
    const catalogue = await api(shop.url, '/api/products');
    requests += 1;
    if (answer.status === 503 && answer.body.code === 'SERVICE_UNAVAILABLE') unavailable += 1;
    else other += 1;
    if (answer.headers.get('retry-after')) withRetryAfter += 1;
    if (health.status === 503 && health.body.status === 'degraded') healthDegraded += 1;
    if (catalogue.status === 200) catalogueFromCache += 1;
    await sleep(250);
  }
  console.log(
    `  during the outage: ${requests} cart reads, ${unavailable} × 503 JSON, ${other} other, ${healthDegraded} degraded health reports`,
  );
  console.log(
    `  the public catalogue answered ${catalogueFromCache} of ${requests} reads from its cache (expected while it lasts)`,
  );
  check(
    'API calls that need the database answer 503 SERVICE_UNAVAILABLE JSON',
    unavailable > 0 && other === 0,
  );
  check('each 503 says Retry-After', withRetryAfter === unavailable);
  check('/api/health reports the outage', healthDegraded > 0);
  pgCluster.start();
  const backAt = performance.now();
  let recovered = false;
  while (performance.now() - backAt < 30_000) {
    if ((await cart()).status === 200) {
      recovered = true;
      break;
    }
    await sleep(200);
  }
  check(
    'the server recovers by itself',
    recovered,
    `${((performance.now() - backAt) / 1000).toFixed(1)} s after the database returned`,
  );
  check('/api/ready is ready again', (await api(shop.url, '/api/ready')).status === 200);
  check(
    'the process never restarted',
    !(await Promise.race([shop.exited.then(() => true), sleep(10).then(() => false)])),
  );
  await shop.stop();
}

async function twoInstancesScenario(databaseUrl: string, db: DatabaseHandle['db']) {
  console.log('\n3. two instances, one PostgreSQL, one Redis');
  const redis = await privateRedis();
  const peer = await startRazorpayPeer();
  cleanups.push(() => peer.close());
  // Real payments in production: the shop refuses to start without its merchant's details.
  const env = shopEnv(databaseUrl, {
    REDIS_URL: redis.url,
    ORDER_PAYMENT_TIMEOUT_MINUTES: '1',
    ...peer.env(),
    ...LIVE_MERCHANT,
  });
  const [a, b] = [await shopOf(env), await shopOf(env)] as [ShopServer, ShopServer];

  // Unpaid orders past the window: both instances run the expiry job; each order is cancelled once.
  // Placed first, so the minute the job passes take runs while the other checks do.
  const expiring = await someProducts(db, 6, 1, 500);
  const seatsBefore = await seatLedger(db, expiring);
  const shoppers = await customers(db, 6, `expiry-${Date.now()}`);
  const unpaid: number[] = [];
  for (const shopper of shoppers) {
    await api(a.url, '/api/cart', shopper.cookie, { product: String(expiring[0]), quantity: 2 });
    const order = await api(b.url, '/api/orders', shopper.cookie, {
      selectedAddress: ADDRESS,
      paymentMethod: 'card',
    });
    unpaid.push(Number(order.body.id));
  }
  await db
    .update(orders)
    .set({ payBy: sql`now() - interval '4 minutes'` })
    .where(inArray(orders.id, unpaid));
  const expiredAt = performance.now();

  const password = 'Two-instances1';
  const email = `two-${Date.now()}@bench.test`;
  await api(a.url, '/api/auth/signup', undefined, { email, password, confirmPassword: password });
  const login = await fetch(`${a.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const cookie = /sid=[^;]+/.exec(login.headers.get('set-cookie') ?? '')?.[0] ?? '';
  check(
    'a session made on A works on B',
    (await api(b.url, '/api/auth/check', cookie)).status === 200,
  );

  const statuses: number[] = [];
  for (let i = 0; i < 11; i += 1) {
    const target = i % 2 === 0 ? a : b;
    statuses.push(
      (await api(target.url, '/api/auth/login', undefined, { email, password: 'Wrong-passw0rd' }))
        .status,
    );
  }
  check(
    'login throttling is shared: the 11th wrong password, on either instance, is 429',
    statuses[10] === 429 && statuses.slice(0, 10).every((s) => s === 401),
    statuses.join(','),
  );

  const productIds = await someProducts(db, 4, 2, 1_000);
  const payOnce = async (race: boolean) => {
    await api(b.url, '/api/cart', cookie, { product: String(productIds[0]), quantity: 1 });
    const order = await api(b.url, '/api/orders', cookie, {
      selectedAddress: ADDRESS,
      paymentMethod: 'card',
    });
    const opened = await api(a.url, '/api/payments/order', cookie, { orderId: order.body.id });
    const checkout = peer.checkout(String(opened.body.id));
    const delivery = peer.webhook('payment.captured', {
      orderId: String(opened.body.id),
      paymentId: checkout.razorpay_payment_id,
      amount: Number(opened.body.amount),
    });
    const webhook = () =>
      fetch(`${b.url}/api/payments/webhook`, {
        method: 'POST',
        headers: delivery.headers,
        body: delivery.payload,
      });
    if (race)
      await Promise.all([api(a.url, '/api/order-verify', cookie, checkout), webhook(), webhook()]);
    else {
      await api(a.url, '/api/order-verify', cookie, checkout);
      await webhook();
      await webhook();
    }
    const rows = await db
      .select({ id: payments.id })
      .from(payments)
      .where(eq(payments.orderId, Number(order.body.id)));
    return rows.length;
  };
  check('verified on A, then the webhook replayed on B: paid once', (await payOnce(false)) === 1);
  check('verify on A racing two webhooks on B: paid once', (await payOnce(true)) === 1);
  await checkSeats(db, productIds, 'after the payments');

  // Each instance runs its expiry pass once a minute, and a pass that finds nothing says nothing: a
  // minute after the orders expired, both have had a pass over them.
  console.log('  waiting for both instances’ expiry passes (a minute after the orders expired)');
  await sleep(Math.max(0, 62_000 - (performance.now() - expiredAt)));
  const rows = await db
    .select({ status: orders.status })
    .from(orders)
    .where(inArray(orders.id, unpaid));
  const cancelled = rows.filter((row) => row.status === 'cancelled').length;
  const cancelledBy = (shop: ShopServer) =>
    shop
      .output()
      .split('\n')
      .filter((line) => line.includes('expired unpaid orders cancelled'))
      .flatMap((line) => (JSON.parse(line) as { orders: number[] }).orders)
      .filter((id) => unpaid.includes(id));
  const byA = cancelledBy(a);
  const byB = cancelledBy(b);
  console.log(
    `  expiry: ${unpaid.length} unpaid orders, cancelled by A ${byA.length}, by B ${byB.length}`,
  );
  check(
    'every expired order cancelled',
    cancelled === unpaid.length,
    `${cancelled}/${unpaid.length}`,
  );
  check(
    'each cancelled exactly once across both instances',
    byA.length + byB.length === unpaid.length && new Set([...byA, ...byB]).size === unpaid.length,
  );
  const seatsAfter = await checkSeats(db, expiring, 'after the expiry');
  check(
    'seats given back once: each batch has as many free seats as before the orders, not more',
    JSON.stringify(seatsAfter) === JSON.stringify(seatsBefore),
    seatsAfter.map((batch) => `${batch.free} of ${batch.capacity} free`).join(', '),
  );
  await a.stop();
  await b.stop();
}

/** Runs a step and says how long it took. */
async function timed(step: () => Promise<void>) {
  const began = performance.now();
  await step();
  console.log(`  (${((performance.now() - began) / 1000).toFixed(0)} s)`);
}

async function main() {
  const began = performance.now();
  console.log(`Fault scenarios${SHORT ? ' (short form)' : ''}, on a private PostgreSQL cluster`);
  try {
    const cluster = await privatePostgres();
    // The first start migrates and seeds the catalogue.
    const first = await shopOf(shopEnv(cluster.url));
    await first.stop();
    const database = await openDatabase({ url: cluster.url, dataDir: 'memory', poolSize: 4 });
    cleanups.push(() => database.close());
    console.log(`  cluster made and seeded (${((performance.now() - began) / 1000).toFixed(0)} s)`);
    await timed(() => crashScenario(cluster.url, database.db));
    await timed(() => outageScenario(cluster.url, cluster, database.db));
    await timed(() => twoInstancesScenario(cluster.url, database.db));
  } catch (error) {
    failures += 1;
    console.error('\nthe run stopped:', error);
  } finally {
    await cleanUp();
  }
  const seconds = ((performance.now() - began) / 1000).toFixed(0);
  console.log(
    `\n${failures === 0 ? 'all checks passed' : `${failures} check(s) FAILED`} in ${seconds} s`,
  );
  process.exitCode = failures === 0 ? 0 : 1;
}

await main();
