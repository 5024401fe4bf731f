/** The facet filters the theme's SearchBar sends on a current docs page. */
export const currentDocsFilters = [
  'language:en',
  ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current', 'docusaurus_tag:docs-community-current'],
];
