import type {ApiOptionTable} from './types';

/** `themeConfig.algolia` of @docusaurus/theme-search-algolia. */
const table: ApiOptionTable = {
  packageName: '@docusaurus/theme-search-algolia',
  options: [
    {name: 'appId', type: 'string', defaultDescription: 'required', description: 'Id of the Algolia application that holds the index.'},
    {
      name: 'apiKey',
      type: 'string',
      defaultDescription: 'required',
      description: 'A search-only API key. It ends up in the public bundle, so never use an admin key here.',
    },
    {name: 'indexName', type: 'string', defaultDescription: 'required', description: 'Name of the index to query.'},
    {
      name: 'contextualSearch',
      type: 'boolean',
      default: true,
      description: 'Restricts results to the locale and docs version the reader is looking at, through facet filters.',
    },
    {
      name: 'searchParameters',
      type: 'object',
      default: {},
      description: 'Extra Algolia search parameters sent with every query, e.g. `facetFilters`. Contextual filters are merged into your own `facetFilters`.',
    },
    {
      name: 'searchPagePath',
      type: 'string | false | null',
      default: 'search',
      description: 'Route of the full search results page. Set `false` or `null` to skip creating the page and the OpenSearch file.',
    },
    {
      name: 'externalUrlRegex',
      type: 'string',
      description: 'Regular expression for result URLs that belong to other sites. Matching hits open with a full page load instead of the router.',
    },
  ],
};

export default table;
