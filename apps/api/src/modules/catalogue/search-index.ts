// The offered workshops' search documents held in memory, by word: a search's matches are found,
// ranked and counted here without a statement, in the order the database would give them
// (docs/decisions/0046). The rank is PostgreSQL's `ts_rank` with its default weights, worked the way
// its C code works it, in single-precision steps, so ties and near-ties fall as they do there.
import type { BatchMode } from '@kaushal/shared';

/** A workshop as the index holds it: its search document as text, and what a search filters on. */
export interface IndexedProduct {
  id: number;
  offered: boolean;
  /** The `tsvector` as PostgreSQL writes it out: `'excel':1A,5 'data':3B`. */
  document: string;
  category: string;
  brand: string;
  /** The selling price in rupees. */
  price: number;
  modes: BatchMode[];
}

/** A search as the index takes it: every word must match, each as any of its lexemes. */
export type IndexedWords = string[][];

export interface IndexedFilter {
  categories?: string[] | undefined;
  brands?: string[] | undefined;
  priceMin?: number | undefined;
  priceMax?: number | undefined;
  modes?: BatchMode[] | undefined;
}

/** `ts_rank`'s default weights of D, C, B and A positions, as the C code holds them (float). */
const WEIGHTS = [0.1, 0.2, 0.4, 1].map(Math.fround);
const WEIGHT_LETTERS = 'DCBA';
const A_WEIGHT = 3;
/** The sum of 1/i² over every i, by which `ts_rank` divides a lexeme's positions' score. */
const PI_SQUARED_OVER_SIX = 1.64493406685;

const f32 = Math.fround;

/**
 * What one lexeme of a document adds to `ts_rank` of a query that ORs lexemes (`calc_rank_or`): its
 * positions' weights, each divided by the square of its place, the heaviest counted whole. Worked in
 * single precision as in C, then divided in double; the caller adds it in single precision.
 */
function lexemeScore(weights: number[]): number {
  let sum = 0;
  let heaviest = -1;
  let heaviestAt = 0;
  weights.forEach((weight, place) => {
    const value = WEIGHTS[weight]!;
    sum = f32(sum + f32(value / ((place + 1) * (place + 1))));
    if (value > heaviest) {
      heaviest = value;
      heaviestAt = place;
    }
  });
  const atHeaviest = f32(heaviest / ((heaviestAt + 1) * (heaviestAt + 1)));
  return f32(f32(heaviest + sum) - atHeaviest) / PI_SQUARED_OVER_SIX;
}

interface Term {
  lexeme: string;
  score: number;
  inTitle: boolean;
}

/** The lexemes of a `tsvector`'s text, each with its score and whether the title holds it. */
export function documentTerms(document: string): Term[] {
  const terms: Term[] = [];
  let at = 0;
  while (at < document.length) {
    if (document[at] === ' ') {
      at += 1;
      continue;
    }
    // A quoted lexeme: '' is a quote, a backslash escapes the next character.
    let lexeme = '';
    for (at += 1; ; at += 1) {
      const char = document[at];
      if (char === undefined) throw new Error(`unterminated lexeme in ${document}`);
      if (char === "'" && document[at + 1] === "'") at += 1;
      else if (char === '\\') at += 1;
      else if (char === "'") break;
      lexeme += document[at];
    }
    at += 1;
    // Positions, each with its weight letter (none for D): a lexeme without them counts as one D.
    const weights: number[] = [];
    if (document[at] === ':') {
      do {
        at += 1;
        while (document[at]! >= '0' && document[at]! <= '9') at += 1;
        const letter = WEIGHT_LETTERS.indexOf(document[at] ?? ' ');
        if (letter > 0) at += 1;
        weights.push(Math.max(letter, 0));
      } while (document[at] === ',');
    }
    if (weights.length === 0) weights.push(0);
    terms.push({ lexeme, score: lexemeScore(weights), inTitle: weights.includes(A_WEIGHT) });
  }
  return terms;
}

/** PostgreSQL's order of a query's lexemes (by bytes, then length), in which `ts_rank` adds them. */
const byBytes = (a: string, b: string) => Buffer.compare(Buffer.from(a), Buffer.from(b));

/**
 * The workshops holding one lexeme, packed for a search to run through: a slot, its score and 1 when
 * the title holds the lexeme (else 0), by turns. One array, since most lexemes (a workshop's number in
 * its title, say) have a posting of one.
 */
type Posting = number[];
const STRIDE = 3;

/** What a round of changes does to one lexeme's posting: the workshops it leaves and those it gains. */
interface PostingChange {
  leaving: number[];
  joining: { slot: number; score: number; inTitle: boolean }[];
}

/** The posting with `change` made: the workshops leaving go (any joining again come back changed). */
function changed(posting: Posting | undefined, change: PostingChange): Posting | undefined {
  const leaving = new Set([...change.leaving, ...change.joining.map((term) => term.slot)]);
  const staying: number[] = [];
  for (let at = 0; at < (posting?.length ?? 0); at += STRIDE) {
    if (!leaving.has(posting![at]!)) staying.push(at);
  }
  if (staying.length + change.joining.length === 0) return undefined;
  // Made at its size: a posting grown by pushes would keep up to half as much again unused.
  const next: Posting = new Array<number>((staying.length + change.joining.length) * STRIDE);
  let to = 0;
  for (const from of staying) {
    next[to++] = posting![from]!;
    next[to++] = posting![from + 1]!;
    next[to++] = posting![from + 2]!;
  }
  for (const { slot, score, inTitle } of change.joining) {
    next[to++] = slot;
    next[to++] = score;
    next[to++] = inTitle ? 1 : 0;
  }
  return next;
}

/** A match and its relevance: a title holding every word adds 1 to the rank, as in SQL. */
interface Ranked {
  id: number;
  relevance: number;
}

/** Whether a match comes before `b`: more relevant first, then the lower id, as the list orders them. */
const before = (id: number, relevance: number, b: Ranked) =>
  relevance > b.relevance || (relevance === b.relevance && id < b.id);

/**
 * The first `depth` of the matches offered, in order: a heap whose top is the last of those kept, so a
 * match that comes after it is passed over at once.
 */
function leading(depth: number) {
  const heap: Ranked[] = [];
  const later = (i: number, j: number) => before(heap[j]!.id, heap[j]!.relevance, heap[i]!);
  const swap = (i: number, j: number) => ([heap[i], heap[j]] = [heap[j]!, heap[i]!]);
  const siftUp = (at: number) => {
    for (let parent = (at - 1) >> 1; at > 0 && later(at, parent); parent = (at - 1) >> 1) {
      swap(at, parent);
      at = parent;
    }
  };
  const siftDown = (at: number) => {
    for (;;) {
      let latest = at;
      const [left, right] = [2 * at + 1, 2 * at + 2];
      if (left < heap.length && later(left, latest)) latest = left;
      if (right < heap.length && later(right, latest)) latest = right;
      if (latest === at) return;
      swap(at, latest);
      at = latest;
    }
  };
  return {
    /** Takes the match in if it comes among the first `depth` so far (made an object only then). */
    offer(id: number, relevance: number) {
      if (heap.length < depth) {
        heap.push({ id, relevance });
        siftUp(heap.length - 1);
      } else if (depth > 0 && before(id, relevance, heap[0]!)) {
        heap[0] = { id, relevance };
        siftDown(0);
      }
    },
    inOrder: () =>
      heap.sort((a, b) => (before(a.id, a.relevance, b) ? -1 : 1)).map((match) => match.id),
  };
}

export function createSearchIndex() {
  // Each workshop ever seen has a slot; arrays by slot hold what searches read of it.
  const slotOf = new Map<number, number>();
  const ids: number[] = [];
  // Lexemes by number, so a workshop's list of them is a small array of numbers, not of strings.
  const lexemeNumbers = new Map<string, number>();
  const lexemesOf: (number[] | undefined)[] = [];
  const filtered: { category: string; brand: string; price: number; modes: BatchMode[] }[] = [];
  const postings: (Posting | undefined)[] = [];
  // The few categories, brands and sets of modes, held once each rather than once per workshop.
  const values = new Map<string, unknown>();
  const interned = <T>(value: T): T => {
    const key = JSON.stringify(value);
    if (!values.has(key)) values.set(key, value);
    return values.get(key) as T;
  };
  const numberOf = (lexeme: string) => {
    let number = lexemeNumbers.get(lexeme);
    if (number === undefined) lexemeNumbers.set(lexeme, (number = lexemeNumbers.size));
    return number;
  };
  // A search's working space, by slot, left cleared after each search.
  let words = new Uint16Array(0);
  let titleWords = new Uint16Array(0);
  let ranks = new Float64Array(0);
  let reached = new Int32Array(0);

  const slotFor = (id: number) => {
    let slot = slotOf.get(id);
    if (slot === undefined) {
      slot = ids.push(id) - 1;
      slotOf.set(id, slot);
    }
    return slot;
  };

  const passes = (slot: number, filter: IndexedFilter) => {
    const product = filtered[slot]!;
    return (
      (!filter.categories?.length || filter.categories.includes(product.category)) &&
      (!filter.brands?.length || filter.brands.includes(product.brand)) &&
      (filter.priceMin === undefined || product.price >= filter.priceMin) &&
      (filter.priceMax === undefined || product.price <= filter.priceMax) &&
      (!filter.modes?.length || filter.modes.some((mode) => product.modes.includes(mode)))
    );
  };

  return {
    /** Takes in the workshops as they now are; each posting they touch is packed again once. */
    apply(products: IndexedProduct[]) {
      const changes = new Map<number, PostingChange>();
      const changeOf = (lexeme: number) => {
        let change = changes.get(lexeme);
        if (!change) changes.set(lexeme, (change = { leaving: [], joining: [] }));
        return change;
      };
      for (const product of products) {
        const slot = slotFor(product.id);
        for (const lexeme of lexemesOf[slot] ?? []) changeOf(lexeme).leaving.push(slot);
        lexemesOf[slot] = undefined;
        if (!product.offered) continue;
        const terms = documentTerms(product.document);
        lexemesOf[slot] = terms.map(({ lexeme, score, inTitle }) => {
          const number = numberOf(lexeme);
          changeOf(number).joining.push({ slot, score, inTitle });
          return number;
        });
        filtered[slot] = {
          category: interned(product.category),
          brand: interned(product.brand),
          price: product.price,
          modes: interned(product.modes),
        };
      }
      for (const [lexeme, change] of changes) {
        postings[lexeme] = changed(postings[lexeme], change);
      }
      if (ranks.length < ids.length) {
        const size = Math.max(ids.length, 2 * ranks.length);
        words = new Uint16Array(size);
        titleWords = new Uint16Array(size);
        ranks = new Float64Array(size);
        reached = new Int32Array(size);
      }
    },

    /** Whether an offered workshop holds `lexeme`. */
    holds(lexeme: string): boolean {
      const number = lexemeNumbers.get(lexeme);
      return number !== undefined && postings[number] !== undefined;
    },

    /**
     * The ids of the first `depth` offered workshops that hold every word and pass `filter`, most
     * relevant first (then by id), and how many there are in all. Relevance is the list's (SQL's):
     * 1 when the title holds every word, plus `ts_rank` over a query that ORs every lexeme.
     */
    search(
      searchWords: IndexedWords,
      filter: IndexedFilter,
      depth: number,
    ): { ids: number[]; total: number } {
      const lexemes = [...new Set(searchWords.flat())].sort(byBytes);
      const every = (1 << searchWords.length) - 1;
      let reachedCount = 0;
      // Lexeme by lexeme in the query's order, so each workshop's rank is summed as ts_rank sums it.
      for (const lexeme of lexemes) {
        const number = lexemeNumbers.get(lexeme);
        const posting = number === undefined ? undefined : postings[number];
        if (!posting) continue;
        let bits = 0;
        searchWords.forEach((alternatives, word) => {
          if (alternatives.includes(lexeme)) bits |= 1 << word;
        });
        for (let at = 0; at < posting.length; at += STRIDE) {
          const slot = posting[at]!;
          if (words[slot] === 0) reached[reachedCount++] = slot;
          words[slot]! |= bits;
          if (posting[at + 2] === 1) titleWords[slot]! |= bits;
          ranks[slot] = f32(ranks[slot]! + posting[at + 1]!);
        }
      }
      const matches = leading(depth);
      let total = 0;
      for (let index = 0; index < reachedCount; index += 1) {
        const slot = reached[index]!;
        if (words[slot] === every && passes(slot, filter)) {
          total += 1;
          const rank = f32(ranks[slot]! / lexemes.length);
          matches.offer(ids[slot]!, (titleWords[slot] === every ? 1 : 0) + rank);
        }
        words[slot] = 0;
        titleWords[slot] = 0;
        ranks[slot] = 0;
      }
      return { ids: matches.inOrder(), total };
    },
  };
}
