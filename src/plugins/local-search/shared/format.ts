/**
 * What the build half (which writes records and the index) and the browser
 * half (which answers DocSearch from them) must agree on. The records have
 * the shape the DocSearch crawler stores in Algolia, so the same records feed
 * the local index and the hosted one, and both rank and highlight alike.
 */

export const hierarchyLevels = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;
export type HierarchyLevel = typeof hierarchyLevels[number];
export type RecordType = HierarchyLevel | 'content';
export type Hierarchy = Record<HierarchyLevel, string | null>;

export function emptyHierarchy(): Hierarchy {
  return {lvl0: null, lvl1: null, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null};
}

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
   * (`pageRank`), heading depth (`level`, see `levelWeight`) and order in the
   * page (`position`).
   */
  weight: {pageRank: number; level: number; position: number};
}

/** A record's own text: a paragraph's content, or a heading's words. */
export function ownText(record: SearchRecord): string {
  return record.type === 'content' ? record.content ?? '' : record.hierarchy[record.type] ?? '';
}

/** Page-level data the index keeps once instead of on every record. */
export interface CrawledPage {
  url: string;
  language: string;
  docusaurus_tag: string;
  version?: string[];
  /** Sidebar breadcrumb labels: searchable context that is not displayed. */
  breadcrumbs: string[];
  /**
   * The page's `keywords` front matter: words readers search with that the page
   * itself may not use. Searchable context, like the breadcrumbs; never displayed.
   */
  keywords: string[];
  /**
   * The last part of the page's path (`introduction` of `/docs/i18n/introduction`):
   * readers see it in the address bar and type it. Searchable context, like the keywords.
   */
  slug: string;
  /** Labels of the page's tabs that name what its text does not ("Windows cmd"). Searchable context. */
  tabLabels: string[];
  /** Names found only in the page's code blocks, indexed whole (not split) as page context. */
  codeIdentifiers: string[];
  /** Names with punctuation found only in the page's code blocks, lower case, searched for as typed. */
  codeNames: string[];
  /**
   * The page's code blocks, lower case, one line each, spaces collapsed: searched
   * for a query that is code as typed (`contents: write`, `type: 'all'`).
   */
  codeText: string;
  records: SearchRecord[];
}

/**
 * The words a page is found by besides its own text, held on its title record
 * by both the local index and the hosted records (before the names from code,
 * which each treats its own way).
 */
export function pageContext(page: CrawledPage): string[] {
  return [...page.breadcrumbs, ...page.keywords, ...(page.slug ? [page.slug] : []), ...page.tabLabels];
}

/**
 * Ranking weight of a record's depth: 100 for lvl0, 10 less per level down,
 * 0 for paragraph text. `depth` is the heading level (0 for content).
 */
export function levelWeightOfDepth(depth: number): number {
  return depth === 0 ? 0 : 100 - depth * 10;
}

export function levelWeight(type: RecordType): number {
  return type === 'content' ? 0 : levelWeightOfDepth(Number(type.slice(3)));
}

/**
 * Highlighting and snippets as DocSearch asks Algolia for them: the local
 * client applies these when a request leaves them out, and the hosted index
 * is configured with the same values.
 */
export const highlightDefaults = {
  preTag: '<span class="algolia-docsearch-suggestion--highlight">',
  postTag: '</span>',
  /** `attribute:words`: the content snippet is cut to 10 words. */
  attributesToSnippet: ['content:10'],
  snippetEllipsisText: '…',
} as const;

/** Shortest query words that may carry one, then two typos (Algolia's defaults). */
export const typoTolerance = {minWordSizefor1Typo: 4, minWordSizefor2Typos: 8} as const;
