import type {ApiOptionTable} from './types';

/** One entry of `themeConfig.metadata` of @docusaurus/theme-classic. Other attributes are passed through too. */
const table: ApiOptionTable = {
  packageName: '@docusaurus/theme-classic',
  anchorPrefix: 'metadata.',
  options: [
    {name: 'name', type: 'string', description: 'The name attribute of the meta tag, for example `keywords` or `twitter:site`.'},
    {name: 'property', type: 'string', description: 'The property attribute, used by Open Graph tags such as `og:locale`.'},
    {name: 'content', type: 'string', description: 'The value of the tag.'},
    {name: 'id', type: 'string', description: 'An id attribute for the generated tag.'},
    {name: 'itemprop', type: 'string', description: 'A schema.org microdata property name.'},
  ],
};

export default table;
