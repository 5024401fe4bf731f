/**
 * Sites built with Docusaurus shown on /showcase. Descriptions are ours; names,
 * addresses and tags are public facts about each site.
 */
export type ShowcaseTag =
  | 'favorite'
  | 'opensource'
  | 'product'
  | 'design'
  | 'i18n'
  | 'versioning'
  | 'large'
  | 'meta'
  | 'personal'
  | 'rtl';

export interface ShowcaseSite {
  title: string;
  description: string;
  website: string;
  source: string | null;
  tags: ShowcaseTag[];
}

export const showcaseSites: ShowcaseSite[] = [
  {
    title: 'Algolia DocSearch',
    description: 'The documentation of the free search service many open-source docs sites plug into.',
    website: 'https://docsearch.algolia.com/',
    source: 'https://github.com/algolia/docsearch-website',
    tags: ['favorite', 'opensource', 'product'],
  },
  {
    title: 'Apache APISIX',
    description: 'A large, bilingual site for an API gateway, with docs for several sub-projects.',
    website: 'https://apisix.apache.org/',
    source: 'https://github.com/apache/apisix-website',
    tags: ['opensource', 'i18n', 'large'],
  },
  {
    title: 'Astronomer',
    description: 'Product documentation for a managed data-pipeline platform, versioned per release.',
    website: 'https://docs.astronomer.io',
    source: 'https://github.com/astronomer/docs',
    tags: ['product', 'versioning', 'opensource'],
  },
  {
    title: 'Bandwidth',
    description: 'Developer portal of a communications API provider, with guides and API references.',
    website: 'https://dev.bandwidth.com/',
    source: 'https://github.com/Bandwidth/api-docs',
    tags: ['opensource', 'large', 'product'],
  },
  {
    title: 'Benthos',
    description: 'Docs, cookbooks and a component catalogue for a stream-processing tool.',
    website: 'https://benthos.dev/',
    source: 'https://github.com/Jeffail/benthos/tree/main/website',
    tags: ['opensource', 'large'],
  },
  {
    title: 'Blink Shell',
    description: 'User guide of a mobile terminal app, with a custom look that departs from the default theme.',
    website: 'https://docs.blink.sh/',
    source: 'https://github.com/blinksh/docs',
    tags: ['opensource', 'design', 'product'],
  },
  {
    title: 'Chaos Mesh',
    description: 'Docs of a chaos-engineering platform for Kubernetes, in English and Chinese.',
    website: 'https://chaos-mesh.org',
    source: 'https://github.com/chaos-mesh/website',
    tags: ['opensource', 'product', 'i18n'],
  },
  {
    title: 'blog.johnnyreilly.com',
    description: 'A long-running personal blog about web development, migrated to the blog plugin.',
    website: 'https://blog.johnnyreilly.com/',
    source: 'https://github.com/johnnyreilly/blog.johnnyreilly.com',
    tags: ['opensource', 'personal', 'large'],
  },
];
