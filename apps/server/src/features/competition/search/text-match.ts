import { distance } from 'fastest-levenshtein';
import { SEARCH_SCORE_CUTOFF } from '@team7790/shared/competition/contracts/search';

/**
 * How well a query matches an item, best first. Results are ranked by rank, then (fuzzy only) by
 * score, then in the tab's display order.
 */
export const Rank = {
  /** The team number, the event key, or the event code (the key without its year). */
  exactId: 0,
  /** A whole name: nickname, event name, short name, city or district. */
  exactName: 1,
  /** The start of a name ('traverse' in 'Traverse City'). */
  prefix: 2,
  /** Whole words inside a name ('lake city' in 'FIM District Lake City Event'). */
  wholeWord: 3,
  /** The start of a word inside a name, or every query word starting a word of the item. */
  wordStart: 4,
  /** Anywhere inside a name or identifier. */
  substring: 5,
  /** An edit-distance match below the cutoff. */
  fuzzy: 6,
} as const;
export type Rank = (typeof Rank)[keyof typeof Rank];

/** Lower case, accents dropped ('Montréal' -> 'montreal'), spaces collapsed. */
export function normalize(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** A letter or digit of normalized text (lower case); NaN past either end is not. */
const isWordChar = (code: number) => (code >= 97 && code <= 122) || (code >= 48 && code <= 57);

/** The rank of `query` inside one text (both normalized), or null when the text does not contain it. */
export function textRank(query: string, text: string): Rank | null {
  let at = text.indexOf(query);
  if (at < 0) return null;
  if (at === 0) return query.length === text.length ? Rank.exactName : Rank.prefix;
  let best: Rank = Rank.substring;
  while (at >= 0) {
    if (!isWordChar(text.charCodeAt(at - 1))) {
      if (!isWordChar(text.charCodeAt(at + query.length))) return Rank.wholeWord;
      best = Rank.wordStart;
    }
    at = text.indexOf(query, at + 1);
  }
  return best;
}

/** True when every query word starts a word of one of the texts ('michigan hemlock'). */
export function everyWordStarts(words: readonly string[], texts: readonly string[]): boolean {
  return words.every((word) =>
    texts.some((text) => {
      const rank = textRank(word, text);
      return rank !== null && rank <= Rank.wordStart;
    }),
  );
}

/**
 * Compared text and query lengths differing by more than this are non-matches, whatever their
 * edit distance: a third of the query's length, and never less than 2 letters.
 */
export const maxLengthDifference = (queryLength: number) => Math.max(2, Math.floor(queryLength / 3));

/**
 * The share of differing letters a fuzzy score of 1 stands for. Two unrelated words of the same length
 * already differ in 60-80% of their letters, so a plain distance-over-length score under 0.8 would keep
 * almost anything ('milac' -> 'polar' is 3 letters in 5); measured against 40% of the length, the 0.8
 * cutoff keeps names where fewer than 32% of the letters differ (under one letter in three).
 */
export const FUZZY_FULL_SCALE = 0.4;

/**
 * Spec 2's fuzzy edit-distance score of a query against one name: 0 is identical, 1 is far off.
 * The query is compared with every run of as many consecutive words of the name (one fewer and one
 * more too, for a missing or an extra space) and with the whole name; a run whose length differs too
 * much from the query's is a non-match. The score is the Levenshtein distance over 40% of the longer of
 * the two lengths (at most 1), the best over the runs; null when no run is comparable.
 */
export function fuzzyScore(query: string, queryWords: number, nameWords: readonly string[]): number | null {
  const limit = maxLengthDifference(query.length);
  const largest = Math.min(queryWords + 1, nameWords.length);
  let best: number | null = null;
  for (let size = Math.max(1, queryWords - 1); size <= largest; size++) {
    for (let i = 0; i + size <= nameWords.length; i++) {
      const score = partScore(query, size === 1 ? nameWords[i]! : nameWords.slice(i, i + size).join(' '), limit);
      if (score !== null && (best === null || score < best)) best = score;
    }
  }
  if (nameWords.length > largest) {
    const score = partScore(query, nameWords.join(' '), limit);
    if (score !== null && (best === null || score < best)) best = score;
  }
  return best;
}

function partScore(query: string, part: string, limit: number): number | null {
  if (Math.abs(part.length - query.length) > limit) return null;
  return Math.min(1, distance(query, part) / (FUZZY_FULL_SCALE * Math.max(query.length, part.length)));
}

/** A fuzzy score is kept only below the spec's cutoff (0.8). */
export const fuzzyKept = (score: number | null): score is number => score !== null && score < SEARCH_SCORE_CUTOFF;
