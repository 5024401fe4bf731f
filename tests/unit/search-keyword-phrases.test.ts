/**
 * Front-matter keywords written as questions ("what is docusaurus") find
 * their page when a reader types them, although their stop words and
 * question words leave a word that many headings hold.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {keywordPhraseKeys, wordSetKey} from '../../src/plugins/local-search/client/keywordPhrases';
import {queryWords} from '../../src/plugins/local-search/client/queryWords';
import {docPage, inMemoryClient} from './helpers/searchPages';

const current = 'docs-default-current';

test('a keyword and a query meet by the words they search, in any order, stop words aside', () => {
  const keys = keywordPhraseKeys(['Where do the navbar and the footer come from', 'what is docusaurus', 'draft', '']);
  assert.ok(keys.has(wordSetKey(queryWords('where do navbar and footer come from'))));
  assert.ok(keys.has(wordSetKey(queryWords('come from where, the footer and the navbar?'))));
  assert.ok(keys.has(wordSetKey(queryWords('What is Docusaurus?'))));
  assert.ok(!keys.has(wordSetKey(queryWords('where does the footer come from'))), 'every word of the keyword, not some');
  assert.ok(!keys.has(wordSetKey(queryWords('draft'))), 'a one-word keyword is only a word of the page context');
  assert.equal(keys.size, 2);
});

async function firstPage(query: string, {prefetched}: {prefetched: boolean}): Promise<string | undefined> {
  const intro = {...docPage('/docs/', current, 'Introduction', '<p>A static site generator built on React.</p>'), keywords: ['what is docusaurus', 'overview']};
  const pages = [
    docPage('/docs/docusaurus-core', current, 'Docusaurus Client API', '<p>Hooks and components.</p><h2 id="docusaurus-context">Docusaurus context</h2><p>Site metadata.</p>'),
    docPage('/docs/cli', current, 'CLI', '<h2 id="docusaurus-start">docusaurus start</h2><p>Starts the dev server.</p>'),
    intro,
  ];
  const {client} = inMemoryClient(pages);
  if (prefetched) {
    await client.prefetch(undefined, async () => {});
  }
  const {results} = await client.search({requests: [{indexName: 'docusaurus', query, hitsPerPage: 20}]});
  return results[0]!.hits.map((hit) => new URL(hit.url).pathname)[0];
}

test('a query that says what a keyword phrase says finds its page first, once the page text is in memory', async () => {
  assert.equal(await firstPage('what is docusaurus', {prefetched: true}), '/docs/');
  // The keywords ride with the page text: before it arrives, the page is found by its context words only.
  assert.equal(await firstPage('what is docusaurus', {prefetched: false}), '/docs/docusaurus-core');
});
