/**
 * Query evaluation over loaded shards: which pages match the query words
 * (anywhere in the page; with fewer words when the query is relaxed), which
 * of their records to list, and in which order: a score for where the words
 * are (a title or heading over text, text over the page's sidebar context)
 * times how well they match (exact, another form or a synonym, a prefix,
 * typos), plus how much of the page is about the words; then fewer typos,
 * section rank, heading level and position in the page. Results come one
 * page at a time, with its best sections under it.
 */
import {typoMatch} from './editDistance';
import {keywordPhraseKeys, wordSetKey} from './keywordPhrases';
import {decodeDeltas, type ShardEntry, type ShardHead} from '../shared/indexFormat';
import {indexTerms, isOneName, isPunctuatedName, stem, stopWords, tokenSpans} from '../shared/tokenize';
import type {QueryWord} from './queryWords';
import {levelWeightOfDepth} from '../shared/format';

/** Match quality of a word against an indexed term; 0 is no match. */
export const quality = {exact: 5, sameStem: 4, prefix: 3, oneTypo: 2, twoTypos: 1} as const;

const typosOfQuality = [0, 2, 1, 0, 0, 0];


export interface LoadedDictionary {
  terms: string[];
  /** Decoded postings of heading records and page contexts: `record * 2 + field`. */
  postings: Int32Array[];
  /** Decoded pages whose paragraphs hold the term. */
  pagePostings: Int32Array[];
  stems: Map<string, number[]>;
}

/** A page's paragraph text, once downloaded, and which of its records hold each term. */
export interface PageText {
  content: string[];
  recordsOfTerm: Map<string, number[]>;
  /** Names its code blocks write that its text does not, lower case (see `PageContent`). */
  codeNames: Set<string>;
  /** Lines of its code blocks, lower case (see `PageContent`). */
  codeText: string;
  /** Its front-matter keywords written as phrases, as `keywordPhraseKeys` compares them. */
  keywordPhrases: Set<string>;
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
  dictionary: LoadedDictionary;
  /** Paragraph texts downloaded so far, by page. */
  texts: Map<number, PageText>;
  /**
   * Recent word matches: while a reader types, the words before the last one
   * come back with every keystroke (and again when a query is relaxed).
   */
  wordMatchCache: Map<string, WordMatches>;
}

function loadDictionary(head: ShardHead): LoadedDictionary {
  const stems = new Map<string, number[]>();
  head.terms.forEach((term, index) => {
    const key = stem(term);
    const list = stems.get(key);
    if (list) {
      list.push(index);
    } else {
      stems.set(key, [index]);
    }
  });
  return {terms: head.terms, postings: head.postings.map(decodeDeltas), pagePostings: head.pagePostings.map(decodeDeltas), stems};
}

/** Keeps a page's paragraph text with the shard, so that its paragraphs can be listed from now on. */
export function attachPageText(shard: LoadedShard, page: number, content: string[]): void {
  if (shard.texts.has(page)) {
    return;
  }
  const recordsOfTerm = new Map<string, number[]>();
  let paragraphs = 0;
  for (let record = shard.pageFirstRecord[page]!; record < shard.pageFirstRecord[page + 1]!; record += 1) {
    if (shard.level[record] !== 0) {
      continue;
    }
    paragraphs += 1;
    for (const term of new Set(indexTerms(content[shard.textIndex[record]!] ?? ''))) {
      const list = recordsOfTerm.get(term);
      if (list) {
        list.push(record);
      } else {
        recordsOfTerm.set(term, [record]);
      }
    }
  }
  const codeNames = new Set((content[paragraphs] ?? '').split(' ').filter(Boolean));
  const keywordPhrases = keywordPhraseKeys((content[paragraphs + 2] ?? '').split('\n'));
  shard.texts.set(page, {content, recordsOfTerm, codeNames, codeText: content[paragraphs + 1] ?? '', keywordPhrases});
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
  return {
    entry,
    head,
    recordCount,
    level,
    recordPage,
    pageFirstRecord,
    textIndex,
    parent,
    anchor,
    dictionary: loadDictionary(head),
    texts: new Map(),
    wordMatchCache: new Map(),
  };
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

/** Indexes of the terms that start with this character. */
export function firstLetterRange(terms: string[], letter: string): [start: number, end: number] {
  return [lowerBound(terms, letter), lowerBound(terms, String.fromCharCode(letter.charCodeAt(0) + 1))];
}

/** Shortest word whose first letter may be a typo: in shorter ones, another first letter is usually another word. */
const firstLetterTypoMinLength = 5;

const termLetters = 'abcdefghijklmnopqrstuvwxyz0123456789';

/** The spellings one edit away from the word that start with another letter. */
function firstLetterEdits(word: string): string[] {
  const rest = word.slice(1);
  const spellings = [rest, word[1]! + word[0]! + word.slice(2)];
  for (const letter of termLetters) {
    spellings.push(letter + word, letter + rest);
  }
  return spellings.filter((spelling) => spelling[0] !== word[0]);
}

/** Is the word one typo from the singular of a plural term ("equaton", "equations")? */
function isTypoOfSingular(word: string, term: string): boolean {
  return term.length > word.length && term.endsWith('s') && typoMatch(word, term.slice(0, -1), false) === 1;
}

/** Indexed terms a query word matches, with the quality of each match. */
export function matchTerms(dictionary: LoadedDictionary, word: string, isLastWord: boolean): Map<number, number> {
  const matches = new Map<number, number>();
  const {terms} = dictionary;
  const offer = (index: number, value: number) => {
    if ((matches.get(index) ?? 0) < value) {
      matches.set(index, value);
    }
  };
  for (const index of dictionary.stems.get(stem(word)) ?? []) {
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
  // Typos keep the first letter (as Algolia's do), which limits the scan to one letter's terms...
  const [first, end] = firstLetterRange(terms, word[0] ?? '');
  for (let index = first; index < end; index += 1) {
    if ((matches.get(index) ?? 0) >= quality.prefix) {
      continue;
    }
    const typos = typoMatch(word, terms[index]!, isLastWord);
    if (typos > 0) {
      offer(index, typos === 1 ? quality.oneTypo : quality.twoTypos);
    }
  }
  // ...unless the word matches nothing that way: then one edit in the first letter (dropped, added,
  // replaced or swapped with the next), in a word of 5 letters or more ("ebuild" for "rebuild"),
  // ranked as two typos would be. Each such spelling is looked up, not scanned for. On typo variants
  // of the golden queries (bench:search), those in the first letter went from 65% to 95-99% hit@3.
  // ...and a typo in a word the docs only write in the plural ("equaton" for "equations", two edits
  // away) is one typo from the singular.
  if (matches.size === 0) {
    for (let index = first; index < end; index += 1) {
      if (isTypoOfSingular(word, terms[index]!)) {
        offer(index, quality.oneTypo);
      }
    }
  }
  if (matches.size === 0 && word.length >= firstLetterTypoMinLength) {
    for (const spelling of firstLetterEdits(word)) {
      for (let index = lowerBound(terms, spelling); terms[index] !== undefined; index += 1) {
        const term = terms[index]!;
        if (term === spelling || (isLastWord && term.startsWith(spelling))) {
          offer(index, quality.twoTypos);
        } else {
          break;
        }
      }
    }
  }
  return matches;
}

/** Does the dictionary hold the word, a form of it (same stem) or, for the last word, a longer term? */
export function holdsForm(dictionary: LoadedDictionary, word: string, isLastWord: boolean): boolean {
  if (dictionary.stems.has(stem(word))) {
    return true;
  }
  const next = dictionary.terms[lowerBound(dictionary.terms, word)];
  return next === word || (isLastWord && next !== undefined && next.startsWith(word));
}

/** Indexed terms equal to an alternative of a query word, or sharing its stem. */
function matchAlternative(dictionary: LoadedDictionary, alternative: string): number[] {
  const found = [...(dictionary.stems.get(stem(alternative)) ?? [])];
  const start = lowerBound(dictionary.terms, alternative);
  if (dictionary.terms[start] === alternative) {
    found.push(start);
  }
  return found;
}

export interface RankedRecord {
  shard: LoadedShard;
  record: number;
  /** Bit i is set when the page matches word i. */
  matchedMask: number;
  /** Where and how well the words match; see `placeWeight` and `qualityFactor`. */
  score: number;
  /** Typos in the matched words. */
  typos: number;
  pageRank: number;
  levelWeight: number;
  position: number;
}

interface WordMatches {
  /** Best quality per record for the record's own text (field 0). */
  own: Uint8Array;
  /** Best quality per title record for its page context (field 1). */
  context: Uint8Array;
  /** Best quality per page in paragraphs whose text is not downloaded yet. */
  unlistedText: Uint8Array;
  /** Pages with a match. */
  pages: number[];
}

/** Word matches kept per shard, at most. */
const wordMatchCacheSize = 64;

export function cachedWordMatches(shard: LoadedShard, word: QueryWord, isLastWord: boolean): WordMatches {
  // The texts loaded are part of the key: a text that arrives later lists more records.
  const key = `${isLastWord ? 1 : 0} ${shard.texts.size} ${word.term} ${word.alternatives.join(' ')}`;
  let matches = shard.wordMatchCache.get(key);
  if (!matches) {
    if (shard.wordMatchCache.size >= wordMatchCacheSize) {
      shard.wordMatchCache.clear();
    }
    matches = collectWordMatches(shard, word, isLastWord);
    shard.wordMatchCache.set(key, matches);
  }
  return matches;
}

function collectWordMatches(shard: LoadedShard, word: QueryWord, isLastWord: boolean): WordMatches {
  const own = new Uint8Array(shard.recordCount);
  const context = new Uint8Array(shard.recordCount);
  const unlistedText = new Uint8Array(shard.head.pages.length);
  const touchedPages = new Set<number>();
  const {dictionary} = shard;
  const raise = (target: Uint8Array, index: number, matchQuality: number) => {
    if (target[index]! < matchQuality) {
      target[index] = matchQuality;
    }
  };
  const addPostings = (termIndex: number, matchQuality: number) => {
    for (const posting of dictionary.postings[termIndex]!) {
      const record = posting >> 1;
      raise(posting & 1 ? context : own, record, matchQuality);
      touchedPages.add(shard.recordPage[record]!);
    }
    for (const page of dictionary.pagePostings[termIndex]!) {
      touchedPages.add(page);
      const text = shard.texts.get(page);
      if (!text) {
        raise(unlistedText, page, matchQuality);
        continue;
      }
      for (const record of text.recordsOfTerm.get(dictionary.terms[termIndex]!) ?? []) {
        raise(own, record, matchQuality);
      }
    }
  };
  for (const [termIndex, matchQuality] of matchTerms(dictionary, word.term, isLastWord)) {
    addPostings(termIndex, matchQuality);
  }
  // A synonym counts as much as another form of the word itself.
  for (const alternative of word.alternatives) {
    matchAlternative(dictionary, alternative).forEach((termIndex) => addPostings(termIndex, quality.sameStem));
  }
  return {own, context, unlistedText, pages: [...touchedPages]};
}

/**
 * How much a word counts by where it matched: in the record's own heading
 * (the page title above a section heading), in a heading above the record,
 * in the page's context (section label, breadcrumbs, keywords front matter),
 * in the record's text, or only somewhere else in the same page. Titles,
 * headings and keywords name what a page is about; text merely mentions it.
 * The context weighs as a parent heading: at 4 (below text) the golden
 * queries of rounds 1-4 scored hit@3 96% / 89%, at 7 97% / 92% (README).
 */
const placeWeight = {ownTitle: 10, ownHeading: 9, pageTitle: 8, parentHeading: 7, content: 6, pageContext: 7, elsewhere: 2} as const;

/** Share of a place's weight a match keeps, by match quality (index: `quality`). */
const qualityFactor = [0, 0.4, 0.6, 0.8, 0.9, 1];

/** Bonus for a heading the query names in full (Algolia's exact single-word match, for any query). */
const wholeHeadingBonus = 3;

/**
 * Bonus for a heading that holds the query as typed, stop words and
 * punctuation included: "Who is it for?" for "who is it for", a CLI heading
 * for `docs:version` (not every heading with "docs" and "version").
 */
const phraseBonus = 4;
/**
 * Bonus per word for how many of a page's records hold it, log2(1 + count):
 * a page that keeps coming back to a word is about it, a page that says it
 * once is not ("slug" on the page that explains slugs, not on every page
 * with a slug in an example). On the 276 golden queries: hit@1 78% -> 85%,
 * hit@3 93% -> 95%.
 */
const topicWeight = 1;

/**
 * How much a page's length discounts its topic bonus: the count of records
 * holding a word is divided by (records in the page / average records per
 * page of its shard) to this power, as BM25 normalises term frequency by
 * document length. Long reference pages (theme configuration, the config
 * API, the v1 migration guide) hold most words many times without being
 * about them; they were in the top 3 of 1,319 golden queries and the first
 * answer of 182. Golden queries, rounds 1-102, at 0.4: hit@3 tuned 8,352 ->
 * 8,368 of 8,808, held-out 299 of 315 either way; hit@1 78% -> 80% tuned,
 * 80% -> 81% held-out. At 0.6 held-out hit@3 fell to 297.
 */
const topicLengthExponent = 0.4;

/**
 * Share of its weight a vague word keeps ("add", "make", "works": see
 * `QueryWord.vague`). Golden queries, tuned half (rounds 1-6, 676): 37 misses at 1,
 * 32 at 0.3 with the missing-word penalty kept, 30 with it waived as well.
 */
const vagueWordWeight = 0.3;

/**
 * Bonus for a page whose code blocks write a one-name query that its text never
 * does (`start_url` in a manifest example). At `phraseBonus` (4) pages that hold
 * "start" and "url" apart ranked above it; at 6, on rounds 1-74 (6,929 queries),
 * 3 found and 1 lost by one place; at 8, pages whose code writes `require.resolve`
 * passed the one whose text explains it (1 -> 7).
 */
const codeNameBonus = 1.5 * phraseBonus;

/**
 * Bonus for the title of a page with a front-matter keyword that says what the
 * query says (see keywordPhrases.ts), as for a heading that holds the query.
 * Golden queries, rounds 1-122: 12 found ("what is docusaurus", "side
 * navigation"), none lost; at half of it 9; at twice, the same 12, with 10
 * first answers lost instead of 5.
 */
const keywordPhraseBonus = phraseBonus;

/** Bonus per `pageRank` step, so that current docs come before the blog and the changelog. */
const pageRankBonus = 0.5;

const headingStemCache = new WeakMap<LoadedShard, Map<number, string[]>>();

/** Stems of the meaningful words of a heading record. */
function headingStems(shard: LoadedShard, record: number): string[] {
  let cache = headingStemCache.get(shard);
  if (!cache) {
    cache = new Map();
    headingStemCache.set(shard, cache);
  }
  let stems = cache.get(record);
  if (stems === undefined) {
    stems = tokenSpans(shard.head.headings[shard.textIndex[record]!] ?? '')
      .map((span) => span.term)
      .filter((term) => !stopWords.has(term))
      .map(stem);
    cache.set(record, stems);
  }
  return stems;
}

const headingTextCache = new WeakMap<LoadedShard, Array<[record: number, text: string]>>();

/** A query or heading as the phrase match compares them: lower case, single spaces. */
export function phraseText(text: string): string {
  return text.toLowerCase().replace(/\s+/g, ' ').trim();
}

/** Heading records whose text holds the phrase. */
function headingRecordsWithPhrase(shard: LoadedShard, phrase: string): number[] {
  let headings = headingTextCache.get(shard);
  if (!headings) {
    headings = [];
    for (let record = 0; record < shard.recordCount; record += 1) {
      if (shard.level[record]! > 0) {
        headings.push([record, phraseText(shard.head.headings[shard.textIndex[record]!] ?? '')]);
      }
    }
    headingTextCache.set(shard, headings);
  }
  return headings.filter(([, text]) => text.includes(phrase)).map(([record]) => record);
}

const lowerCaseTexts = new WeakMap<PageText, string[]>();

/** Paragraph records of the downloaded pages whose text holds the phrase. */
function textRecordsWithPhrase(shard: LoadedShard, phrase: string): number[] {
  const records: number[] = [];
  for (const [page, text] of shard.texts) {
    let lower = lowerCaseTexts.get(text);
    if (!lower) {
      lower = text.content.map((paragraph) => paragraph.toLowerCase());
      lowerCaseTexts.set(text, lower);
    }
    for (let record = shard.pageFirstRecord[page]!; record < shard.pageFirstRecord[page + 1]!; record += 1) {
      if (shard.level[record] === 0 && lower[shard.textIndex[record]!]?.includes(phrase)) {
        records.push(record);
      }
    }
  }
  return records;
}

/**
 * Downloaded pages whose code blocks write the name that their text never does;
 * a class name counts with its selector's dot (`navbar__title` for `.navbar__title`).
 */
function pagesWithCodeName(shard: LoadedShard, name: string): number[] {
  return downloadedPagesWhere(shard, (text) => text.codeNames.has(name) || text.codeNames.has(`.${name}`));
}

function downloadedPagesWhere(shard: LoadedShard, holds: (text: PageText) => boolean): number[] {
  return [...shard.texts].filter(([, text]) => holds(text)).map(([page]) => page);
}

/**
 * Is the query code as typed: a key and its value (`contents: write`,
 * `type: 'all'`), an attribute (`url=`), a tag (`<br />`), a browserslist
 * query (`> 1% in US`)? Such a query is searched for in code blocks too.
 * An apostrophe inside a word ("isn't") is English, not a quote.
 */
export function isCodeAsTyped(phrase: string): boolean {
  return phrase.length >= 3 && /[=:<>%{}()"]|'(?!\p{L})|(?<!\p{L})'/u.test(phrase);
}

/**
 * Is the query typed with punctuation in or around its words, as inline code
 * writes it: `node -v`, `action()`, `version-<name>.json`, `packages/`,
 * `showReadingTime: false`? Such a query is looked for as typed in paragraphs,
 * as a one-name query is. An apostrophe, a comma or the mark that ends a
 * sentence is English. Golden queries, rounds 1-102: 12 found (5 of them
 * held out), none lost.
 */
export function isTypedWithPunctuation(phrase: string): boolean {
  return /[^\p{L}\p{N}\s'’,?!]/u.test(phrase.replace(/[.?!]+$/, ''));
}

/** Pieces of a query typed as a line of code, at most (`git log -1 --format=%ct`: 4). */
const codeLineAtMostPieces = 5;

/**
 * Downloaded pages whose code blocks hold the phrase as typed, or else each of
 * its pieces of code: a reader types a command's flag as it reads
 * (`git log -1 --format=%ct`) where the code writes it as an argument
 * (`['log', '-1', '--format=%ct']`).
 */
function pagesWithCodePhrase(shard: LoadedShard, phrase: string): number[] {
  const whole = downloadedPagesWhere(shard, (text) => text.codeText.includes(phrase));
  const typedPieces = phrase.split(' ');
  // A longer query is a sentence around a name, whose pieces are found by its words.
  if (whole.length > 0 || typedPieces.length === 1 || typedPieces.length > codeLineAtMostPieces) {
    return whole;
  }
  const pieces = typedPieces.filter(isCodeAsTyped);
  return pieces.length === 0 ? whole : downloadedPagesWhere(shard, (text) => pieces.every((piece) => text.codeText.includes(piece)));
}

/**
 * Does the query name this heading in full: is every meaningful word of it a
 * query word, a form of one or a synonym? ("Search" for "add search to my site".)
 */
function headingIsNamed(shard: LoadedShard, record: number, queryStems: Set<string>): boolean {
  const stems = headingStems(shard, record);
  return stems.length > 0 && stems.every((headingStem) => queryStems.has(headingStem));
}

/**
 * Records of a shard whose page matches at least `minMatched` of the words
 * (by default every word), or `optionalWords` fewer at a cost in score,
 * with their ranking keys. A page matches a word
 * anywhere in it; the records listed are its title and the records that
 * hold a word themselves, each scored by where its words are.
 */
export function rankShard(
  shard: LoadedShard,
  words: QueryWord[],
  minMatched = words.length,
  optionalWords = 0,
  wordWeights: number[] = words.map(() => 1),
  phrase?: string,
  searchCode = phrase !== undefined && isCodeAsTyped(phrase),
): RankedRecord[] {
  if (words.length === 0) {
    return [];
  }
  const perWord = words.map((word, index) => cachedWordMatches(shard, word, index === words.length - 1));
  const identifierMask = words.reduce((mask, word, wordIndex) => (word.identifier ? mask | (1 << wordIndex) : mask), 0);
  // A heading holding the whole query holds each of its words, stop words too.
  const phraseRecords = new Set(phrase ? headingRecordsWithPhrase(shard, phrase) : []);
  // A query that is one name as typed (`--page`, `window.ga`): holding it outweighs holding its words.
  const queryIsOneName = phrase !== undefined && isOneName(phrase);
  // A paragraph holding the query as typed, punctuation included, holds it as a heading would
  // (a one-name query is typed with punctuation too).
  if (phrase !== undefined && isTypedWithPunctuation(phrase)) {
    textRecordsWithPhrase(shard, phrase).forEach((record) => phraseRecords.add(record));
  }
  // A page whose code writes the name holds it as a paragraph would, below a page whose text does,
  // and above pages that only hold its words apart (see `codeNameBonus`).
  const codeNamePages = new Set([
    ...(queryIsOneName ? pagesWithCodeName(shard, phrase) : []),
    ...(searchCode && phrase !== undefined ? pagesWithCodePhrase(shard, phrase) : []),
  ]);
  // A file or package name, or a hyphenated word, inside a longer query ("a file in src/theme",
  // "theme-color meta tag"): the records that hold it as typed.
  const names = phrase && /\s/.test(phrase) ? phrase.split(' ').map((token) => token.replace(/[^\p{L}\p{N}]+$/u, '')).filter((token) => isPunctuatedName(token) || /^\p{L}+-\p{L}+$/u.test(token)) : [];
  const nameRecords = new Set(names.flatMap((name) => [...headingRecordsWithPhrase(shard, name), ...textRecordsWithPhrase(shard, name)]));
  const phrasePages = new Set([...[...phraseRecords].map((record) => shard.recordPage[record]!), ...codeNamePages]);
  const touchedPages = new Set([...perWord.flatMap((matches) => matches.pages), ...phrasePages]);
  const queryStems = new Set(words.flatMap((word) => [word.term, ...word.alternatives].map(stem)));
  const queryKey = wordSetKey(words);
  const pages = [...touchedPages];
  // Best match of each word anywhere in each page, and how often the page comes back to it.
  const topicBonus = new Float64Array(pages.length);
  const averagePageLength = shard.recordCount / shard.head.pages.length;
  const pageBest = pages.map((page, pageIndex) => {
    const first = shard.pageFirstRecord[page]!;
    const end = shard.pageFirstRecord[page + 1]!;
    const lengthNorm = ((end - first) / averagePageLength) ** topicLengthExponent;
    return perWord.map(({own, context, unlistedText}, wordIndex) => {
      let best = Math.max(context[first]!, unlistedText[page]!, phrasePages.has(page) ? quality.exact : 0);
      let recordsWithWord = 0;
      for (let record = first; record < end; record += 1) {
        best = Math.max(best, own[record]!);
        if (own[record]! > 0) {
          recordsWithWord += 1;
        }
      }
      topicBonus[pageIndex] += topicWeight * Math.log2(1 + recordsWithWord / lengthNorm) * wordWeights[wordIndex]!;
      return best;
    });
  });
  const ranked: RankedRecord[] = [];
  pages.forEach((page, pageIndex) => {
    const first = shard.pageFirstRecord[page]!;
    const end = shard.pageFirstRecord[page + 1]!;
    const pageRank = shard.head.pages[page]![2];
    // Only known once the page's text is downloaded, like its paragraphs.
    const saysKeyword = shard.texts.get(page)?.keywordPhrases.has(queryKey) ?? false;
    const elsewhere = pageBest[pageIndex]!;
    let pageMask = 0;
    let pageWords = 0;
    elsewhere.forEach((best, wordIndex) => {
      if (best > 0) {
        pageMask |= 1 << wordIndex;
        pageWords += 1;
      }
    });
    // A query that names an identifier lists the pages that hold it, and its other words only rank
    // ("where can I find onBrokenLinks"), until no page holds it and the query is relaxed.
    const byIdentifiers = identifierMask !== 0 && minMatched === words.length;
    const eligible = byIdentifiers ? (pageMask & identifierMask) === identifierMask : pageWords >= minMatched - optionalWords;
    if (!eligible || pageWords === 0) {
      return;
    }
    for (let record = first; record < end; record += 1) {
      // Listed: the page title, and the records that hold a word themselves.
      const holdsPhrase = phraseRecords.has(record);
      let holdsWord = record === first || holdsPhrase;
      for (let wordIndex = 0; !holdsWord && wordIndex < perWord.length; wordIndex += 1) {
        holdsWord = perWord[wordIndex]!.own[record]! > 0;
      }
      if (!holdsWord) {
        continue;
      }
      const recordLevel = shard.level[record]!;
      const standsForCodeName = record === first && codeNamePages.has(page);
      // A page that lacks a word loses only what the word would have brought. A penalty of 3 per word
      // on top (as Algolia's words criterion ranks pages with fewer words lower) cost 7 tuned golden
      // queries of rounds 1-11 once all but two words of a long query were optional: 83 misses, 76 without.
      let score = pageRank * pageRankBonus;
      if (recordLevel > 0 && headingIsNamed(shard, record, queryStems)) {
        score += wholeHeadingBonus;
      }
      if (nameRecords.has(record)) {
        score += phraseBonus;
      }
      if (standsForCodeName) {
        score += codeNameBonus;
      }
      if (saysKeyword && record === first) {
        score += keywordPhraseBonus;
      }
      if (holdsPhrase) {
        score += queryIsOneName ? 2 * phraseBonus : phraseBonus;
      }
      score += topicBonus[pageIndex]!;
      let typos = 0;
      for (let wordIndex = 0; wordIndex < perWord.length; wordIndex += 1) {
        const {own, context, unlistedText} = perWord[wordIndex]!;
        // The best of the places the word is in, each worth its weight times the match quality.
        let bestQuality = holdsPhrase ? quality.exact : own[record]!;
        let best = qualityFactor[bestQuality]! * (recordLevel === 1 ? placeWeight.ownTitle : recordLevel > 1 ? placeWeight.ownHeading : placeWeight.content);
        for (let ancestor = shard.parent[record]!; ancestor >= 0; ancestor = shard.parent[ancestor]!) {
          const value = qualityFactor[own[ancestor]!]! * (shard.level[ancestor] === 1 ? placeWeight.pageTitle : placeWeight.parentHeading);
          if (value > best) {
            best = value;
            bestQuality = own[ancestor]!;
          }
        }
        // Until a page's text is downloaded its paragraphs cannot be listed:
        // the title stands for them, as a paragraph would count. Code is never
        // listed, so the title also stands for a code block that writes the name.
        const unlistedQuality = standsForCodeName ? quality.exact : unlistedText[page]!;
        const inUnlistedText = record === first ? qualityFactor[unlistedQuality]! * placeWeight.content : 0;
        if (inUnlistedText > best) {
          best = inUnlistedText;
          bestQuality = unlistedQuality;
        }
        const inContext = qualityFactor[context[first]!]! * placeWeight.pageContext;
        if (inContext > best) {
          best = inContext;
          bestQuality = context[first]!;
        }
        const inPage = qualityFactor[elsewhere[wordIndex]!]! * placeWeight.elsewhere;
        if (inPage > best) {
          best = inPage;
          bestQuality = elsewhere[wordIndex]!;
        }
        score += best * wordWeights[wordIndex]!;
        typos += typosOfQuality[bestQuality]!;
      }
      ranked.push({
        shard,
        record,
        matchedMask: pageMask,
        score,
        typos,
        pageRank,
        levelWeight: levelWeightOfDepth(recordLevel),
        position: record - first,
      });
    }
  });
  return ranked;
}

/**
 * How far word weights spread around 1: a word on every page weighs
 * 1 - spread / 2, a word on a single page 1 + spread / 2. At 1 (0.5-1.5) the
 * tuned half of the golden queries gained but the held-out half lost
 * (questions 80% -> 67% hit@3); 0.25 keeps the tuned gain (hit@3 95% -> 97%)
 * and leaves the held-out half as without weights (92%).
 */
const wordWeightSpread = 0.25;

/**
 * How much each word counts, by how few pages hold it (inverse document
 * frequency, kept mild by `wordWeightSpread`): in "add search to my site" the
 * page about search should win over pages that say "site" in a heading,
 * since nearly every page says "site" somewhere.
 */
export function wordWeightsOf(shards: LoadedShard[], words: QueryWord[]): number[] {
  const pageCount = shards.reduce((sum, shard) => sum + shard.head.pages.length, 0);
  if (pageCount < 2) {
    return words.map(() => 1);
  }
  return words.map((word, index) => {
    const isLastWord = index === words.length - 1;
    const pagesWithWord = shards.reduce((sum, shard) => sum + cachedWordMatches(shard, word, isLastWord).pages.length, 0);
    const rarity = Math.log(pageCount / Math.max(1, pagesWithWord)) / Math.log(pageCount);
    return (1 - wordWeightSpread / 2 + wordWeightSpread * rarity) * (word.vague ? vagueWordWeight : 1);
  });
}

export function compareRanked(a: RankedRecord, b: RankedRecord): number {
  return (
    b.score - a.score ||
    a.typos - b.typos ||
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

/** Sections listed under a page, at most. */
export const sectionsPerPage = 3;

/**
 * One result per page: pages in the order of their best record, each with
 * its best records (one per URL, as DocSearch's `distinct` on `url`) right
 * after it.
 */
export function groupByPage(sorted: RankedRecord[]): RankedRecord[] {
  const pages = new Map<LoadedShard, Map<number, RankedRecord[]>>();
  const order: RankedRecord[][] = [];
  for (const ranked of sorted) {
    const {shard, record} = ranked;
    let shardPages = pages.get(shard);
    if (!shardPages) {
      shardPages = new Map();
      pages.set(shard, shardPages);
    }
    const page = shard.recordPage[record]!;
    const list = shardPages.get(page);
    if (!list) {
      const created = [ranked];
      shardPages.set(page, created);
      order.push(created);
    } else if (list.length < sectionsPerPage && list.every((listed) => shard.anchor[listed.record] !== shard.anchor[record])) {
      list.push(ranked);
    }
  }
  return order.flat();
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
  const typos = typoMatch(word, term, isLastWord) || (isTypoOfSingular(word, term) ? 1 : 0);
  if (typos === 0) {
    return 0;
  }
  return typos === 1 ? quality.oneTypo : quality.twoTypos;
}
