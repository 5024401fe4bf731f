/**
 * A query word that the docs write as two ("opengraph" for "Open Graph",
 * "darkmode" for "dark mode"): when the word matches nothing, not even with
 * a typo, and it reads as two indexed words of three letters or more, it
 * counts as those two words. The reverse of compoundWords.ts.
 */
import {cachedWordMatches, holdsForm, type LoadedShard} from './engine';
import {toQueryWord, type QueryWord} from './queryWords';

const shortestPart = 3;

/** The two indexed words the term reads as, the split with the longer shorter part first; undefined if none. */
export function splitInTwo(term: string, shards: LoadedShard[], isLastWord: boolean): [string, string] | undefined {
  const holds = (part: string, last: boolean) => shards.some((shard) => holdsForm(shard.dictionary, part, last));
  let best: [string, string] | undefined;
  for (let at = shortestPart; at <= term.length - shortestPart; at += 1) {
    const left = term.slice(0, at);
    const right = term.slice(at);
    const better = !best || Math.min(left.length, right.length) > Math.min(best[0].length, best[1].length);
    if (better && holds(left, false) && holds(right, isLastWord)) {
      best = [left, right];
    }
  }
  return best;
}

export function withSplitWords(words: QueryWord[], shards: LoadedShard[]): QueryWord[] {
  return words.flatMap((word, index) => {
    const isLastWord = index === words.length - 1;
    if (!/^[a-z]+$/.test(word.term) || shards.some((shard) => cachedWordMatches(shard, word, isLastWord).pages.length > 0)) {
      return [word];
    }
    const parts = splitInTwo(word.term, shards, isLastWord);
    return parts ? parts.map(toQueryWord) : [word];
  });
}
