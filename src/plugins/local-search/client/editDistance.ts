import {typoTolerance} from '../shared/format';

/**
 * Optimal string alignment distance (Levenshtein plus adjacent swaps, the
 * way typo tolerance counts "teh" as one typo), giving up as soon as the
 * distance must exceed `limit`. Returns `limit + 1` in that case.
 */
export function boundedEditDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) {
    return limit + 1;
  }
  const columns = b.length + 1;
  let previousPrevious = new Array<number>(columns).fill(0);
  let previous = Array.from({length: columns}, (_, index) => index);
  let current = new Array<number>(columns).fill(0);
  for (let i = 1; i <= a.length; i += 1) {
    current[0] = i;
    let rowMinimum = current[0]!;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, previousPrevious[j - 2]! + 1);
      }
      current[j] = value;
      rowMinimum = Math.min(rowMinimum, value);
    }
    if (rowMinimum > limit) {
      return limit + 1;
    }
    [previousPrevious, previous, current] = [previous, current, previousPrevious];
  }
  return Math.min(previous[b.length]!, limit + 1);
}

/** Typos a query word of this length may contain. */
export function allowedTypos(word: string): number {
  if (word.length >= typoTolerance.minWordSizefor2Typos) {
    return 2;
  }
  return word.length >= typoTolerance.minWordSizefor1Typo ? 1 : 0;
}

/**
 * How many typos separate a query word from an indexed term: 1 or 2, or 0
 * when the term is no typo match (too far, or the word too short to allow
 * typos). The first letter must match, as Algolia requires. The last query
 * word may still be being typed, so it is also compared with the term's start.
 */
export function typoMatch(word: string, term: string, isLastWord: boolean): number {
  const typos = allowedTypos(word);
  if (typos === 0 || term[0] !== word[0]) {
    return 0;
  }
  let distance = boundedEditDistance(word, term, typos);
  if (isLastWord && term.length > word.length) {
    distance = Math.min(distance, boundedEditDistance(word, term.slice(0, word.length), typos));
  }
  return distance <= typos ? distance : 0;
}
