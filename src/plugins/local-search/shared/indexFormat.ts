/**
 * Files of the local search index, written by the plugin after the build and
 * read by the browser client.
 *
 * The index is split so that a first query needs two requests, the manifest
 * and one dictionary:
 * - by facet: one shard per `docusaurus_tag` (and language), e.g. the current
 *   docs, an old docs version, or everything else (`default`). Contextual
 *   search only asks for the shards of the version being read.
 * - a shard's head holds all it takes to rank: its pages, record kinds,
 *   headings, anchors and every term, with the heading records that hold
 *   each term and the pages whose paragraphs do. The paragraph text of each
 *   page is a file of its own, downloaded after the first answer (shown
 *   pages first) and then used to list paragraphs and their snippets.
 * - the same page texts also come in a few bundles per shard (consecutive
 *   pages, about `textBundleChars` of JSON each), which the background
 *   completion downloads instead of one file per page.
 * - a pack is the heads of the shards one reading context searches (a docs
 *   version, the community docs and the rest of the site) in one file.
 * All files except the manifest carry a content hash in their names.
 */

export const indexFormatVersion = 4;

/** Size a text bundle grows to (JSON characters) before the next one starts. */
export const textBundleChars = 128 * 1024;

/** Path of the manifest, relative to the site's base URL. */
export const manifestPath = 'assets/search-index/manifest.json';

export interface SearchManifest {
  format: typeof indexFormatVersion;
  shards: ShardEntry[];
  packs: PackEntry[];
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

export interface PackEntry {
  /** Ids of the shards whose heads the pack holds. */
  shards: string[];
  /** Path of the pack, relative to the base URL. */
  file: string;
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
  /** Every indexed term of the shard, sorted. */
  terms: string[];
  /**
   * Per term, `record * 2 + field` of the heading records that hold it
   * (field 0) and of the title records whose page context does (field 1:
   * section label, sidebar breadcrumbs and keywords), as `encodeDeltas` writes them.
   */
  postings: string[];
  /** Per term, the pages whose paragraph text holds it, as `encodeDeltas` writes them. */
  pagePostings: string[];
  /** The page texts in a few files, each of consecutive pages. */
  textBundles: TextBundleRow[];
}

/** A text bundle: `[path, firstPage, pageCount]`. */
export type TextBundleRow = [path: string, firstPage: number, pageCount: number];

export interface SearchPack {
  format: typeof indexFormatVersion;
  heads: Array<{id: string; path: string; head: ShardHead}>;
}

/**
 * Text of a page's content records, in record order, then three more strings:
 * the names its code blocks write that its text does not (`codeNames`),
 * separated by spaces, the lines of its code blocks (`codeText`), and its
 * front-matter keywords, one per line (`keywordPhrases`).
 */
export interface PageContent {
  content: string[];
}

/** Texts of the pages of a bundle, in page order (each as `PageContent.content`). */
export interface TextBundle {
  pages: string[][];
}

const digits = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz-_';
const digitValue = new Map([...digits].map((digit, value) => [digit, value]));

/**
 * A sorted list of non-negative integers as a short string: the differences
 * between neighbours, each in base 32, its leading digits marked by adding
 * 32 (one character for a difference under 32). Half the size of a JSON
 * array of the same numbers, and a quarter smaller compressed.
 */
export function encodeDeltas(values: readonly number[]): string {
  let encoded = '';
  let previous = 0;
  for (const value of values) {
    let delta = value - previous;
    previous = value;
    let chunk = digits[delta % 32]!;
    delta = Math.floor(delta / 32);
    while (delta > 0) {
      chunk = digits[(delta % 32) + 32]! + chunk;
      delta = Math.floor(delta / 32);
    }
    encoded += chunk;
  }
  return encoded;
}

export function decodeDeltas(encoded: string): Int32Array {
  const values: number[] = [];
  let previous = 0;
  let delta = 0;
  for (const character of encoded) {
    const digit = digitValue.get(character) ?? 0;
    delta = delta * 32 + (digit & 31);
    if (digit < 32) {
      previous += delta;
      values.push(previous);
      delta = 0;
    }
  }
  return Int32Array.from(values);
}
