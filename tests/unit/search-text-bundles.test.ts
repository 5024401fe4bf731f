/**
 * The idle prefetch readies a whole context for offline use in a few
 * requests: page texts come in bundles, not one file per page. A page whose
 * own file cannot be had (offline, with only the bundles stored) is read from
 * its bundle.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {buildIndexFiles} from '../../src/plugins/local-search/build/buildIndex';
import {createLocalSearchClient} from '../../src/plugins/local-search/client/localSearchClient';
import {docPage, inMemoryClient} from './helpers/searchPages';

const current = 'docs-default-current';
const filters = ['language:en', ['docusaurus_tag:default', `docusaurus_tag:${current}`]];
const pages = Array.from({length: 60}, (_, index) =>
  docPage(`/docs/topic-${index}`, current, `Topic ${index}`, `<p>Paragraph about marmot${index} habits.</p>`),
);
const noPause = () => Promise.resolve();

test('the idle prefetch fetches the manifest, the pack and a few text bundles, not a file per page', async () => {
  const {client, fetched} = inMemoryClient(pages);
  await client.prefetch(filters, noPause);
  assert.ok(fetched.length <= 4, `requests: ${fetched.join(', ')}`);
  assert.ok(!fetched.some((file) => /\/p\d+\.[0-9a-f]+\.json$/.test(file)), 'no single page text was fetched');
});

test('the idle prefetch indexes one page per pause, so no single task indexes a whole bundle', async () => {
  const {client} = inMemoryClient(pages);
  let pauses = 0;
  await client.prefetch(filters, async () => {
    pauses += 1;
  });
  // One pause before each page's text, besides those between files.
  assert.ok(pauses >= pages.length, `${pauses} pauses for ${pages.length} pages`);
});

test('after the prefetch, a paragraph is found and listed without any further request', async () => {
  const {client, fetched} = inMemoryClient(pages);
  await client.prefetch(filters, noPause);
  const before = fetched.length;
  const {results} = await client.search({requests: [{indexName: 'docusaurus', query: 'marmot42', facetFilters: filters}]});
  const contents = results[0]!.hits.map((hit) => String(hit.content ?? ''));
  assert.ok(contents.some((content) => content.includes('marmot42 habits')), contents.join(' | '));
  assert.equal(fetched.length, before);
});

test("a page's text comes from its bundle when its own file cannot be fetched", async () => {
  const {files} = buildIndexFiles(pages);
  // As offline with only the prefetch's files stored: single-page files fail.
  const client = createLocalSearchClient({
    origin: 'https://example.test',
    fetchJson: async (path) => {
      if (/\/p\d+\.[0-9a-f]+\.json$/.test(path) || !files.has(path)) {
        throw new Error(`unreachable ${path}`);
      }
      return JSON.parse(files.get(path)!);
    },
  });
  const {results} = await client.search(
    {requests: [{indexName: 'docusaurus', query: 'marmot7', facetFilters: filters}]},
    {listParagraphs: true},
  );
  const contents = results[0]!.hits.map((hit) => String(hit.content ?? ''));
  assert.ok(contents.some((content) => content.includes('marmot7 habits')), contents.join(' | '));
});
