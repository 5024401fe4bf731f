/**
 * A search client with the surface the DocSearch modal and the theme's search
 * page use from `algoliasearch` (`search` with several queries, Algolia-shaped
 * responses), answering from the local index instead of the hosted service.
 *
 * Both request styles are accepted: the v4 list `[{indexName, params}]` the
 * search page's helper sends, and the v5 `{requests: [{indexName, query,
 * ...params}]}` of the DocSearch modal.
 */
import {
  compareRanked,
  groupByPage,
  isCodeAsTyped,
  isTypedWithPunctuation,
  phraseText,
  rankShard,
  wordWeightsOf,
  recordUrl,
  type LoadedShard,
  type RankedRecord,
} from './engine';
import {evaluateFacetFilters, normalizeFacetFilters, type FacetLookup} from './facetFilters';
import {escapeHtml, highlight, snippet, type HighlightOptions, type HighlightResult, type SnippetResult} from './highlight';
import {IndexLoader, type FetchJson} from './indexLoader';
import type {QueryNote} from './queryNotes';
import type {ShardEntry, ShardFacets} from '../shared/indexFormat';
import {withCompounds} from './compoundWords';
import {withSplitWords} from './splitWords';
import {queryWords, type QueryWord} from './queryWords';
import {tokenSpans} from '../shared/tokenize';
import {respellQuery, suggestSpelling} from './spelling';
import {emptyHierarchy, hierarchyLevels, highlightDefaults, type HierarchyLevel} from '../shared/format';

export type SearchParams = Record<string, unknown>;

export interface SearchRequest {
  indexName: string;
  query?: string;
  params?: SearchParams | string;
  [parameter: string]: unknown;
}


export interface SearchHit {
  objectID: string;
  url: string;
  url_without_anchor: string;
  anchor: string | null;
  type: 'content' | HierarchyLevel;
  hierarchy: Record<HierarchyLevel, string | null>;
  content: string | null;
  language: string;
  docusaurus_tag: string;
  version?: string[];
  _highlightResult: {hierarchy: Partial<Record<HierarchyLevel, HighlightResult>>; content?: HighlightResult};
  _snippetResult: {hierarchy: Partial<Record<HierarchyLevel, SnippetResult>>; content?: SnippetResult};
}

export interface SearchResponse {
  hits: SearchHit[];
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  exhaustiveNbHits: true;
  exhaustiveFacetsCount: true;
  exhaustive: {nbHits: true; facetsCount: true; typo: true};
  facets?: Record<string, Record<string, number>>;
  query: string;
  params: string;
  index: string;
  processingTimeMS: number;
  renderingContent: Record<string, never>;
  /**
   * Set when no record has every query word: the hits then match as many
   * words as possible, and these are the words the best hit does without
   * (as Algolia's `removeWordsIfNoResults`). Not an Algolia field.
   */
  relaxedQuery?: {removedWords: string[]};
  /** A respelling of the query that finds more; not an Algolia field. */
  didYouMean?: string;
  /** The part searched, when the query is longer than maxQueryLength; not an Algolia field. */
  searchedQuery?: string;
}

export interface LocalSearchClient {
  readonly appId: string;
  /**
   * Answers the requests. The paragraphs of pages whose text is not in memory
   * yet are listed from a later search on, unless `listParagraphs` asks to
   * download the texts of the pages shown first (the search page does).
   */
  search(
    requests: SearchRequest[] | {requests: SearchRequest[]},
    options?: {listParagraphs?: boolean},
  ): Promise<{results: SearchResponse[]}>;
  searchForFacetValues(
    queries: Array<{indexName: string; params: {facetName: string; facetQuery?: string}}>,
  ): Promise<Array<{facetHits: Array<{value: string; highlighted: string; count: number}>; exhaustiveFacetsCount: true; processingTimeMS: number}>>;
  addAlgoliaAgent(segment: string, version?: string): void;
  clearCache(): Promise<void>;
  /**
   * Downloads every file of the shards a search with these facet filters
   * would read, so that such searches work without a network afterwards.
   */
  prefetch(facetFilters: unknown, pause: () => Promise<void>): Promise<void>;
}

export interface LocalSearchClientOptions {
  fetchJson: FetchJson;
  /** Prefix making hit URLs absolute (the theme parses them with `new URL`). */
  origin: string;
  /** Runs the download of the rest of the shards a search used, for offline use. */
  scheduleBackgroundWork?: (work: () => Promise<void>) => void;
  /** Told after every search whether the index could be read. */
  onAvailabilityChange?: (available: boolean) => void;
  /** Told, after every search that lists hits, what the reader should know about the answer. */
  onQueryNote?: (note: QueryNote) => void;
  /**
   * Told when the texts of every page the latest answer showed have arrived:
   * asked again, the same query would list their paragraphs.
   */
  onFullerAnswer?: () => void;
  now?: () => number;
}

/** Raised when the index cannot be fetched; DocSearch shows its network error screen for this name. */
export class IndexUnavailableError extends Error {
  constructor(cause: unknown) {
    super(`The search index could not be loaded: ${cause instanceof Error ? cause.message : String(cause)}`);
    this.name = 'RetryError';
  }
}

const defaultHitsPerPage = 20;
/**
 * How many words of a query a page may lack and still be listed (ranked
 * lower by the score those words would have brought): all but two, from
 * three words on. A long question holds words its page never uses ("shows",
 * "test", "leave"); with one optional word at any length, the golden
 * questions of rounds 3-4 scored hit@3 85%, with half the words optional
 * 90%. All but two gained two queries of rounds 9-10 and lost none of
 * rounds 1-10, and took "where can I find X" (bench:search's filler
 * variants) from 95% to 98%.
 */
export function optionalWordsOf(wordCount: number): number {
  return wordCount < 3 ? 0 : wordCount - 2;
}
/** Below this many matching records, a respelling that finds more is offered. */
const fewRecords = 5;
const paginationLimit = 1000;
/**
 * Characters of a query the engine reads. The longest golden query has 97;
 * word splitting and respelling cost grows with the square of a word's
 * length, so 100 KB pasted into the box froze the page for over 20 seconds.
 */
export const maxQueryLength = 256;
/** The engine records which words a record matched in a 32-bit mask. */
const maxQueryWords = 32;

/** The part of a query that is searched: all of it, or its first maxQueryLength characters cut at a space. */
export function searchedPart(query: string): string {
  if (query.length <= maxQueryLength) {
    return query;
  }
  const head = query.slice(0, maxQueryLength);
  const lastSpace = head.search(/\s\S*$/u);
  return lastSpace > 0 ? head.slice(0, lastSpace) : head;
}

function parseParamString(params: string): SearchParams {
  const parsed: SearchParams = {};
  for (const [key, value] of new URLSearchParams(params)) {
    try {
      parsed[key] = JSON.parse(value);
    } catch {
      parsed[key] = value;
    }
  }
  return parsed;
}

/** Flattens both request styles into `{indexName, params}` with the query inside. */
export function normalizeRequest(request: SearchRequest): {indexName: string; params: SearchParams} {
  const {indexName, params: nested, type: _type, ...flat} = request;
  const params: SearchParams = {
    ...(typeof nested === 'string' ? parseParamString(nested) : nested ?? {}),
    ...flat,
  };
  params.query = typeof params.query === 'string' ? params.query : '';
  return {indexName, params};
}

function serializeParams(params: SearchParams): string {
  return Object.entries(params)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(typeof value === 'string' ? value : JSON.stringify(value))}`)
    .join('&');
}

function toNumber(value: unknown, fallback: number): number {
  const number = typeof value === 'string' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) && number >= 0 ? Math.floor(number) : fallback;
}

function toStringList(value: unknown): string[] {
  if (typeof value === 'string') {
    return value.split(',').map((item) => item.trim()).filter(Boolean);
  }
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}

function shardLookup(facets: ShardFacets): FacetLookup {
  return (attribute) => {
    switch (attribute) {
      case 'language':
      case 'lang':
        return [facets.language];
      case 'docusaurus_tag':
        return [facets.docusaurus_tag];
      case 'version':
        return facets.version ?? [];
      case 'type':
        return 'unknown';
      default:
        return [];
    }
  };
}

function recordType(shard: LoadedShard, record: number): SearchHit['type'] {
  const level = shard.level[record]!;
  return level === 0 ? 'content' : hierarchyLevels[level]!;
}

function hierarchyOf(shard: LoadedShard, record: number): Record<HierarchyLevel, string | null> {
  const hierarchy = emptyHierarchy();
  hierarchy.lvl0 = shard.head.pages[shard.recordPage[record]!]![1] || null;
  const own = shard.level[record]! > 0 ? record : shard.parent[record]!;
  for (let heading = own; heading >= 0; heading = shard.parent[heading]!) {
    hierarchy[hierarchyLevels[shard.level[heading]!]!] = shard.head.headings[shard.textIndex[heading]!] ?? null;
  }
  return hierarchy;
}

/** Records of these shards that match at least `minMatched` words and pass the filters, best first. */
function rankShards(
  shards: LoadedShard[],
  words: QueryWord[],
  minMatched: number,
  filters: ReturnType<typeof normalizeFacetFilters>,
  optionalWords = 0,
  phrase?: string,
  searchCode?: boolean,
): RankedRecord[] {
  const ranked: RankedRecord[] = [];
  const wordWeights = wordWeightsOf(shards, words);
  for (const shard of shards) {
    const shardMatches = rankShard(shard, words, minMatched, optionalWords, wordWeights, phrase, searchCode);
    const lookup = shardLookup(shard.entry);
    if (evaluateFacetFilters(filters, lookup) === 'unknown') {
      // Only `type` is known per record.
      ranked.push(
        ...shardMatches.filter(
          (match) =>
            evaluateFacetFilters(filters, (attribute) =>
              attribute === 'type' ? [recordType(shard, match.record)] : (lookup(attribute) as string[]),
            ) === true,
        ),
      );
    } else {
      ranked.push(...shardMatches);
    }
  }
  return ranked.sort(compareRanked);
}

export function createLocalSearchClient(options: LocalSearchClientOptions): LocalSearchClient {
  const loader = new IndexLoader(options.fetchJson);
  const now = options.now ?? (() => (typeof performance === 'undefined' ? Date.now() : performance.now()));
  const completedShards = new Set<string>();

  const completeInBackground = (shards: LoadedShard[]) => {
    const pending = shards.filter((shard) => !completedShards.has(shard.entry.id));
    if (!options.scheduleBackgroundWork || pending.length === 0) {
      return;
    }
    pending.forEach((shard) => completedShards.add(shard.entry.id));
    options.scheduleBackgroundWork(async () => {
      await loader
        .completeShards(pending, () => new Promise((resolve) => setTimeout(resolve, 0)))
        .catch(() => pending.forEach((shard) => completedShards.delete(shard.entry.id)));
    });
  };

  /** Pages the latest answer showed whose texts are still on their way. */
  let awaitedTexts: Array<[LoadedShard, number]> = [];
  loader.onPageText = () => {
    if (awaitedTexts.length > 0 && awaitedTexts.every(([shard, page]) => shard.texts.has(page))) {
      awaitedTexts = [];
      options.onFullerAnswer?.();
    }
  };

  async function runQuery(
    indexName: string,
    params: SearchParams,
    listParagraphs: boolean,
  ): Promise<{response: SearchResponse; shards: LoadedShard[]}> {
    const query = searchedPart(params.query as string);
    const typedWords = queryWords(query);
    const hitsPerPage = toNumber(params.hitsPerPage, defaultHitsPerPage);
    const page = toNumber(params.page, 0);
    const filters = normalizeFacetFilters(params.facetFilters);
    const facetNames = toStringList(params.facets);
    // Facet-count-only queries (the helper's disjunctive facets) never download shards.
    const countOnly = hitsPerPage === 0;

    let shards: LoadedShard[] = [];
    if (typedWords.length > 0) {
      let entries: ShardEntry[];
      try {
        const manifest = await loader.manifest();
        entries = manifest.shards.filter((entry) => evaluateFacetFilters(filters, shardLookup(entry)) !== false);
        if (countOnly) {
          shards = entries.map((entry) => loader.loadedShard(entry)).filter((shard): shard is LoadedShard => !!shard);
        } else {
          shards = await loader.shards(entries);
        }
      } catch (error) {
        throw new IndexUnavailableError(error);
      }
    }

    const words = withCompounds(withSplitWords(typedWords, shards), shards).slice(0, maxQueryWords);
    // Two words or more, code as typed (`url=`) or a word with punctuation (`packages/`, and so
    // every one name as typed: `--page`, `raw-loader`): a heading that holds them all in this order ranks first.
    const typed = phraseText(query);
    const codeAsTyped = isCodeAsTyped(typed);
    const phrase = tokenSpans(query).length >= 2 || codeAsTyped || isTypedWithPunctuation(typed) ? typed : undefined;
    const rank = () => {
      // In a longer query some words may be missing from a page (a question's
      // verb, say): such pages rank on their score instead of being left out.
      let ranked = rankShards(shards, words, words.length, filters, optionalWordsOf(words.length), phrase);
      let relaxedQuery: SearchResponse['relaxedQuery'];
      // No record has every word: keep the records with the most of them.
      for (let minMatched = words.length - 1; ranked.length === 0 && minMatched >= 1; minMatched -= 1) {
        ranked = rankShards(shards, words, minMatched, filters);
        if (ranked.length > 0) {
          relaxedQuery = {removedWords: words.filter((_, index) => !(ranked[0]!.matchedMask & (1 << index))).map((word) => word.term)};
        }
      }
      // Still nothing: a query the docs write only in code ("Disallow" in a robots.txt example);
      // code as typed has been looked for there already.
      if (ranked.length === 0 && !codeAsTyped) {
        ranked = rankShards(shards, words, words.length, filters, 0, typed, true);
      }
      let didYouMean: string | undefined;
      // Only worth its cost when the answer is poor: nothing, a relaxed query, or very few records.
      if (!countOnly && (ranked.length < fewRecords || relaxedQuery)) {
        const respelled = suggestSpelling(shards, words);
        if (respelled && (ranked.length === 0 || relaxedQuery || rankShards(shards, respelled, respelled.length, filters).length > ranked.length)) {
          didYouMean = respellQuery(query, respelled);
        }
      }
      const grouped = groupByPage(ranked).slice(0, paginationLimit);
      const shown = hitsPerPage === 0 ? [] : grouped.slice(page * hitsPerPage, (page + 1) * hitsPerPage);
      const textless = [...new Map(shown.map((match) => [`${match.shard.entry.id} ${match.shard.recordPage[match.record]}`, [match.shard, match.shard.recordPage[match.record]!] as [LoadedShard, number]])).values()].filter(
        ([shard, shownPage]) => !shard.texts.has(shownPage),
      );
      return {ranked: grouped, relaxedQuery, didYouMean, textless};
    };

    let rankingStarted = now();
    let answer = rank();
    if (listParagraphs && answer.textless.length > 0) {
      try {
        await Promise.all(answer.textless.map(([shard, textlessPage]) => loader.pageText(shard, textlessPage)));
      } catch (error) {
        throw new IndexUnavailableError(error);
      }
      rankingStarted = now();
      answer = rank();
    }
    const {ranked, relaxedQuery, didYouMean, textless} = answer;
    if (!countOnly) {
      awaitedTexts = textless;
      // Shown pages' texts come first in the background.
      loader.prioritize(textless);
    }

    const facets: Record<string, Record<string, number>> = {};
    for (const name of facetNames) {
      const counts: Record<string, number> = {};
      for (const match of ranked) {
        const values = name === 'type' ? [recordType(match.shard, match.record)] : shardLookup(match.shard.entry)(name);
        if (values !== 'unknown') {
          values.forEach((value) => {
            counts[value] = (counts[value] ?? 0) + 1;
          });
        }
      }
      facets[name] = counts;
    }

    const pageMatches = hitsPerPage === 0 ? [] : ranked.slice(page * hitsPerPage, (page + 1) * hitsPerPage);
    const rankingTime = now() - rankingStarted;
    const buildStarted = now();

    const highlightOptions: HighlightOptions = {
      words: words.map((word) => word.term),
      alternatives: words.map((word) => word.alternatives),
      preTag: typeof params.highlightPreTag === 'string' ? params.highlightPreTag : highlightDefaults.preTag,
      postTag: typeof params.highlightPostTag === 'string' ? params.highlightPostTag : highlightDefaults.postTag,
    };
    const snippetSettings = new Map<string, number>();
    for (const setting of params.attributesToSnippet === undefined ? highlightDefaults.attributesToSnippet : toStringList(params.attributesToSnippet)) {
      const [attributeName, count] = setting.split(':');
      snippetSettings.set(attributeName!.trim(), toNumber(count, 10));
    }
    const ellipsis =
      typeof params.snippetEllipsisText === 'string' ? params.snippetEllipsisText : highlightDefaults.snippetEllipsisText;

    const hits = pageMatches.map((match, index) =>
      buildHit(match, highlightOptions, snippetSettings, ellipsis, options.origin),
    );
    const nbHits = ranked.length;
    const response: SearchResponse = {
      hits,
      nbHits,
      page,
      nbPages: hitsPerPage === 0 ? 0 : Math.ceil(nbHits / hitsPerPage),
      hitsPerPage,
      exhaustiveNbHits: true,
      exhaustiveFacetsCount: true,
      exhaustive: {nbHits: true, facetsCount: true, typo: true},
      ...(facetNames.length > 0 && {facets}),
      query: params.query as string,
      ...(query !== params.query && {searchedQuery: query}),
      params: serializeParams(params),
      index: indexName,
      // Time spent computing the answer; downloads are not included.
      processingTimeMS: Math.round(rankingTime + now() - buildStarted),
      renderingContent: {},
      ...(relaxedQuery && {relaxedQuery}),
      ...(didYouMean && {didYouMean}),
    };
    return {response, shards};
  }

  return {
    appId: 'local',
    async search(input, searchOptions) {
      const requests = Array.isArray(input) ? input : input.requests;
      const results: SearchResponse[] = [];
      const usedShards: LoadedShard[] = [];
      // In order: a facet-count query relies on shards an earlier query loaded.
      try {
        for (const request of requests) {
          const {indexName, params} = normalizeRequest(request);
          const {response, shards} = await runQuery(indexName, params, searchOptions?.listParagraphs ?? false);
          if (response.hitsPerPage > 0) {
            options.onQueryNote?.({
              query: response.query,
              ...(response.relaxedQuery && {removedWords: response.relaxedQuery.removedWords}),
              ...(response.didYouMean && {didYouMean: response.didYouMean}),
              ...(response.searchedQuery !== undefined && {searchedLength: response.searchedQuery.length}),
            });
          }
          results.push(response);
          usedShards.push(...shards);
        }
      } catch (error) {
        if (error instanceof IndexUnavailableError) {
          options.onAvailabilityChange?.(false);
        }
        throw error;
      }
      options.onAvailabilityChange?.(true);
      completeInBackground([...new Set(usedShards)]);
      return {results};
    },
    async searchForFacetValues(queries) {
      const manifest = await loader.manifest().catch((error: unknown) => {
        throw new IndexUnavailableError(error);
      });
      return queries.map(({params}) => {
        const counts = new Map<string, number>();
        for (const entry of manifest.shards) {
          const values = shardLookup(entry)(params.facetName);
          if (values !== 'unknown') {
            values.forEach((value) => counts.set(value, (counts.get(value) ?? 0) + entry.records));
          }
        }
        const facetQuery = (params.facetQuery ?? '').toLowerCase();
        return {
          facetHits: [...counts]
            .filter(([value]) => value.toLowerCase().startsWith(facetQuery))
            .map(([value, count]) => ({value, highlighted: escapeHtml(value), count})),
          exhaustiveFacetsCount: true as const,
          processingTimeMS: 0,
        };
      });
    },
    addAlgoliaAgent() {
      // The user agent string only matters to the hosted service.
    },
    async clearCache() {
      // Index files are immutable per build; nothing to forget.
    },
    async prefetch(facetFilters, pause) {
      const filters = normalizeFacetFilters(facetFilters);
      const manifest = await loader.manifest();
      const entries = manifest.shards.filter((entry) => evaluateFacetFilters(filters, shardLookup(entry)) !== false);
      const shards = await loader.shards(entries, pause);
      // Shards a completion after an answer is already filling are gone through
      // too (files in flight are shared, not fetched twice), so that resolving
      // means every text is in memory and stored.
      shards.forEach((shard) => completedShards.add(shard.entry.id));
      try {
        await loader.completeShards(shards, pause);
      } catch (error) {
        shards.forEach((shard) => completedShards.delete(shard.entry.id));
        throw error;
      }
    },
  };
}

function buildHit(
  match: RankedRecord,
  highlightOptions: HighlightOptions,
  snippetSettings: Map<string, number>,
  ellipsis: string,
  origin: string,
): SearchHit {
  const {shard, record} = match;
  const hierarchy = hierarchyOf(shard, record);
  // Paragraphs are only ranked once their page's text is in memory.
  const content = shard.level[record] === 0 ? shard.texts.get(shard.recordPage[record]!)?.content[shard.textIndex[record]!] ?? '' : null;
  const url = recordUrl(shard, record);
  const pageUrl = shard.head.pages[shard.recordPage[record]!]![0];
  const anchor = shard.anchor[record] || null;

  const highlightHierarchy: Partial<Record<HierarchyLevel, HighlightResult>> = {};
  const snippetHierarchy: Partial<Record<HierarchyLevel, SnippetResult>> = {};
  for (const level of hierarchyLevels) {
    const value = hierarchy[level];
    if (value === null) {
      continue;
    }
    highlightHierarchy[level] = highlight(value, highlightOptions);
    // Headings are short: the whole highlighted value serves as their snippet.
    const {value: highlighted, matchLevel} = highlightHierarchy[level]!;
    snippetHierarchy[level] = {value: highlighted, matchLevel};
  }
  const escapedHierarchy = Object.fromEntries(
    hierarchyLevels.map((level) => [level, hierarchy[level] === null ? null : escapeHtml(hierarchy[level]!)]),
  ) as Record<HierarchyLevel, string | null>;

  const hit: SearchHit = {
    objectID: `${shard.entry.id}:${record}`,
    url: origin + url,
    url_without_anchor: origin + pageUrl,
    anchor,
    type: recordType(shard, record),
    // Stored values are escaped too: DocSearch renders saved "recent searches"
    // from them as HTML.
    hierarchy: escapedHierarchy,
    content: content === null ? null : escapeHtml(content),
    language: shard.entry.language,
    docusaurus_tag: shard.entry.docusaurus_tag,
    ...(shard.entry.version && {version: shard.entry.version}),
    _highlightResult: {hierarchy: highlightHierarchy},
    _snippetResult: {hierarchy: snippetHierarchy},
  };
  if (content !== null) {
    hit._highlightResult.content = highlight(content, highlightOptions);
    hit._snippetResult.content = snippet(content, {
      ...highlightOptions,
      wordCount: snippetSettings.get('content') ?? 10,
      ellipsis,
    });
  }
  return hit;
}
