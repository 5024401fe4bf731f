/**
 * Where "Let us know." in the search modal's no-results screen leads: a new
 * issue on the project's tracker, titled with the query.
 */
export function missingResultsUrl({query}: {query: string}): string {
  const title = `Search: no results for "${query}"`;
  return `https://github.com/facebook/docusaurus/issues/new?labels=documentation&title=${encodeURIComponent(title)}`;
}
