// The server's side of the embedded database's thread (pglite-thread.mjs, docs/decisions/0043): the
// part of PGlite's interface that drizzle and the database handle use, each call a message to the thread.
import { Worker } from 'node:worker_threads';
import { pgliteThreadFile } from '../paths';

export interface QueryOptions {
  rowMode?: 'array' | 'object';
  /**
   * Drizzle passes text-keeping parsers for the date, interval and numeric-array types; functions cannot
   * cross to the thread, so the thread is told which types to keep as text and does it itself.
   */
  parsers?: Record<number, (text: string) => unknown>;
}

interface QueryResult {
  rows: unknown[];
  fields: { name: string; dataTypeID: number }[];
  affectedRows?: number;
}

/** What drizzle's PGlite session calls on a client and on a transaction. */
export interface PgliteQueries {
  query(sql: string, params?: unknown[], options?: QueryOptions): Promise<QueryResult>;
}

export interface PgliteThread extends PgliteQueries {
  transaction<T>(work: (tx: PgliteQueries) => Promise<T>): Promise<T>;
  listen(channel: string, heard: (payload: string) => void): Promise<() => Promise<void>>;
  /** The data folder as a tarball, for starting other in-memory databases as copies of this one. */
  dumpDataDir(): Promise<Blob>;
  close(): Promise<void>;
}

type Request =
  | {
      op: 'query';
      sql: string;
      params: unknown[];
      rowMode?: string;
      rawTypes: number[];
      tx?: number;
    }
  | { op: 'begin' }
  | { op: 'commit' | 'rollback'; tx: number }
  | { op: 'listen' | 'unlisten'; channel: string }
  | { op: 'dump' | 'close' };

type Reply =
  | { id: number; result: unknown; error?: undefined }
  | { id: number; error: ErrorFields }
  | { notice: string; payload: string }
  | { ready: boolean; error?: ErrorFields };

interface ErrorFields {
  name: string;
  message: string;
  [field: string]: unknown;
}

/** The thread's error as one of this thread's, with its SQLSTATE code, detail and the rest kept. */
function rebuild({ name, message, ...fields }: ErrorFields): Error {
  return Object.assign(new Error(message), fields, { name });
}

/** What a statement meets once the thread has ended (lib/database-errors.ts reads it as unavailable). */
export const STOPPED = 'The embedded database has stopped';

export interface PgliteThreadOptions {
  /** A data folder, or 'memory'. */
  dataDir: string;
  /** A dumped data folder the in-memory database starts as. */
  loadDataDir?: Blob;
}

export async function openPgliteThread(options: PgliteThreadOptions): Promise<PgliteThread> {
  const loadDataDir = await options.loadDataDir?.arrayBuffer();
  const worker = new Worker(pgliteThreadFile, {
    workerData: { dataDir: options.dataDir, loadDataDir },
    transferList: loadDataDir ? [loadDataDir] : [],
  });
  const waiting = new Map<number, { resolve(result: unknown): void; reject(error: Error): void }>();
  const listeners = new Map<string, Set<(payload: string) => void>>();
  let stopped: Error | undefined;
  let nextId = 1;

  const ready = new Promise<void>((resolve, reject) => {
    worker.on('message', (reply: Reply) => {
      if ('ready' in reply) {
        if (reply.ready) resolve();
        else reject(rebuild(reply.error!));
      } else if ('notice' in reply) {
        for (const heard of listeners.get(reply.notice) ?? []) heard(reply.payload);
      } else {
        const caller = waiting.get(reply.id);
        waiting.delete(reply.id);
        if (waiting.size === 0) worker.unref();
        if (reply.error) caller?.reject(rebuild(reply.error));
        else caller?.resolve(reply.result);
      }
    });
    const stop = (error: Error) => {
      stopped = error;
      reject(error);
      for (const caller of waiting.values()) caller.reject(error);
      waiting.clear();
    };
    worker.on('error', stop);
    worker.on('exit', () => stop(stopped ?? new Error(STOPPED)));
  });

  const call = <T>(request: Request, id = nextId++): Promise<T> => {
    if (stopped) return Promise.reject(stopped);
    return new Promise<T>((resolve, reject) => {
      if (waiting.size === 0) worker.ref();
      waiting.set(id, { resolve, reject });
      worker.postMessage({ id, ...request });
    });
  };

  const queriesIn = (tx?: number): PgliteQueries => ({
    query: (sql, params = [], { rowMode, parsers } = {}) =>
      call({
        op: 'query',
        sql,
        params,
        rowMode,
        rawTypes: Object.keys(parsers ?? {}).map(Number),
        tx,
      }),
  });

  await ready;
  // From here the thread keeps the process alive only while an answer is awaited, as a socket to a
  // server would.
  worker.unref();
  return {
    ...queriesIn(),
    async transaction(work) {
      const tx = nextId++;
      await call({ op: 'begin' }, tx);
      let result;
      try {
        result = await work(queriesIn(tx));
      } catch (error) {
        // The work's own failure is what the caller needs to hear, even if the rollback fails too.
        await call({ op: 'rollback', tx }).catch(() => undefined);
        throw error;
      }
      await call({ op: 'commit', tx });
      return result;
    },
    async listen(channel, heard) {
      const heardBy = listeners.get(channel) ?? new Set();
      listeners.set(channel, heardBy);
      heardBy.add(heard);
      if (heardBy.size === 1) await call({ op: 'listen', channel });
      return async () => {
        heardBy.delete(heard);
        if (heardBy.size === 0 && !stopped) await call({ op: 'unlisten', channel });
      };
    },
    async dumpDataDir() {
      return new Blob([await call<ArrayBuffer>({ op: 'dump' })]);
    },
    async close() {
      if (stopped) return;
      await call({ op: 'close' });
      stopped = new Error(STOPPED);
      await worker.terminate();
    },
  };
}
