import {typoTolerance} from '../shared/format';

/** Rows of the distance table, reused from call to call: the vocabulary scan runs this on every term of a letter. */
let rows = [new Int32Array(32), new Int32Array(32), new Int32Array(32)];

/**
 * Optimal string alignment distance (Levenshtein plus adjacent swaps, the
 * way typo tolerance counts "teh" as one typo) between `a` and the first
 * `bLength` characters of `b`, giving up as soon as the distance must
 * exceed `limit`. Returns `limit + 1` in that case.
 *
 * Only the band of cells within `limit` of the diagonal is filled: a cell
 * further off is more than `limit` edits away whatever the letters, so the
 * cells just outside the band hold `limit + 1`. Per keystroke this runs on
 * thousands of terms, which is why it neither allocates nor fills the rest.
 */
export function boundedEditDistance(a: string, b: string, limit: number, bLength = b.length): number {
  const aLength = a.length;
  const outside = limit + 1;
  if (Math.abs(aLength - bLength) > limit) {
    return outside;
  }
  if (rows[0]!.length <= bLength + 1) {
    rows = rows.map(() => new Int32Array(2 * (bLength + 1)));
  }
  let [previousPrevious, previous, current] = rows as [Int32Array, Int32Array, Int32Array];
  for (let j = 0; j <= Math.min(bLength, limit + 1); j += 1) {
    previous[j] = j;
  }
  for (let i = 1; i <= aLength; i += 1) {
    const low = Math.max(1, i - limit);
    const high = Math.min(bLength, i + limit);
    current[low - 1] = low === 1 ? i : outside;
    let rowMinimum = current[low - 1]!;
    const letter = a.charCodeAt(i - 1);
    for (let j = low; j <= high; j += 1) {
      let value = previous[j - 1]! + (letter === b.charCodeAt(j - 1) ? 0 : 1);
      if (previous[j]! + 1 < value) value = previous[j]! + 1;
      if (current[j - 1]! + 1 < value) value = current[j - 1]! + 1;
      if (i > 1 && j > 1 && letter === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === b.charCodeAt(j - 1) && previousPrevious[j - 2]! + 1 < value) {
        value = previousPrevious[j - 2]! + 1;
      }
      current[j] = value;
      if (value < rowMinimum) rowMinimum = value;
    }
    if (high < bLength) {
      current[high + 1] = outside;
    }
    if (rowMinimum > limit) {
      return outside;
    }
    [previousPrevious, previous, current] = [previous, current, previousPrevious];
  }
  return Math.min(previous[bLength]!, outside);
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
    distance = Math.min(distance, boundedEditDistance(word, term, typos, word.length));
  }
  return distance <= typos ? distance : 0;
}
