// `npm run bench:faults`: the process-level fault scenarios against the production build, on a private
// PostgreSQL cluster (and a private Redis) started for the run: kill -9 during a checkout burst, the
// database going away and coming back, and two instances sharing one database and one Redis.
// Prints what it checked and the counts; exits 1 if any check fails.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { chownSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, inArray, sql } from 'drizzle-orm';
import { openDatabase, type DatabaseHandle } from '../apps/api/src/db/client';
import { batches, orders, payments, products, users } from '../apps/api/src/db/schema';
import { hashPassword } from '../apps/api/src/lib/passwords';
import { sessionService } from '../apps/api/src/modules/sessions/session.service';
import { invariantViolations } from '../apps/api/test/fuzz/invariants';
import { startRazorpayPeer } from '../apps/api/test/razorpay-peer';
import { startShop, type ShopServer } from '../e2e/support/shop-server';

const PG_BIN = '/usr/lib/postgresql/15/bin';
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
  const postgresUid = Number(execFileSync('id', ['-u', 'postgres']).toString());
  const postgresGid = Number(execFileSync('id', ['-g', 'postgres']).toString());
  chownSync(dir, postgresUid, postgresGid);
  const port = await freePort();
  const data = join(dir, 'data');
  const asPostgres = (command: string, args: string[]) =>
    execFileSync('runuser', ['-u', 'postgres', '--', join(PG_BIN, command), ...args], {
      stdio: 'pipe',
    });
  asPostgres('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync']);
  const ctl = (...args: string[]) => asPostgres('pg_ctl', ['-D', data, '-w', ...args]);
  const start = () =>
    ctl('-o', `-p ${port} -k ${dir} -c fsync=on`, '-l', join(dir, 'log'), 'start');
  start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start,
    stop: () => ctl('-m', 'fast', 'stop'),
    remove() {
      try {
        ctl('-m', 'immediate', 'stop');
      } catch {
        // already stopped
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function privateRedis(): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort();
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--save', '', '--appendonly', 'no'],
    {
      stdio: 'ignore',
    },
  );
  await sleep(300);
  return { url: `redis://127.0.0.1:${port}`, child };
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

/** Workshops `offset` onwards in id order: each scenario takes its own, so seat counts stay apart. */
async function someProducts(
  db: DatabaseHandle['db'],
  offset: number,
  count: number,
  stock: number,
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
    .set({ capacity: stock, seatsTaken: 0 })
    .where(inArray(batches.productId, ids));
  await db.update(products).set({ stock, deleted: false }).where(inArray(products.id, ids));
  return ids;
}

/** Rows of a raw query; both drivers answer with a `rows` array the common Drizzle type does not name. */
async function rowsOf<T>(db: DatabaseHandle['db'], query: ReturnType<typeof sql>): Promise<T[]> {
  const result: unknown = await db.execute(query);
  return (result as { rows: T[] }).rows;
}

/** Seats taken but not held by any order (or held twice): initial stock − stock − held seats. */
async function seatDrift(db: DatabaseHandle['db'], productIds: number[], initial: number) {
  const rows = await rowsOf<{ id: number; stock: number; held: number }>(
    db,
    sql`
    select p.id, p.stock, coalesce(sum(i.quantity) filter (where o.seats_held), 0)::int as held
    from products p left join order_items i on i.product_id = p.id
    left join orders o on o.id = i.order_id
    where p.id in ${productIds} group by p.id, p.stock`,
  );
  return rows.reduce((drift, row) => drift + Math.abs(initial - row.stock - row.held), 0);
}

const shopEnv = (databaseUrl: string, extra: Record<string, string> = {}) => ({
  DATABASE_URL: databaseUrl,
  PAYMENT_TEST_SECRET: 'faults-bench-secret-0123456789abcdef',
  LOG_LEVEL: 'info',
  TRUST_PROXY: 'true',
  ...extra,
});

async function crashScenario(databaseUrl: string, db: DatabaseHandle['db']) {
  console.log('\n1. kill -9 during a burst of checkouts (PostgreSQL)');
  let shop = await startShop(shopEnv(databaseUrl));
  const STOCK = 10_000;
  const productIds = await someProducts(db, 0, 4, STOCK);
  const shoppers = await customers(db, 40, 'crash');
  const ordered: string[] = [];
  const verified: string[] = [];
  let requests = 0;
  let ok = 0;
  let errors = 0;
  let killed = false;
  const counted = async (path: string, cookie: string, body: unknown) => {
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
      const productId = productIds[i % productIds.length];
      await counted('/api/cart', shopper.cookie, { product: String(productId), quantity: 1 });
      const order = await counted('/api/orders', shopper.cookie, {
        selectedAddress: ADDRESS,
        paymentMethod: 'card',
      });
      if (order.status !== 201) continue;
      ordered.push(String(order.body.id));
      const opened = await counted('/api/payments/order', shopper.cookie, {
        orderId: order.body.id,
      });
      const paid = await counted('/api/payments/test-gateway/pay', shopper.cookie, {
        providerOrderId: opened.body.id,
        card: CARD,
      });
      const verify = await counted('/api/order-verify', shopper.cookie, paid.body);
      if (verify.status === 200) verified.push(String(order.body.id));
    }
  };
  const burst = Promise.allSettled(shoppers.map((shopper, i) => loop(shopper, i)));
  // Killed once the burst is well under way, so checkouts are in every stage when the process dies.
  const burstStart = performance.now();
  while (ordered.length < 60 && performance.now() - burstStart < 20_000) await sleep(50);
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
  const drift = await seatDrift(db, productIds, STOCK);
  check(
    'no seat reserved without an order (stock + held seats = initial stock)',
    drift === 0,
    `drift = ${drift}`,
  );
  const broken = await invariantViolations(db);
  check('data invariants hold', Object.keys(broken).length === 0, JSON.stringify(broken));

  shop = await startShop(shopEnv(databaseUrl));
  const ready = await api(shop.url, '/api/ready');
  check('the restarted server is ready', ready.status === 200);
  await shop.stop();
}

async function outageScenario(
  databaseUrl: string,
  pgCluster: Awaited<ReturnType<typeof privatePostgres>>,
  db: DatabaseHandle['db'],
) {
  console.log('\n2. the database goes away for a few seconds and comes back');
  const [shopper] = await customers(db, 1, `outage-${Date.now()}`);
  if (!shopper) throw new Error('no shopper for the outage');
  const shop = await startShop(shopEnv(databaseUrl));
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
  while (performance.now() - stoppedAt < 4_000) {
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
  const env = shopEnv(databaseUrl, {
    REDIS_URL: redis.url,
    ORDER_PAYMENT_TIMEOUT_MINUTES: '1',
    ...peer.env(),
  });
  const [a, b] = [await startShop(env), await startShop(env)] as [ShopServer, ShopServer];
  try {
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
        await Promise.all([
          api(a.url, '/api/order-verify', cookie, checkout),
          webhook(),
          webhook(),
        ]);
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

    // Unpaid orders past the window: both instances run the expiry job; each order is cancelled once.
    const STOCK = 500;
    const expiring = await someProducts(db, 6, 1, STOCK);
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
      .set({ createdAt: sql`now() - interval '5 minutes'` })
      .where(inArray(orders.id, unpaid));
    // Each instance runs its pass once a minute: after 62 s both have had at least one.
    await sleep(62_000);
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
    check(
      'seats given back once (stock back to its start, not beyond)',
      (await seatDrift(db, expiring, STOCK)) === 0,
    );
  } finally {
    await a.stop();
    await b.stop();
    await peer.close();
    redis.child.kill('SIGTERM');
  }
}

async function main() {
  const cluster = await privatePostgres();
  let database: DatabaseHandle | undefined;
  try {
    // The first start migrates and seeds the catalogue.
    const first = await startShop(shopEnv(cluster.url));
    await first.stop();
    database = await openDatabase({ url: cluster.url, dataDir: 'memory', poolSize: 4 });
    await crashScenario(cluster.url, database.db);
    await outageScenario(cluster.url, cluster, database.db);
    await twoInstancesScenario(cluster.url, database.db);
  } finally {
    await database?.close().catch(() => undefined);
    cluster.remove();
  }
  console.log(`\n${failures === 0 ? 'all checks passed' : `${failures} check(s) FAILED`}`);
  process.exitCode = failures === 0 ? 0 : 1;
}

await main();
