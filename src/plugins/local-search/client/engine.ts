/**
 * Query evaluation over loaded shards: which records match every query word,
 * and in which order, following the DocSearch ranking (fewer typos first,
 * then the better attribute: a heading before its page title before a
 * parent heading before paragraph text, then exact words, then section rank,
 * heading level and position in the page).
 */
import {typoMatch} from './editDistance';
import {bucketKey, type ShardEntry, type ShardHead, type TermBucket} from '../shared/indexFormat';
import {stem, tokenSpans} from '../shared/tokenize';
import type {QueryWord} from './queryWords';
import {levelWeightOfDepth} from '../shared/format';

/** Match quality of a word against an indexed term; 0 is no match. */
export const quality = {exact: 5, sameStem: 4, prefix: 3, oneTypo: 2, twoTypos: 1} as const;

const typosOfQuality = [0, 2, 1, 0, 0, 0];

/** Attribute ranks, lower is better. */
const attribute = {ownHeading: 0, pageTitle: 1, parentHeading: 2, content: 3, pageContext: 4} as const;

export interface LoadedBucket {
  terms: string[];
  /** Decoded postings: `record * 2 + field`. */
  postings: Int32Array[];
  stems: Map<string, number[]>;
}

export interface LoadedShard {
  entry: ShardEntry;
  head: ShardHead;
  recordCount: number;
  /** Heading level per record, 0 for content. */
  level: Uint8Array;
  recordPage: Int32Array;
  pageFirstRecord: Int32Array;
  /** Index into `head.headings` for headings, into the page content for content. */
  textIndex: Int32Array;
  /** Nearest enclosing heading record, -1 for a page title. */
  parent: Int32Array;
  anchor: string[];
  buckets: Map<string, LoadedBucket>;
}

export function loadBucket(bucket: TermBucket): LoadedBucket {
  const stems = new Map<string, number[]>();
  bucket.terms.forEach((term, index) => {
    const key = stem(term);
    const list = stems.get(key);
    if (list) {
      list.push(index);
    } else {
      stems.set(key, [index]);
    }
  });
  const postings = bucket.postings.map((deltas) => {
    const decoded = new Int32Array(deltas.length);
    let value = 0;
    deltas.forEach((delta, index) => {
      value += delta;
      decoded[index] = value;
    });
    return decoded;
  });
  return {terms: bucket.terms, postings, stems};
}

export function loadShard(entry: ShardEntry, head: ShardHead): LoadedShard {
  const recordCount = head.types.length;
  const level = new Uint8Array(recordCount);
  const recordPage = new Int32Array(recordCount);
  const pageFirstRecord = new Int32Array(head.pages.length + 1);
  const textIndex = new Int32Array(recordCount);
  const parent = new Int32Array(recordCount);
  const anchor = new Array<string>(recordCount);
  let record = 0;
  let headingCount = 0;
  head.pages.forEach((row, pageIndex) => {
    pageFirstRecord[pageIndex] = record;
    const ancestors: number[] = [];
    let contentCount = 0;
    let currentAnchor = '';
    for (let offset = 0; offset < row[3]; offset += 1, record += 1) {
      const recordLevel = head.types.charCodeAt(record) - 48;
      level[record] = recordLevel;
      recordPage[record] = pageIndex;
      if (recordLevel === 0) {
        textIndex[record] = contentCount;
        contentCount += 1;
        parent[record] = ancestors[ancestors.length - 1] ?? -1;
      } else {
        while (ancestors.length > 0 && level[ancestors[ancestors.length - 1]!]! >= recordLevel) {
          ancestors.pop();
        }
        parent[record] = ancestors[ancestors.length - 1] ?? -1;
        ancestors.push(record);
        textIndex[record] = headingCount;
        currentAnchor = head.anchors[headingCount] ?? '';
        headingCount += 1;
      }
      anchor[record] = currentAnchor;
    }
  });
  pageFirstRecord[head.pages.length] = record;
  return {entry, head, recordCount, level, recordPage, pageFirstRecord, textIndex, parent, anchor, buckets: new Map()};
}

function lowerBound(terms: string[], word: string): number {
  let low = 0;
  let high = terms.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (terms[middle]! < word) {
      low = middle + 1;
    } else {
      high = middle;
    }
  }
  return low;
}

/** Indexed terms a query word matches, with the quality of each match. */
export function matchTerms(bucket: LoadedBucket, word: string, isLastWord: boolean): Map<number, number> {
  const matches = new Map<number, number>();
  const {terms} = bucket;
  const offer = (index: number, value: number) => {
    if ((matches.get(index) ?? 0) < value) {
      matches.set(index, value);
    }
  };
  for (const index of bucket.stems.get(stem(word)) ?? []) {
    offer(index, quality.sameStem);
  }
  const start = lowerBound(terms, word);
  if (terms[start] === word) {
    offer(start, quality.exact);
  }
  if (isLastWord) {
    for (let index = start; index < terms.length && terms[index]!.startsWith(word); index += 1) {
      offer(index, quality.prefix);
    }
  }
  terms.forEach((term, index) => {
    if ((matches.get(index) ?? 0) >= quality.prefix) {
      return;
    }
    const typos = typoMatch(word, term, isLastWord);
    if (typos > 0) {
      offer(index, typos === 1 ? quality.oneTypo : quality.twoTypos);
    }
  });
  return matches;
}

/** Does the bucket hold the word, a form of it (same stem) or, for the last word, a longer term? */
export function holdsForm(bucket: LoadedBucket, word: string, isLastWord: boolean): boolean {
  if (bucket.stems.has(stem(word))) {
    return true;
  }
  const next = bucket.terms[lowerBound(bucket.terms, word)];
  return next === word || (isLastWord && next !== undefined && next.startsWith(word));
}

/** Indexed terms equal to an alternative of a query word, or sharing its stem. */
function matchAlternative(bucket: LoadedBucket, alternative: string): number[] {
  const found = [...(bucket.stems.get(stem(alternative)) ?? [])];
  const start = lowerBound(bucket.terms, alternative);
  if (bucket.terms[start] === alternative) {
    found.push(start);
  }
  return found;
}

/** Buckets a query needs from every shard. */
export function bucketsForWords(words: QueryWord[]): string[] {
  return [...new Set(words.flatMap((word) => [word.term, ...word.alternatives]).map(bucketKey))];
}

export interface RankedRecord {
  shard: LoadedShard;
  record: number;
  /** Sort keys, compared in order; see `compareRanked`. */
  typos: number;
  attributeRank: number;
  exactWords: number;
  pageRank: number;
  levelWeight: number;
  position: number;
  /** Query words the record matches: all of them unless the query was relaxed. */
  matchedWords: number;
  /** Bit i is set when the record matches word i. */
  matchedMask: number;
}

interface WordMatches {
  /** Best quality per record for the record's own text (field 0). */
  own: Uint8Array;
  /** Best quality per title record for its page context (field 1). */
  context: Uint8Array;
}

function collectWordMatches(shard: LoadedShard, word: QueryWord, isLastWord: boolean, touchedPages: Set<number>): WordMatches {
  const own = new Uint8Array(shard.recordCount);
  const context = new Uint8Array(shard.recordCount);
  const addPostings = (bucket: LoadedBucket, termIndex: number, matchQuality: number) => {
    for (const posting of bucket.postings[termIndex]!) {
      const record = posting >> 1;
      const target = posting & 1 ? context : own;
      if (target[record]! < matchQuality) {
        target[record] = matchQuality;
      }
      touchedPages.add(shard.recordPage[record]!);
    }
  };
  const bucket = shard.buckets.get(bucketKey(word.term));
  if (bucket) {
    for (const [termIndex, matchQuality] of matchTerms(bucket, word.term, isLastWord)) {
      addPostings(bucket, termIndex, matchQuality);
    }
  }
  // A synonym counts as much as another form of the word itself.
  for (const alternative of word.alternatives) {
    const alternativeBucket = shard.buckets.get(bucketKey(alternative));
    if (alternativeBucket) {
      matchAlternative(alternativeBucket, alternative).forEach((termIndex) =>
        addPostings(alternativeBucket, termIndex, quality.sameStem),
      );
    }
  }
  return {own, context};
}

const normalizedHeadings = new WeakMap<LoadedShard, Map<number, string>>();

/** Is this heading record's whole text the word (ignoring case and punctuation)? */
function headingIs(shard: LoadedShard, record: number, word: string): boolean {
  let cache = normalizedHeadings.get(shard);
  if (!cache) {
    cache = new Map();
    normalizedHeadings.set(shard, cache);
  }
  let normalized = cache.get(record);
  if (normalized === undefined) {
    normalized = tokenSpans(shard.head.headings[shard.textIndex[record]!] ?? '')
      .map((span) => span.term)
      .join(' ');
    cache.set(record, normalized);
  }
  return normalized === word;
}

/**
 * Records of a shard that match at least `minMatched` of the words (by
 * default every word), with their ranking keys.
 */
export function rankShard(shard: LoadedShard, words: QueryWord[], minMatched = words.length): RankedRecord[] {
  if (words.length === 0) {
    return [];
  }
  const touchedPages = new Set<number>();
  const perWord = words.map((word, index) =>
    collectWordMatches(shard, word, index === words.length - 1, touchedPages),
  );
  const singleWord = words.length === 1;
  const ranked: RankedRecord[] = [];
  for (const page of touchedPages) {
    const first = shard.pageFirstRecord[page]!;
    const end = shard.pageFirstRecord[page + 1]!;
    const pageRank = shard.head.pages[page]![2];
    for (let record = first; record < end; record += 1) {
      let typos = 0;
      let attributeRank = 0;
      let exactWords = 0;
      let matchedWords = 0;
      let matchedMask = 0;
      let missedWords = 0;
      for (let wordIndex = 0; wordIndex < perWord.length; wordIndex += 1) {
        const {own, context} = perWord[wordIndex]!;
        // Best match among the record itself, its headings and its page: fewest
        // typos first, then the best attribute, then the more exact word.
        let bestQuality = own[record]!;
        let bestAttribute: number = shard.level[record]! > 0 ? attribute.ownHeading : attribute.content;
        let bestSource = record;
        const consider = (candidateQuality: number, candidateAttribute: number, source: number) => {
          if (candidateQuality === 0) {
            return;
          }
          const better =
            bestQuality === 0 ||
            typosOfQuality[candidateQuality]! < typosOfQuality[bestQuality]! ||
            (typosOfQuality[candidateQuality] === typosOfQuality[bestQuality] &&
              (candidateAttribute < bestAttribute ||
                (candidateAttribute === bestAttribute && candidateQuality > bestQuality)));
          if (better) {
            bestQuality = candidateQuality;
            bestAttribute = candidateAttribute;
            bestSource = source;
          }
        };
        for (let ancestor = shard.parent[record]!; ancestor >= 0; ancestor = shard.parent[ancestor]!) {
          consider(own[ancestor]!, shard.level[ancestor] === 1 ? attribute.pageTitle : attribute.parentHeading, ancestor);
        }
        consider(context[first]!, attribute.pageContext, -1);
        if (bestQuality === 0) {
          missedWords += 1;
          if (words.length - missedWords < minMatched) {
            break;
          }
          continue;
        }
        matchedWords += 1;
        matchedMask |= 1 << wordIndex;
        typos += typosOfQuality[bestQuality]!;
        attributeRank += bestAttribute;
        // A one-word query is "exact" only on a heading that is that word
        // (Algolia's exactOnSingleWordQuery: attribute); otherwise count words.
        if (singleWord) {
          exactWords += bestSource >= 0 && shard.level[bestSource]! > 0 && headingIs(shard, bestSource, words[0]!.term) ? 1 : 0;
        } else {
          exactWords += bestQuality === quality.exact ? 1 : 0;
        }
      }
      if (matchedWords >= minMatched && matchedWords > 0) {
        const recordLevel = shard.level[record]!;
        ranked.push({
          shard,
          record,
          typos,
          attributeRank,
          exactWords,
          pageRank,
          levelWeight: levelWeightOfDepth(recordLevel),
          position: record - first,
          matchedWords,
          matchedMask,
        });
      }
    }
  }
  return ranked;
}

export function compareRanked(a: RankedRecord, b: RankedRecord): number {
  return (
    b.matchedWords - a.matchedWords ||
    a.typos - b.typos ||
    a.attributeRank - b.attributeRank ||
    b.exactWords - a.exactWords ||
    b.pageRank - a.pageRank ||
    b.levelWeight - a.levelWeight ||
    a.position - b.position
  );
}

export function recordUrl(shard: LoadedShard, record: number): string {
  const url = shard.head.pages[shard.recordPage[record]!]![0];
  const anchor = shard.anchor[record];
  return anchor ? `${url}#${anchor}` : url;
}

/** Keeps the best record per URL, as DocSearch's `distinct` on `url` does. */
export function distinctByUrl(sorted: RankedRecord[]): RankedRecord[] {
  const seen = new Set<string>();
  return sorted.filter((ranked) => {
    const url = recordUrl(ranked.shard, ranked.record);
    if (seen.has(url)) {
      return false;
    }
    seen.add(url);
    return true;
  });
}

/**
 * How well a query word matches one word of a text; the highlighter uses it
 * to mark the same words the index matched. 0 means no match.
 */
export function wordMatchQuality(word: string, term: string, isLastWord: boolean): number {
  if (term === word) {
    return quality.exact;
  }
  if (term[0] === word[0] && stem(term) === stem(word)) {
    return quality.sameStem;
  }
  if (isLastWord && term.startsWith(word)) {
    return quality.prefix;
  }
  const typos = typoMatch(word, term, isLastWord);
  if (typos === 0) {
    return 0;
  }
  return typos === 1 ? quality.oneTypo : quality.twoTypos;
}
