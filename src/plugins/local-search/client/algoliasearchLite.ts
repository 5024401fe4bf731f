/**
 * Stands in for `algoliasearch/lite` in the theme's search page (a webpack
 * alias set by the local-search plugin when no Algolia credentials are
 * configured): the page keeps its code and gets the local client.
 */
import {getSiteSearchClient} from './siteSearchClient';
import type {LocalSearchClient} from './localSearchClient';

export default function algoliasearch(_appId: string, _apiKey: string): LocalSearchClient {
  return getSiteSearchClient();
}
