/**
 * The shape of the per-doc comparison files the version-compare plugin writes
 * and the compare page fetches. Shared by both sides, so no Node imports here.
 */

export interface TextBlock {
  kind: 'heading' | 'paragraph' | 'row' | 'code';
  text: string;
  /** Heading level (1-6); admonition titles count as level 6. */
  level?: number;
  /** Code fence language. */
  language?: string;
}

export interface ComparedDocVersion {
  title: string;
  permalink: string;
  /** Indices into `ComparedDoc.blocks`, in page order. */
  blocks: number[];
}

/**
 * One doc in every version it exists in. Passages shared by several versions
 * are stored once in `blocks`, which keeps the files (all precached by the
 * service worker) close to the size of a single version.
 */
export interface ComparedDoc {
  id: string;
  blocks: TextBlock[];
  /** Keyed by version name (`current`, `2.0.0-rc.1`, ...). */
  versions: Record<string, ComparedDocVersion>;
}

/** Build-relative folder of the data files; the compare page route sits next to it. */
export const compareRoutePath = '/docs-compare/';

/** Where the data of a doc id lives, relative to the site's base URL (no leading slash). */
export function comparedDocFile(docId: string): string {
  return `docs-compare/data/${docId}.json`;
}
