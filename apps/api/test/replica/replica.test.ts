// Reads through a real streaming replica (scripts/start-replica.sh): shoppers are answered from it, a
// write on the primary reaches them within the lag bound, a replica that falls behind or stops sends
// reads to the primary with one warning, and no request is lost on the way. The replica is reached
// through a TCP relay the test can cut, as a network or a stopped server would. These tests pause the
// replica's replay, so they run in a project of their own, after the suites that read through it.
import { once } from 'node:events';
import net from 'node:net';
import { Writable } from 'node:stream';
import type { Product } from '@kaushal/shared';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { products } from '../../src/db/schema';
import { rowsOf } from '../../src/db/client';
import { logSerializers } from '../../src/lib/log-serializers';
import { insertProduct } from '../order.fixtures';
import {
  createTestApp,
  describeOnReplica,
  replicaUrlOf,
  signedInUser,
  type SignedInUser,
  type TestApp,
} from '../test-app';

/** A TCP relay to the replica that can cut every connection. */
async function relayTo(target: URL) {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port), target.hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('error', () => undefined);
      socket.on('close', () => sockets.delete(socket));
    }
    client.pipe(upstream).pipe(client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as net.AddressInfo;
  const url = new URL(target);
  url.port = String(port);
  return {
    url: url.toString(),
    /** Refuses new connections and cuts the open ones, mid-statement if need be. */
    async cut() {
      const closed = new Promise((resolve) => server.close(resolve));
      for (const socket of sockets) socket.destroy();
      await closed;
    },
  };
}

/** Log lines the app writes, parsed. */
function logLines() {
  const lines: { level: number; msg: string }[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) {
        lines.push(JSON.parse(line) as { level: number; msg: string });
      }
      done();
    },
  });
  return { lines, stream };
}

/** Resolves once `check` holds, trying every 50 ms, or fails after `withinMs` saying what it waited for. */
async function eventually(what: string, withinMs: number, check: () => Promise<boolean>) {
  const until = Date.now() + withinMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error(`not within ${withinMs} ms: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const MAX_LAG_SECONDS = 2;

describeOnReplica('reads through a streaming replica', () => {
  let t: TestApp;
  let admin: SignedInUser;
  let relay: Awaited<ReturnType<typeof relayTo>>;
  let replicaAdmin: pg.Client;
  let productId: number;
  const log = logLines();

  const title = async (cookie?: string) => {
    const response = await t.app.inject({
      url: `/api/products/${productId}`,
      headers: cookie ? { cookie } : {},
    });
    expect(response.statusCode).toBe(200);
    return response.json<Product>().title;
  };
  const retitle = (to: string) =>
    t.database.db.update(products).set({ title: to }).where(eq(products.id, productId));
  const warnings = () =>
    log.lines.filter((line) => line.level === 40 && line.msg.startsWith('reads go to the primary'));

  beforeAll(async () => {
    const server = process.env.TEST_REPLICA_URL!;
    relay = await relayTo(new URL(server));
    t = await createTestApp(
      'replica',
      { REPLICA_MAX_LAG_SECONDS: String(MAX_LAG_SECONDS) },
      {
        logger: { level: 'info', serializers: logSerializers, stream: log.stream },
        replicaServer: relay.url,
      },
    );
    admin = await signedInUser(t, 'admin');
    productId = (await insertProduct(t)).id;
    replicaAdmin = new pg.Client({ connectionString: replicaUrlOf(t.database.url!) });
    await replicaAdmin.connect();
    // A replica still replaying a backlog (a large load elsewhere on the server) lags past the bound
    // and sends every read to the primary: start once it has replayed all the primary has written.
    const written = await rowsOf<{ lsn: string }>(
      t.database.db,
      sql`select pg_current_wal_lsn()::text as lsn`,
    );
    await eventually('the replica caught up with the primary', 120_000, async () => {
      const { rows } = await replicaAdmin.query<{ done: boolean }>(
        'select pg_last_wal_replay_lsn() >= $1::pg_lsn as done',
        [written[0]!.lsn],
      );
      return rows[0]?.done === true;
    });
  });
  afterAll(async () => {
    await replicaAdmin?.query('select pg_wal_replay_resume()').catch(() => undefined);
    await replicaAdmin?.end();
    await t?.close();
    await relay?.cut();
  });

  it('shows shoppers a write on the primary within the lag bound', async () => {
    await retitle('Written on the primary');
    const written = Date.now();
    await eventually('the write seen through the replica', MAX_LAG_SECONDS * 1000, async () => {
      return (await title()) === 'Written on the primary';
    });
    expect(Date.now() - written).toBeLessThan(MAX_LAG_SECONDS * 1000);
  });

  it('shows shoppers what the replica holds, admins the primary, and moves to the primary with one warning once it lags', async () => {
    await eventually(
      'reads on the replica',
      5_000,
      async () => (await title()) === 'Written on the primary',
    );
    await replicaAdmin.query('select pg_wal_replay_pause()');
    await retitle('Written while the replica waits');
    // The replica has not replayed it: the shopper is answered from it, the admin from the primary.
    expect(await title()).toBe('Written on the primary');
    expect(await title(admin.cookie)).toBe('Written while the replica waits');
    // Past the bound, reads go to the primary, saying so once.
    await eventually('reads on the primary', (MAX_LAG_SECONDS + 3) * 1000, async () => {
      return (await title()) === 'Written while the replica waits';
    });
    expect(warnings()).toHaveLength(1);
    expect(warnings()[0]!.msg).toMatch(/the replica is \d+ s behind/);
    await replicaAdmin.query('select pg_wal_replay_resume()');
    await eventually('reads back on the replica', 5_000, async () =>
      log.lines.some((line) => line.msg === 'reads go to the database replica again'),
    );
  });

  it('loses no request when the replica stops in the middle of a burst of reads', async () => {
    const burst = (count: number) =>
      Promise.all(
        Array.from({ length: count }, (_, index) =>
          t.app.inject({
            url: index % 2 ? `/api/products/${productId}` : '/api/products?q=workshop',
          }),
        ),
      );
    const first = burst(60);
    await relay.cut();
    const answers = [...(await first), ...(await burst(30))];
    expect(answers.map((answer) => answer.statusCode)).toEqual(answers.map(() => 200));
    expect(await title()).toBe('Written while the replica waits');
    expect(warnings().length).toBe(2);
    expect(warnings()[1]!.msg).toMatch(/the replica (cannot be reached|failed a read)/);
  });
});
