/**
 * What the keystroke benches (bench-search.ts in the browser,
 * compare-search-timing.ts in Node) time: each prefix of each golden query,
 * as the search box sends it while a reader types.
 */
import {currentDocsFilters} from './search-filters';

/** Every prefix of every query, or every `stride`th of them. */
export function keystrokePrefixes(queries: string[], stride: number): string[] {
  return queries
    .flatMap((query) => Array.from({length: query.length}, (_, index) => query.slice(0, index + 1)))
    .filter((_, index) => index % stride === 0);
}

/** The value of `--every`, or a message and exit status 2 for anything but a whole number of 1 or more. */
export function parseStride(value: string | undefined): number {
  const stride = Number(value);
  if (!Number.isInteger(stride) || stride < 1) {
    console.error(`--every takes a whole number of 1 or more, not "${value}".`);
    process.exit(2);
  }
  return stride;
}

/** The request the search modal sends for one keystroke. */
export function keystrokeRequest(query: string) {
  return {
    requests: [
      {
        indexName: 'docusaurus',
        query,
        hitsPerPage: 20,
        facetFilters: currentDocsFilters,
        attributesToSnippet: ['hierarchy.lvl1:10', 'hierarchy.lvl2:10', 'hierarchy.lvl3:10', 'content:10'],
        snippetEllipsisText: '…',
      },
    ],
  };
}
