/**
 * Stands in for `algoliasearch/lite` in the theme's search page (a webpack
 * alias set by the local-search plugin when no Algolia credentials are
 * configured): the page keeps its code and gets the local client.
 *
 * The page's search helper has no 'error' listener, so a rejected search
 * became an uncaught error (and webpack's error overlay in the dev server,
 * which builds no index at all). The client has already reported the index
 * unavailable by then, and the page wrapper (src/theme/SearchPage) shows
 * that notice with "Try again"; so here a search the index cannot answer
 * simply never answers.
 *
 * The page lists whole answers at once: it waits for the texts of the pages
 * it shows, where the modal answers before them and asks again.
 */
import {getSiteSearchClient} from './siteSearchClient';
import {IndexUnavailableError, type LocalSearchClient} from './localSearchClient';

const never = new Promise<never>(() => undefined);

export default function algoliasearch(_appId: string, _apiKey: string): LocalSearchClient {
  const client = getSiteSearchClient();
  return {
    ...client,
    search: (input) =>
      client.search(input, {listParagraphs: true}).catch((error: unknown) => {
        if (error instanceof IndexUnavailableError) return never;
        throw error;
      }),
  };
}
