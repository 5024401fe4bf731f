/**
 * The local client against the requests the theme really sends: the DocSearch
 * modal's v5 multi-query and the search page's algoliasearch-helper queries.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {type SearchHit} from '../../src/plugins/local-search/client/localSearchClient';
import {docPage, inMemoryClient} from './helpers/searchPages';

const pages = [
  docPage(
    '/docs/swizzling',
    'docs-default-current',
    'Swizzling',
    `<p>Swizzling replaces a theme component with your own.</p>
     <h2 id="ejecting">Ejecting</h2><p>Ejecting copies the component source into src/theme.</p>
     <h2 id="wrapping">Wrapping</h2><p>Wrapping keeps the original and adds around it.</p>`,
  ),
  docPage(
    '/docs/deployment',
    'docs-default-current',
    'Deployment',
    `<p>Build the site and upload the build folder.</p>
     <h2 id="github-pages">Deploying to GitHub Pages</h2><p>Use the deploy command with a GitHub token.</p>
     <h2 id="unsafe">Raw HTML</h2><p>Never write &lt;script&gt;alert(1)&lt;/script&gt; in a page; the swizzling guide explains why.</p>`,
  ),
  docPage('/docs/2.0.0-beta.22/swizzling', 'docs-default-2.0.0-beta.22', 'Swizzling', '<p>Swizzling in the beta.</p>'),
  docPage('/blog/2022/01/01/themes', 'default', 'Theme news', '<p>Swizzling got safer this year.</p>'),
];

function makeClient(options: {failing?: () => boolean} = {}) {
  return inMemoryClient(pages, options);
}

/** A client with every page text in memory, as after the idle prefetch: paragraphs are listed. */
async function warmClient() {
  const made = makeClient();
  await made.client.prefetch(undefined, async () => undefined);
  return made;
}

const currentDocsFilters = [
  'language:en',
  ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current', 'docusaurus_tag:docs-docs-tests-current'],
];

/** What the DocSearch modal of @docsearch/react 3.x sends for one keystroke. */
function modalRequest(query: string, facetFilters: unknown = currentDocsFilters) {
  return {
    requests: [
      {
        query,
        indexName: 'docusaurus',
        attributesToRetrieve: ['hierarchy.lvl0', 'hierarchy.lvl1', 'hierarchy.lvl2', 'hierarchy.lvl3', 'hierarchy.lvl4', 'hierarchy.lvl5', 'hierarchy.lvl6', 'content', 'type', 'url'],
        attributesToSnippet: ['hierarchy.lvl1:10', 'hierarchy.lvl2:10', 'hierarchy.lvl3:10', 'hierarchy.lvl4:10', 'hierarchy.lvl5:10', 'hierarchy.lvl6:10', 'content:10'],
        snippetEllipsisText: '…',
        highlightPreTag: '<mark>',
        highlightPostTag: '</mark>',
        hitsPerPage: 20,
        clickAnalytics: false,
        facetFilters,
      },
    ],
  };
}

const paths = (hits: SearchHit[]) => hits.map((hit) => new URL(hit.url).pathname + new URL(hit.url).hash);

test('nothing is downloaded before the first search', () => {
  const {fetched} = makeClient();
  assert.deepEqual(fetched, []);
});

test('the modal request gets an Algolia-shaped response', async () => {
  const {client} = await warmClient();
  const {results} = await client.search(modalRequest('swizzling'));
  assert.equal(results.length, 1);
  const [result] = results;
  assert.ok(result);
  assert.equal(result.query, 'swizzling');
  assert.equal(result.index, 'docusaurus');
  assert.equal(result.page, 0);
  assert.equal(result.hitsPerPage, 20);
  assert.equal(result.nbPages, 1);
  assert.equal(result.nbHits, result.hits.length);
  assert.equal(typeof result.processingTimeMS, 'number');
  assert.match(result.params, /query=swizzling/);

  const [first] = result.hits;
  assert.ok(first);
  assert.equal(first.url, 'https://example.test/docs/swizzling');
  assert.equal(first.type, 'lvl1');
  assert.equal(first.hierarchy.lvl1, 'Swizzling');
  assert.equal(first.content, null);
  assert.equal(first._highlightResult.hierarchy.lvl1?.value, '<mark>Swizzling</mark>');
  assert.equal(first._highlightResult.hierarchy.lvl1?.matchLevel, 'full');
  assert.deepEqual(first._highlightResult.hierarchy.lvl1?.matchedWords, ['swizzling']);
  assert.equal(first._snippetResult.hierarchy.lvl1?.value, '<mark>Swizzling</mark>');
  // Levels that do not exist are absent from the highlight, as with Algolia.
  assert.equal(first._highlightResult.hierarchy.lvl2, undefined);

  const content = result.hits.find((hit) => hit.type === 'content' && hit.url.endsWith('#unsafe'));
  assert.ok(content, 'a content hit from the deployment page');
  assert.equal(content.hierarchy.lvl2, 'Raw HTML');
  assert.ok(content._snippetResult.content?.value.includes('<mark>swizzling</mark>'));
  assert.equal(content.anchor, 'unsafe');
  assert.equal(content.url_without_anchor, 'https://example.test/docs/deployment');
});

test('contextual filters keep to the version being read', async () => {
  const {client} = makeClient();
  const current = await client.search(modalRequest('swizzling'));
  assert.ok(paths(current.results[0]!.hits).every((path) => !path.includes('2.0.0-beta.22')));
  assert.ok(paths(current.results[0]!.hits).includes('/blog/2022/01/01/themes'));

  const beta = await client.search(
    modalRequest('swizzling', ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-2.0.0-beta.22']]),
  );
  const betaPaths = paths(beta.results[0]!.hits);
  assert.ok(betaPaths.includes('/docs/2.0.0-beta.22/swizzling'));
  assert.ok(betaPaths.every((path) => !path.startsWith('/docs/') || path.startsWith('/docs/2.0.0-beta.22/')));
});

test('a first query, typed key by key, downloads two files: the manifest and the pack of the version read', async () => {
  const {client, fetched} = makeClient();
  const query = 'deploy github pages';
  for (let length = 1; length <= query.length; length += 1) {
    await client.search(modalRequest(query.slice(0, length)));
  }
  assert.equal(fetched.length, 2, fetched.join(', '));
  assert.match(fetched[0]!, /manifest\.json$/);
  assert.match(fetched[1]!, /\/packs\/en-docs-default-current\.[0-9a-f]+\.json$/);
});

test('typing a prefix, a typo or another word form still finds the page', async () => {
  const {client} = makeClient();
  for (const query of ['swizzl', 'swizling', 'swizzle', 'deploy github pages', 'github pages deploying']) {
    const {results} = await client.search(modalRequest(query));
    assert.ok(results[0]!.nbHits > 0, `hits for "${query}"`);
  }
  const {results} = await client.search(modalRequest('deploy github pages'));
  assert.equal(paths(results[0]!.hits)[0], '/docs/deployment#github-pages');
  const none = await client.search(modalRequest('kubernetes'));
  assert.equal(none.results[0]!.nbHits, 0);
  assert.deepEqual(none.results[0]!.hits, []);
});

test('the search page helper queries: params objects, disjunctive facets, paging', async () => {
  const {client} = await warmClient();
  const tagFilter = ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current', 'docusaurus_tag:docs-community-current'];
  const {results} = await client.search([
    {
      indexName: 'docusaurus',
      params: {
        advancedSyntax: true,
        facetFilters: [tagFilter, ['language:en']],
        facets: ['docusaurus_tag', 'language'],
        hitsPerPage: 2,
        page: 1,
        query: 'swizzling',
        tagFilters: '',
      },
    },
    {
      indexName: 'docusaurus',
      params: {
        advancedSyntax: true,
        analytics: false,
        clickAnalytics: false,
        facetFilters: [['language:en']],
        facets: 'docusaurus_tag',
        hitsPerPage: 0,
        page: 0,
        query: 'swizzling',
      },
    },
  ]);
  assert.equal(results.length, 2);
  const [main, facetsOnly] = results;
  assert.ok(main && facetsOnly);
  assert.equal(main.page, 1);
  assert.equal(main.hitsPerPage, 2);
  assert.equal(main.nbPages, Math.ceil(main.nbHits / 2));
  assert.ok(main.hits.length > 0 && main.hits.length <= 2);
  // DocSearch's index default tags, which the search page restyles.
  const highlighted = JSON.stringify(main.hits.map((hit) => hit._highlightResult));
  assert.ok(highlighted.includes('<span class=\\"algolia-docsearch-suggestion--highlight\\">'), highlighted);
  assert.ok(main.facets?.docusaurus_tag);
  assert.deepEqual(facetsOnly.hits, []);
  assert.equal(facetsOnly.nbPages, 0);
  assert.ok(facetsOnly.facets?.docusaurus_tag?.['docs-default-current']);
});

test('serialized v4 params strings are understood', async () => {
  const {client} = makeClient();
  const params = new URLSearchParams({
    query: 'wrapping',
    hitsPerPage: '5',
    facetFilters: JSON.stringify(currentDocsFilters),
  }).toString();
  const {results} = await client.search([{indexName: 'docusaurus', params}]);
  assert.equal(paths(results[0]!.hits)[0], '/docs/swizzling#wrapping');
});

test('page text and queries come back escaped: markup is only ever the highlight tags', async () => {
  const {client} = await warmClient();
  const {results} = await client.search(modalRequest('<script>alert(1)</script>'));
  const [result] = results;
  assert.ok(result);
  assert.equal(result.query, '<script>alert(1)</script>');
  const unsafe = result.hits.find((hit) => hit.url.endsWith('#unsafe'));
  assert.ok(unsafe, 'the page mentioning a script tag is found');
  const rendered = JSON.stringify([unsafe._highlightResult, unsafe._snippetResult, unsafe.content, unsafe.hierarchy]);
  assert.ok(!rendered.includes('<script'), rendered);
  assert.ok(unsafe._highlightResult.content?.value.includes('&lt;<mark>script</mark>&gt;'));
});

test('an index that cannot be fetched fails with the error DocSearch reports, then recovers', async () => {
  let offline = true;
  const {client} = makeClient({failing: () => offline});
  await assert.rejects(client.search(modalRequest('swizzling')), (error: Error) => error.name === 'RetryError');
  offline = false;
  const {results} = await client.search(modalRequest('swizzling'));
  assert.ok(results[0]!.nbHits > 0);
});

test('once loaded, searches need no network', async () => {
  let offline = false;
  const {client} = makeClient({failing: () => offline});
  await client.search(modalRequest('swizzling'));
  offline = true;
  const {results} = await client.search(modalRequest('swizzl'));
  assert.ok(results[0]!.nbHits > 0);
});

test('a prefetch downloads the shards of the page\'s filters only, after which any query works offline', async () => {
  let offline = false;
  const {client, fetched} = makeClient({failing: () => offline});
  await client.prefetch(currentDocsFilters, async () => undefined);
  assert.equal(fetched.filter((path) => path.includes('2.0.0-beta.22')).length, 0, 'no old version');
  offline = true;
  for (const query of ['swizzling', 'github token', 'ejecting', 'themes']) {
    const {results} = await client.search(modalRequest(query));
    assert.ok(results[0]!.nbHits > 0, `"${query}" answered offline`);
  }
});

test('a failed prefetch rejects and a later one completes', async () => {
  let offline = true;
  const {client} = makeClient({failing: () => offline});
  await assert.rejects(client.prefetch(currentDocsFilters, async () => undefined));
  offline = false;
  await client.prefetch(currentDocsFilters, async () => undefined);
  offline = true;
  const {results} = await client.search(modalRequest('wrapping'));
  assert.ok(results[0]!.nbHits > 0);
});
