// This instance's index of the catalogue, kept current from the workshops' change feed
// (docs/decisions/0046): built from every offered workshop by the first search or list, then told of
// the workshops changed since it last looked before it answers, no older than the catalogue's cache
// allows. It spells searches too, telling known words from misspelt ones by what it holds, pages
// and counts lists (docs/decisions/0048), and keeps workshops' JSON until the feed says they changed
// (docs/decisions/0049).
import type { Database } from '../../db/client';
import { systemClock, type Clock } from '../../lib/clock';
import { keptWorkshops } from './kept-workshops';
import { productRepository } from './product.repository';
import { createCatalogueIndex, type IndexedFilter, type ListSort } from './catalogue-index';
import {
  lexemeOf,
  spelling,
  wordsOf,
  type ParsedWord,
  type SpeltSearch,
  type SpeltWord,
} from './search-spelling';

/**
 * How many words' parses, and misspelt words' corrections, are kept; past that, they are all let go
 * and asked again as needed.
 */
const WORDS_KEPT = 10_000;
/** How many workshops' JSON is kept: about 2 KB each. */
const WORKSHOPS_KEPT = 5_000;
/**
 * How long after a look at the feed the next one can still tell every workshop whose JSON changed
 * meanwhile: half the time changes are kept for (json-changes-prune.job.ts).
 */
export const JSON_CHANGES_TRUSTED_MS = 5 * 60_000;

/** A search as the index spelt it, and its leading matches and their number when the index ranks it. */
export interface IndexAnswer {
  spelt: SpeltSearch;
  found?: { ids: number[]; total: number };
}

export function keptCatalogueIndex<Read>(
  db: Database,
  maxAgeMs: number,
  clock: Clock = systemClock,
) {
  const repository = productRepository(db);
  const index = createCatalogueIndex();
  const workshops = keptWorkshops<Read>(WORKSHOPS_KEPT);
  // Titles are ordered here by code point: a database that orders them otherwise sorts its own lists
  // by title. Asked once, by the first list by title.
  let titlesInOrder: Promise<boolean> | undefined;
  // How full text parses a word depends on the word alone, so a parse is kept as long as there is room.
  const parses = new Map<string, ParsedWord>();
  // A misspelt word's nearest vocabulary words change only as the vocabulary grows, which only a
  // change to a workshop does: they are kept until the feed next tells of any (`corrected` counts
  // those tellings, so a lookup begun before one is not kept after it).
  const corrections = new Map<string, NonNullable<SpeltWord['near']>>();
  let corrected = 0;
  /** Where the next read of changes starts; undefined until the index is first built. */
  let horizon: string | undefined;
  /** The time the last read that completed read the enrolment deadlines up to. */
  let lookedAt: Date | undefined;
  /** When the last read that completed started, and when this instance last wrote a workshop. */
  let readFrom = -Infinity;
  let staleFrom = -Infinity;
  /** The read under way, and when it started. */
  let reading: { done: Promise<void>; from: number } | undefined;
  /** The read that starts once the one under way ends, for searches that came while it ran. */
  let following: Promise<void> | undefined;

  const read = () => {
    const from = performance.now();
    const now = clock();
    if (horizon !== undefined && from - readFrom > JSON_CHANGES_TRUSTED_MS) workshops.clear();
    const done = repository.catalogueChanges(horizon, lookedAt, now).then((changes) => {
      const gone = changes.removed.map((id) => ({ id, offered: false as const }));
      if (changes.products.length + gone.length > 0) {
        corrections.clear();
        corrected += 1;
      }
      index.apply([...changes.products, ...gone]);
      workshops.forget(changes.rewritten);
      horizon = changes.horizon;
      lookedAt = now;
      readFrom = from;
    });
    reading = { done, from };
    return done.finally(() => (reading = undefined));
  };

  /** Whether what a read started at `from` saw may answer a search that came at `now`. */
  const recentEnough = (from: number, now: number) => from > staleFrom && now - from < maxAgeMs;

  /**
   * Resolves once the index holds every change committed before `now` (by default, now), or before a
   * read that started within `maxAgeMs` before it and after this instance's last write. Reads go one
   * at a time: a search that comes while one runs waits for the next, which every such search shares.
   */
  function current(now = performance.now()): Promise<void> {
    if (horizon !== undefined && recentEnough(readFrom, now)) return Promise.resolve();
    if (reading && recentEnough(reading.from, now)) return reading.done;
    if (!reading) return read();
    following ??= reading.done
      .catch(() => undefined)
      .then(() => {
        following = undefined;
        return read();
      });
    return following;
  }

  async function parsed(words: string[]): Promise<ParsedWord[]> {
    // Taken before waiting: another search may let the kept parses go meanwhile.
    const kept = words.map((word) => parses.get(word));
    const unseen = [...new Set(words.filter((_, position) => !kept[position]))];
    if (unseen.length === 0) return kept as ParsedWord[];
    // By position, as asked: the words come back from the database as they were sent.
    const parsedWords = await repository.parseWords(unseen);
    const fresh = new Map(unseen.map((word, at) => [word, { ...parsedWords[at]!, word }]));
    if (parses.size + fresh.size > WORDS_KEPT) parses.clear();
    for (const [word, parse] of fresh) parses.set(word, parse);
    return words.map((word, position) => kept[position] ?? fresh.get(word)!);
  }

  /**
   * The search spelt as `productRepository.spell` spells it, a word being known when an offered
   * workshop holds its lexeme; a word that full text makes several lexemes of is left to the database.
   */
  async function spell(search: string, words: ParsedWord[]): Promise<SpeltSearch> {
    const counted = words.filter((word) => !word.ignored);
    if (counted.some((word) => lexemeOf(word.spelt) === undefined)) return repository.spell(search);
    const unknown = counted.filter((word) => !index.holds(lexemeOf(word.spelt)!));
    const near = await nearestWords(unknown.map((word) => word.word));
    return spelling(words.map((word) => ({ ...word, near: near[unknown.indexOf(word)] ?? null })));
  }

  /** The nearest vocabulary words of each of `words`, kept ones as they are, the others asked. */
  async function nearestWords(words: string[]): Promise<NonNullable<SpeltWord['near']>[]> {
    const unseen = [...new Set(words.filter((word) => !corrections.has(word)))];
    const kept = words.map((word) => corrections.get(word));
    if (unseen.length === 0) return kept as NonNullable<SpeltWord['near']>[];
    const askedAt = corrected;
    const asked = new Map(
      (await repository.nearestWords(unseen)).map((near, at) => [unseen[at]!, near]),
    );
    if (askedAt === corrected) {
      if (corrections.size + asked.size > WORDS_KEPT) corrections.clear();
      for (const [word, near] of asked) corrections.set(word, near);
    }
    return words.map((word, at) => kept[at] ?? asked.get(word)!);
  }

  return {
    /**
     * A shopper's search spelt, and ranked and counted up to `depth` matches when the index holds
     * its words, once the index holds every change it must (see `current`).
     */
    search: async (search: string, filter: IndexedFilter, depth: number): Promise<IndexAnswer> => {
      const [words] = await Promise.all([parsed(wordsOf(search)), current()]);
      const spelt = await spell(search, words);
      if (spelt.kind === 'nothing') return { spelt, found: { ids: [], total: 0 } };
      if (spelt.kind !== 'words' || !spelt.lexemes) return { spelt };
      return { spelt, found: index.search(spelt.lexemes, filter, depth) };
    },

    /**
     * The ids of a list's first `depth` workshops and their number, once the index holds every change
     * it must; undefined for a list by title when the database orders text otherwise.
     */
    list: async (filter: IndexedFilter, sort: ListSort, descending: boolean, depth: number) => {
      if (sort === 'title' && !(await (titlesInOrder ??= repository.ordersTextByCodePoint()))) {
        return undefined;
      }
      await current();
      return index.list(filter, sort, descending, depth);
    },

    /**
     * The read of each of `ids` still offered, once the index holds every change it must for a request
     * that came at `askedAt` (see `current`; by default, now): kept ones as they are, the others made
     * by `write` in one go and kept. A list's page passes when its request came, so the look its page
     * of ids waited for serves its workshops too.
     */
    offered: async (
      ids: number[],
      write: (missing: number[]) => Promise<[id: number, read: Read][]>,
      askedAt?: number,
    ): Promise<Map<number, Read>> => {
      await current(askedAt);
      const found = new Map<number, Read>();
      const missing = ids.filter((id) => {
        const kept = workshops.get(id);
        if (kept !== undefined) found.set(id, kept);
        return kept === undefined;
      });
      if (missing.length === 0) return found;
      const readAt = workshops.looks;
      for (const [id, read] of await write(missing)) {
        found.set(id, read);
        workshops.keep(id, read, readAt);
      }
      return found;
    },

    /** Called by this instance's writes of workshops: the next search reads the changes first. */
    stale: () => {
      staleFrom = performance.now();
    },
  };
}
