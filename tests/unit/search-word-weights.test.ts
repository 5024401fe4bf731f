/**
 * A word that nearly every page holds says little about which page a reader
 * wants; a word few pages hold says a lot. The rare word's page must win even
 * when the common word sits in a heading elsewhere.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {docPage, inMemoryClient} from './helpers/searchPages';

const current = 'docs-default-current';
const filler = ['Installation', 'Deployment', 'Versioning', 'Blog', 'Sidebar', 'Markdown'].map((title) =>
  docPage(`/docs/${title.toLowerCase()}`, current, title, `<p>Each site can use ${title.toLowerCase()} as it likes.</p>`),
);
const pages = [
  ...filler,
  docPage(
    '/docs/seo',
    current,
    'SEO',
    '<p>Help search engines read your pages.</p><h2 id="add-site-metadata">Add site metadata</h2><p>A description for every page.</p>',
  ),
  docPage('/docs/search', current, 'Search', '<p>Add a search bar to the navbar.</p><p>It works on any site.</p>'),
];

test('the page about the rare word ranks first, above a heading with the word every page has', async () => {
  const {client} = inMemoryClient(pages);
  const {results} = await client.search({requests: [{indexName: 'docusaurus', query: 'add search to my site', hitsPerPage: 20}]});
  const paths = [...new Set(results[0]!.hits.map((hit) => new URL(hit.url).pathname))];
  assert.equal(paths[0], '/docs/search');
});
