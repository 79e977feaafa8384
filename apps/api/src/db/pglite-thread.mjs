// The embedded database's own thread (docs/decisions/0043-pglite-in-its-own-thread.md). PGlite runs
// its statements synchronously in WebAssembly, so in the server's thread one long search would hold
// every other request, the health check included. Here it holds only this thread; the server reaches it
// through messages (pglite-client.ts). Plain JavaScript, so the same file runs under the test runner,
// tsx and the built server without a TypeScript loader.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/** @type {{ dataDir: string, loadDataDir?: ArrayBuffer }} */
const { dataDir, loadDataDir } = workerData;
const port = /** @type {import('node:worker_threads').MessagePort} */ (parentPort);

// pg_trgm: the catalogue search's typo matching (docs/decisions/0022).
const extensions = { pg_trgm };
const database =
  dataDir === 'memory'
    ? new PGlite({
        loadDataDir: loadDataDir ? new Blob([loadDataDir]) : undefined,
        extensions,
      })
    : new PGlite(dataDir, { extensions });

/**
 * The server asks for the types it keeps as text by naming them; its parsers for them return the text
 * unchanged (drizzle keeps dates, intervals and numeric arrays as PostgreSQL wrote them).
 * @param {number[]} rawTypes
 */
const keepAsText = (rawTypes) =>
  Object.fromEntries(rawTypes.map((oid) => [oid, (/** @type {string} */ text) => text]));

/** Open transactions by id: the PGlite transaction and how to end it. */
const transactions = new Map();
/** Channels listened to, with how to stop. */
const listening = new Map();

/**
 * An error as its plain fields (SQLSTATE code, detail, constraint…), so the server can rebuild it. The
 * rest (the query's options hold functions) cannot cross to the server's thread.
 */
const describe = (error) =>
  error instanceof Error
    ? {
        ...Object.fromEntries(
          Object.entries(error).filter(([, value]) =>
            ['string', 'number', 'boolean'].includes(typeof value),
          ),
        ),
        name: error.name,
        message: error.message,
      }
    : // What the engine throws when it stops (an unopenable folder): an object with a message.
      { name: 'Error', message: String(error?.message ?? error) };

const fail = (id, error) => port.postMessage({ id, error: describe(error) });
const answer = (id, work) =>
  work.then(
    (result) => {
      try {
        port.postMessage({ id, result });
      } catch (error) {
        // A value that cannot cross threads fails its statement, not the thread.
        fail(id, error);
      }
    },
    (error) => fail(id, error),
  );

const runOn = (tx) => (tx === undefined ? database : transactions.get(tx)?.tx);

function begin(id) {
  const open = {};
  database
    .transaction(
      (tx) =>
        new Promise((commit, rollback) => {
          Object.assign(open, { tx, commit, rollback });
          transactions.set(id, open);
          port.postMessage({ id, result: null });
        }),
    )
    // The commit or rollback is answered once PGlite has ended the transaction; a BEGIN that failed
    // answers the begin.
    .then(
      () => open.reply({ result: null }),
      (error) =>
        open.tx
          ? open.reply(open.rollingBack ? { result: null } : { error: describe(error) })
          : fail(id, error),
    );
}

function end(id, tx, commit) {
  const open = transactions.get(tx);
  if (!open) return fail(id, new Error('No such transaction'));
  transactions.delete(tx);
  open.reply = (reply) => port.postMessage({ id, ...reply });
  if (commit) return open.commit();
  open.rollingBack = true;
  open.rollback(new Error('rolled back'));
}

port.on('message', (message) => {
  const { id, op } = message;
  switch (op) {
    case 'query': {
      const client = runOn(message.tx);
      if (!client) return fail(id, new Error('No such transaction'));
      return answer(
        id,
        client.query(message.sql, message.params, {
          rowMode: message.rowMode,
          parsers: keepAsText(message.rawTypes),
        }),
      );
    }
    case 'begin':
      return begin(id);
    case 'commit':
    case 'rollback':
      return end(id, message.tx, op === 'commit');
    case 'listen':
      return answer(
        id,
        database
          .listen(message.channel, (payload) =>
            port.postMessage({ notice: message.channel, payload }),
          )
          .then((stop) => {
            listening.set(message.channel, stop);
            return null;
          }),
      );
    case 'unlisten': {
      const stop = listening.get(message.channel);
      listening.delete(message.channel);
      return answer(id, stop ? stop().then(() => null) : Promise.resolve(null));
    }
    case 'dump':
      return answer(
        id,
        database.dumpDataDir('none').then((blob) => blob.arrayBuffer()),
      );
    case 'close':
      return answer(
        id,
        database.close().then(() => null),
      );
  }
});

database.waitReady.then(
  () => port.postMessage({ ready: true }),
  (error) => port.postMessage({ ready: false, error: describe(error) }),
);
