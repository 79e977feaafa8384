// How a search's words become what the catalogue matches (docs/decisions/0041): each word's full-text
// query, or for a word no offered workshop holds, the vocabulary words close enough to stand for it.
/**
 * How alike, by trigrams, a vocabulary word must be to a misspelt search word to stand for it
 * (pg_trgm's similarity, 0 to 1): "desgin" and design are 0.27, "exel" and Excel 0.375, "finanse" and
 * finance 0.45; unrelated words stay below 0.2.
 */
const TYPO_SIMILARITY = 0.25;
/**
 * A correction must also come close to the best one: "artifical" is artificial (0.62), not certificate
 * (0.29), while "finanse" is finance (0.45) or financial (0.38).
 */
const CLOSE_TO_BEST = 0.8;
/** Corrections looked at per misspelt word, nearest first. */
export const CORRECTIONS = 3;

/** The words of a search; at most this many count, so a long text stays a cheap query. */
const MAX_SEARCH_WORDS = 10;
export const wordsOf = (search: string) => search.split(/\s+/).slice(0, MAX_SEARCH_WORDS);

/**
 * A search as the catalogue matches it (docs/decisions/0041): a full-text query in which every word
 * must be found, a misspelt one as any of its corrections; or, when full text ignores every word
 * ("IT", "for"), those words matched by trigrams; or nothing at all, when a word is neither known nor
 * close to a known one.
 */
export type SpeltSearch =
  | { kind: 'words'; query: string; inTitle: string; anyWord: string }
  | { kind: 'ignoredWords'; words: string[] }
  | { kind: 'nothing' };

/** A word as full text parses it, and how the catalogue's vocabulary would correct it. */
export interface SpeltWord {
  word: string;
  ignored: boolean;
  /** The word's own full-text query, as text. */
  spelt: string;
  /** Only for a word no offered workshop holds: its nearest vocabulary words, as full-text queries. */
  near: { spelt: string; similarity: number }[] | null;
}

/** The word's own query, or the queries of the corrections that stand for it (none when it has none). */
function alternativesOf(word: SpeltWord): string[] {
  if (!word.near) return [word.spelt];
  const best = word.near[0]?.similarity ?? 0;
  return word.near
    .filter((near) => near.similarity >= TYPO_SIMILARITY && near.similarity >= best * CLOSE_TO_BEST)
    .map((near) => near.spelt);
}

/**
 * `query` with every word restricted to the title's weight (A): the index-free way to ask whether the
 * title holds every word, without building each match's title-only document (ts_filter) to ask it.
 * Lexemes are quoted in a query's text, with a quote inside one doubled.
 */
const inTitle = (query: string) => query.replace(/'(?:[^']|'')*'/g, (lexeme) => `${lexeme}:A`);

export function spelling(words: SpeltWord[]): SpeltSearch {
  const counted = words.filter((word) => !word.ignored);
  if (counted.length === 0) return { kind: 'ignoredWords', words: words.map((word) => word.word) };
  const alternatives = counted.map(alternativesOf);
  if (alternatives.some((spelts) => spelts.length === 0)) return { kind: 'nothing' };
  const terms = alternatives.map((spelts) => spelts.map((spelt) => `(${spelt})`).join(' | '));
  const query = terms.map((term) => `(${term})`).join(' & ');
  return {
    kind: 'words',
    query,
    inTitle: inTitle(query),
    anyWord: terms.map((term) => `(${term})`).join(' | '),
  };
}
