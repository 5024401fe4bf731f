/**
 * Records pushed to the hosted index: same content as the local index, with
 * absolute URLs and stable ids; the push replaces the index atomically. No
 * network: the HTTP client is a recording fake.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {
  algoliaIndexSettings,
  algoliaRecords,
  inBatches,
  pushRecords,
  toAlgoliaRecord,
  type FetchLike,
} from '../../src/plugins/local-search/build/algoliaRecords';
import {hostedSearchCredentials} from '../../src/plugins/local-search/credentials';
import type {CrawledPage, SearchRecord} from '../../src/plugins/local-search/shared/format';

function record(overrides: Partial<SearchRecord>): SearchRecord {
  return {
    url: '/docs/swizzling#wrapping',
    url_without_anchor: '/docs/swizzling',
    anchor: 'wrapping',
    type: 'content',
    hierarchy: {lvl0: 'Guides', lvl1: 'Swizzling', lvl2: 'Wrapping', lvl3: null, lvl4: null, lvl5: null, lvl6: null},
    content: 'Wrapping keeps the original component.',
    language: 'en',
    docusaurus_tag: 'docs-default-current',
    version: ['current'],
    weight: {pageRank: 4, level: 0, position: 7},
    ...overrides,
  };
}

test('a record maps to a DocSearch object with absolute URLs', () => {
  const mapped = toAlgoliaRecord(record({}), 'https://docusaurus.io/');
  assert.equal(mapped.url, 'https://docusaurus.io/docs/swizzling#wrapping');
  assert.equal(mapped.url_without_anchor, 'https://docusaurus.io/docs/swizzling');
  assert.equal(mapped.anchor, 'wrapping');
  assert.equal(mapped.type, 'content');
  assert.equal(mapped.content, 'Wrapping keeps the original component.');
  assert.deepEqual(mapped.hierarchy.lvl2, 'Wrapping');
  assert.equal(mapped.docusaurus_tag, 'docs-default-current');
  assert.equal(mapped.language, 'en');
  assert.deepEqual(mapped.version, ['current']);
  assert.deepEqual(mapped.weight, {pageRank: 4, level: 0, position: 7});
  // The content sits under "Wrapping": that is its own heading for ranking.
  assert.deepEqual(mapped.hierarchy_radio, {lvl0: null, lvl1: null, lvl2: 'Wrapping', lvl3: null, lvl4: null, lvl5: null, lvl6: null});
  assert.match(mapped.objectID, /^[0-9a-f]{16}-7$/);
});

test('object ids are stable and unique per page position', () => {
  const first = toAlgoliaRecord(record({}), 'https://docusaurus.io');
  const again = toAlgoliaRecord(record({}), 'https://example.com');
  const other = toAlgoliaRecord(record({weight: {pageRank: 4, level: 0, position: 8}}), 'https://docusaurus.io');
  const otherPage = toAlgoliaRecord(record({url_without_anchor: '/docs/other'}), 'https://docusaurus.io');
  assert.equal(first.objectID, again.objectID);
  assert.notEqual(first.objectID, other.objectID);
  assert.notEqual(first.objectID, otherPage.objectID);
});

test('heading records rank by their own level; pages flatten into records', () => {
  const heading = toAlgoliaRecord(record({type: 'lvl1', content: null, anchor: null, url: '/docs/swizzling'}), 'https://docusaurus.io');
  assert.equal(heading.hierarchy_radio.lvl1, 'Swizzling');
  assert.equal(heading.hierarchy_radio.lvl2, null);
  const page: CrawledPage = {
    url: '/docs/swizzling',
    language: 'en',
    docusaurus_tag: 'docs-default-current',
    breadcrumbs: [],
    keywords: [],
    slug: '',
    codeIdentifiers: [],
    codeNames: [],
    codeText: '',
    tabLabels: [],
    records: [record({}), record({weight: {pageRank: 4, level: 0, position: 8}})],
  };
  assert.equal(algoliaRecords([page, page], 'https://docusaurus.io').length, 4);
  // The page's context (breadcrumbs, keywords, URL slug, names only in code) rides on its title record, searchable.
  const title = record({type: 'lvl1', content: null, anchor: null, url: '/docs/swizzling', weight: {pageRank: 4, level: 90, position: 0}});
  const withContext = algoliaRecords(
    [{...page, records: [title, ...page.records], breadcrumbs: ['Guides'], keywords: ['theme override'], slug: 'swizzling', codeIdentifiers: ['useThemeConfig']}],
    'https://docusaurus.io',
  );
  assert.deepEqual(withContext[0]!.page_context, ['Guides', 'theme override', 'swizzling', 'useThemeConfig']);
  assert.equal(withContext[1]!.page_context, undefined);
  assert.equal(algoliaRecords([page], 'https://docusaurus.io')[0]!.page_context, undefined);
  assert.ok((algoliaIndexSettings.searchableAttributes as readonly string[]).includes('unordered(page_context)'));
  assert.ok(algoliaIndexSettings.attributesForFaceting.includes('docusaurus_tag'));
  assert.deepEqual(inBatches([1, 2, 3, 4, 5], 2), [[1, 2], [3, 4], [5]]);
});

test('hosted search needs all three variables', () => {
  assert.equal(hostedSearchCredentials({}), null);
  assert.equal(hostedSearchCredentials({ALGOLIA_APP_ID: 'A', ALGOLIA_API_KEY: 'k'}), null);
  assert.deepEqual(hostedSearchCredentials({ALGOLIA_APP_ID: 'A', ALGOLIA_API_KEY: 'k', ALGOLIA_INDEX_NAME: 'docs'}), {
    appId: 'A',
    apiKey: 'k',
    indexName: 'docs',
  });
});

test('the push fills a temporary index, waits for every task, then moves it over the live one', async () => {
  const calls: Array<{method: string; url: string; body: unknown; key: string | undefined}> = [];
  let task = 0;
  const fakeFetch: FetchLike = async (url, init) => {
    calls.push({method: init.method, url, body: init.body ? JSON.parse(init.body) : undefined, key: init.headers['X-Algolia-API-Key']});
    const payload = init.method === 'GET' ? {status: 'published'} : {taskID: (task += 1)};
    return {ok: true, status: 200, json: async () => payload};
  };
  const records = Array.from({length: 5}, (_, position) =>
    toAlgoliaRecord(record({weight: {pageRank: 4, level: 0, position}}), 'https://docusaurus.io'),
  );
  await pushRecords({appId: 'APP', writeApiKey: 'write-key', indexName: 'docs', records, fetch: fakeFetch, batchSize: 2, sleep: async () => undefined});

  const writes = calls.filter((call) => call.method !== 'GET').map((call) => `${call.method} ${call.url}`);
  assert.deepEqual(writes, [
    'PUT https://APP.algolia.net/1/indexes/docs_tmp/settings',
    'POST https://APP.algolia.net/1/indexes/docs_tmp/clear',
    'POST https://APP.algolia.net/1/indexes/docs_tmp/batch',
    'POST https://APP.algolia.net/1/indexes/docs_tmp/batch',
    'POST https://APP.algolia.net/1/indexes/docs_tmp/batch',
    'POST https://APP.algolia.net/1/indexes/docs_tmp/operation',
  ]);
  const batches = calls.filter((call) => call.url.endsWith('/batch'));
  assert.deepEqual(
    batches.map((call) => (call.body as {requests: unknown[]}).requests.length),
    [2, 2, 1],
  );
  assert.deepEqual((batches[0]!.body as {requests: Array<{action: string}>}).requests[0]!.action, 'addObject');
  assert.deepEqual(calls.find((call) => call.url.endsWith('/operation'))!.body, {operation: 'move', destination: 'docs'});
  // Every write task is awaited before the move, the move itself after it.
  const lastWait = calls.map((call) => call.method).lastIndexOf('GET');
  assert.equal(lastWait, calls.length - 1);
  assert.equal(calls.filter((call) => call.method === 'GET').length, 6);
  assert.ok(calls.every((call) => call.key === 'write-key'));
});

test('a refused write stops the push with the status', async () => {
  const refusing: FetchLike = async () => ({ok: false, status: 403, json: async () => ({message: 'Method not allowed with this API key'})});
  await assert.rejects(
    pushRecords({appId: 'APP', writeApiKey: 'search-only', indexName: 'docs', records: [], fetch: refusing}),
    /HTTP 403: Method not allowed/,
  );
});
