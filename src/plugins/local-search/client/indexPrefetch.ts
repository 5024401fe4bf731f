/**
 * How the search button asks for the local index to be downloaded ahead of
 * use. The local modal's code provides the function when it is loaded, so the
 * button (in every page's main bundle) does not carry the search engine, and a
 * build that searches hosted Algolia never provides one.
 */
export type PrefetchIndex = (facetFilters: unknown) => Promise<void>;

let provided: PrefetchIndex | undefined;

export function provideIndexPrefetch(prefetch: PrefetchIndex): void {
  provided = prefetch;
}

/** The local index's prefetch, once the local modal's code is loaded; undefined otherwise. */
export function indexPrefetch(): PrefetchIndex | undefined {
  return provided;
}
