// The embedded database in its own thread: the server's thread stays free while a statement runs, and
// errors, transactions, notices and closing behave as they do with PGlite in the same thread.
import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/test-app';
import { rowsOf } from './client';
import { isDatabaseUnavailable } from '../lib/database-errors';

describe('PGlite in its own thread', () => {
  let database: TestDatabase;
  const openWithTable = async () => {
    const opened = await createTestDatabase('pglite');
    await opened.db.execute(sql`create table thread_test (name text primary key)`);
    return opened;
  };
  beforeEach(async () => {
    database = await openWithTable();
  });
  afterEach(() => database.close());

  const names = async () =>
    (await rowsOf<{ name: string }>(database.db, sql`select name from thread_test`)).map(
      (row) => row.name,
    );
  const add = (name: string, db: Pick<typeof database.db, 'execute'> = database.db) =>
    db.execute(sql`insert into thread_test (name) values (${name})`);

  it("keeps the server's thread free while a long statement runs", async () => {
    const order: string[] = [];
    const statement = rowsOf<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from generate_series(1, 3000000)`,
    ).then((rows) => {
      order.push('statement');
      return rows;
    });
    // A timer due in 1 ms fires at once only if nothing holds this thread while the statement runs.
    await new Promise((resolve) => setTimeout(resolve, 1));
    order.push('timer');
    expect(await statement).toEqual([{ n: 3_000_000 }]);
    expect(order).toEqual(['timer', 'statement']);
  });

  it("returns the database's errors with their SQLSTATE code and constraint", async () => {
    await add('Twice');
    const failure = await add('Twice').then(
      () => undefined,
      (error: Error) => error,
    );
    expect(failure?.cause).toMatchObject({
      code: '23505',
      constraint: 'thread_test_pkey',
      message: expect.stringContaining('duplicate key'),
    });
    expect(failure?.cause).toBeInstanceOf(Error);
  });

  it('commits a transaction whole, rolls back a failed one whole, and keeps savepoints apart', async () => {
    await database.db.transaction(async (tx) => {
      await add('Kept', tx);
      await tx
        .transaction(async (inner) => {
          await add('Inner', inner);
          throw new Error('the inner part fails');
        })
        .catch(() => undefined);
    });
    await expect(
      database.db.transaction(async (tx) => {
        await add('Lost', tx);
        throw new Error('the whole fails');
      }),
    ).rejects.toThrow('the whole fails');
    expect(await names()).toEqual(['Kept']);
  });

  it('runs a statement from outside only after an open transaction ends', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const transaction = database.db.transaction(async (tx) => {
      await add('Inside', tx);
      await held;
    });
    const outside = names();
    release();
    await transaction;
    expect(await outside).toContain('Inside');
  });

  it('hears notices sent on a channel until it stops listening', async () => {
    const heard: string[] = [];
    let firstHeard!: () => void;
    const noticed = new Promise<void>((resolve) => (firstHeard = resolve));
    const stop = await database.listen('pglite_thread_test', {
      notice: (payload) => {
        heard.push(payload);
        firstHeard();
      },
      listening: () => undefined,
    });
    await database.db.execute(sql`select pg_notify('pglite_thread_test', 'first')`);
    await noticed;
    await stop();
    await database.db.execute(sql`select pg_notify('pglite_thread_test', 'second')`);
    await database.db.execute(sql`select 1`);
    expect(heard).toEqual(['first']);
  });

  it('answers statements after closing with an error that says the database is unavailable', async () => {
    await database.close();
    const failure = await names().then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(isDatabaseUnavailable(failure)).toBe(true);
    database = await openWithTable();
  });
});
