// Reads asked for in one turn of the event loop, by every request then in hand, go to the database
// together: on this kind of machine a statement's hand-over to PostgreSQL costs the server more than
// the rows it reads, and under load many requests read the same kind of thing at once
// (docs/decisions/0044-reads-gathered-per-loop-turn.md).
import DataLoader from 'dataloader';

/**
 * `read` gets the keys asked for since the last turn (up to `perStatement` at a time) and answers each
 * in their order. Nothing is remembered between turns: the caller's caches decide what is kept.
 */
export function loopTurnBatch<Key, Value>(
  read: (keys: readonly Key[]) => Promise<Value[]>,
  perStatement = Infinity,
): DataLoader<Key, Value> {
  return new DataLoader(read, {
    cache: false,
    maxBatchSize: perStatement,
    batchScheduleFn: setImmediate,
  });
}
