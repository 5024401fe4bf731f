/**
 * Files of the local search index, written by the plugin after the build and
 * read by the browser client.
 *
 * The index is split twice so that a query downloads only what it needs:
 * - by facet: one shard per `docusaurus_tag` (and language), e.g. the current
 *   docs, an old docs version, or everything else (`default`). Contextual
 *   search only asks for the shards of the version being read.
 * - inside a shard: a small head (page list, record kinds, headings), the
 *   postings cut into buckets by the first character of the term, and the
 *   paragraph text of each page in its own file, fetched only when one of its
 *   records is shown as a hit.
 * All files except the manifest carry a content hash in their names.
 */

export const indexFormatVersion = 1;

/** Path of the manifest, relative to the site's base URL. */
export const manifestPath = 'assets/search-index/manifest.json';

export interface SearchManifest {
  format: typeof indexFormatVersion;
  shards: ShardEntry[];
}

export interface ShardFacets {
  language: string;
  docusaurus_tag: string;
  version?: string[];
}

export interface ShardEntry extends ShardFacets {
  id: string;
  /** Path of the shard head, relative to the base URL. */
  head: string;
  /** Number of records, for the measurement script and debugging. */
  records: number;
}

/** One page of a shard: `[url, lvl0, pageRank, recordCount, contentFile]`. */
export type PageRow = [url: string, lvl0: string, pageRank: number, recordCount: number, contentFile: string];

export interface ShardHead {
  format: typeof indexFormatVersion;
  /** Pages in order; their records follow each other in that order. */
  pages: PageRow[];
  /** One character per record: `0` for content, `1`-`6` for a heading level. */
  types: string;
  /** Text of every heading record, in record order. */
  headings: string[];
  /** URL anchor in effect after each heading record ('' for none). */
  anchors: string[];
  /** Bucket key (first character of the term) → file path. */
  buckets: Record<string, string>;
}

/**
 * Postings of the terms that start with one character. `postings[i]` lists,
 * delta-encoded, `record * 2 + field` for `terms[i]`: field 0 is the record's
 * own text, field 1 the page context (section label and sidebar breadcrumbs)
 * attached to the page's title record.
 */
export interface TermBucket {
  terms: string[];
  postings: number[][];
}

/** Text of a page's content records, in record order. */
export interface PageContent {
  content: string[];
}

/** The bucket a term's postings live in. */
export function bucketKey(term: string): string {
  const first = term[0] ?? '_';
  if (first >= 'a' && first <= 'z') {
    return first;
  }
  return first >= '0' && first <= '9' ? '0' : '_';
}
