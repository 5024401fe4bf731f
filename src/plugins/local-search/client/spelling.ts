/**
 * "Did you mean": for query words the index does not hold as typed (not as a
 * term, a form of one, or the start of one), the closest indexed term, the
 * more frequent one on a tie. It reaches one typo further than typo
 * tolerance and past a wrong first letter, over the dictionaries of the
 * shards searched.
 */
import {allowedTypos, boundedEditDistance} from './editDistance';
import {firstLetterRange, holdsForm, type LoadedShard} from './engine';
import {toQueryWord, type QueryWord} from './queryWords';

/** Does any shard hold the word as typed (or a form of it, or, for the last word, a longer term)? */
function isIndexed(shards: LoadedShard[], word: string, isLastWord: boolean): boolean {
  return shards.some((shard) => holdsForm(shard.dictionary, word, isLastWord));
}

/** Closest indexed term, among those each shard's `ranges` cover, by edit distance then frequency. */
function closestIn(
  shards: LoadedShard[],
  word: string,
  limit: number,
  ranges: (terms: string[]) => Array<[start: number, end: number]>,
): string | undefined {
  let best: {term: string; distance: number; frequency: number} | undefined;
  const frequencies = new Map<string, number>();
  for (const shard of shards) {
    const {terms, postings, pagePostings} = shard.dictionary;
    for (const [start, end] of ranges(terms)) {
      for (let index = start; index < end; index += 1) {
        const term = terms[index]!;
        if (Math.abs(term.length - word.length) > limit) {
          continue;
        }
        const distance = boundedEditDistance(word, term, limit);
        if (distance > limit) {
          continue;
        }
        const frequency = (frequencies.get(term) ?? 0) + postings[index]!.length + pagePostings[index]!.length;
        frequencies.set(term, frequency);
        if (!best || distance < best.distance || (distance === best.distance && frequency > best.frequency)) {
          best = {term, distance, frequency};
        } else if (best.term === term) {
          best.frequency = frequency;
        }
      }
    }
  }
  return best?.term;
}

const closestCache = new Map<string, string | undefined>();

function closestTerm(shards: LoadedShard[], word: string): string | undefined {
  if (word.length < 4 || !/^[a-z]+$/.test(word)) {
    return undefined;
  }
  const key = `${shards.map((shard) => shard.entry.id).join(',')} ${word}`;
  if (!closestCache.has(key)) {
    if (closestCache.size > 256) {
      closestCache.clear();
    }
    // One typo more than typo tolerance allows: what it could not match, a suggestion can.
    const limit = allowedTypos(word) + 1;
    // Same first letter first; the other terms only when that finds nothing.
    const sameLetter = (terms: string[]) => firstLetterRange(terms, word[0]!);
    const found =
      closestIn(shards, word, limit, (terms) => [sameLetter(terms)]) ??
      closestIn(shards, word, limit, (terms) => {
        const [start, end] = sameLetter(terms);
        return [[0, start], [end, terms.length]];
      });
    closestCache.set(key, found);
  }
  return closestCache.get(key);
}

/** The query words with misspelt ones replaced, or undefined when nothing needs replacing. */
export function suggestSpelling(shards: LoadedShard[], words: QueryWord[]): Array<QueryWord & {typed: string}> | undefined {
  let changed = false;
  const respelled = words.map((word, index) => {
    if (isIndexed(shards, word.term, index === words.length - 1)) {
      return {...word, typed: word.term};
    }
    const replacement = closestTerm(shards, word.term);
    if (!replacement) {
      return {...word, typed: word.term};
    }
    changed = true;
    return {...toQueryWord(replacement), typed: word.term};
  });
  return changed ? respelled : undefined;
}

/** The reader's own query with the misspelt words replaced, keeping everything else as typed. */
export function respellQuery(query: string, words: Array<QueryWord & {typed: string}>): string {
  let result = query;
  for (const word of words) {
    if (word.typed !== word.term) {
      result = result.replace(new RegExp(`(^|[^\\p{L}\\p{N}])${word.typed}(?![\\p{L}\\p{N}])`, 'iu'), `$1${word.term}`);
    }
  }
  return result;
}
