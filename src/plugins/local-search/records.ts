/**
 * The search record, shaped like the ones the DocSearch crawler stores in
 * Algolia, so the same records feed the local index and the hosted index.
 */

export const hierarchyLevels = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;
export type HierarchyLevel = typeof hierarchyLevels[number];
export type RecordType = HierarchyLevel | 'content';
export type Hierarchy = Record<HierarchyLevel, string | null>;

export interface SearchRecord {
  /** Site path (base URL included) with the anchor of the nearest heading. */
  url: string;
  url_without_anchor: string;
  anchor: string | null;
  /** `content` for a paragraph, list item or table row; `lvlN` for a heading. */
  type: RecordType;
  hierarchy: Hierarchy;
  /** Text of a `content` record, null for a heading. */
  content: string | null;
  /** From `<meta name="docsearch:language">`. */
  language: string;
  /** From `<meta name="docsearch:docusaurus_tag">`: `default` or `docs-<plugin>-<version>`. */
  docusaurus_tag: string;
  /** From `<meta name="docsearch:version">`, docs pages only. */
  version?: string[];
  /**
   * Ranking hints, as DocSearch computes them: section importance
   * (`pageRank`), heading depth (`level`, 100 for lvl0 down to 0 for content)
   * and order in the page (`position`).
   */
  weight: {pageRank: number; level: number; position: number};
}

/** Page-level data the index keeps once instead of on every record. */
export interface CrawledPage {
  url: string;
  language: string;
  docusaurus_tag: string;
  version?: string[];
  /** Sidebar breadcrumb labels: searchable context that is not displayed. */
  breadcrumbs: string[];
  records: SearchRecord[];
}

export function levelWeight(type: RecordType): number {
  return type === 'content' ? 0 : 100 - Number(type.slice(3)) * 10;
}
