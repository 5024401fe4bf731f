/**
 * A first answer comes from the pack alone: pages and headings. Paragraphs
 * are listed once their page's text has arrived, which happens in the
 * background, the pages just shown first; the modal is then told to ask
 * again. The search page asks for whole answers at once.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {docPage, inMemoryClient} from './helpers/searchPages';

const current = 'docs-default-current';
const pages = [
  docPage('/docs/deployment', current, 'Deployment', '<p>Upload the build folder to any static host.</p>'),
  docPage(
    '/docs/swizzling',
    current,
    'Swizzling',
    '<p>Swizzling replaces a theme component.</p><h2 id="ejecting">Ejecting</h2><p>Ejecting copies the component source into src/theme.</p>',
  ),
];

const request = (query: string) => ({requests: [{indexName: 'docusaurus', query, hitsPerPage: 20}]});
const urls = (hits: Array<{url: string}>) => hits.map((hit) => new URL(hit.url).pathname + new URL(hit.url).hash);

test('before its text arrives a page stands for its paragraphs; after, they are listed, the shown page\'s text first', async () => {
  const jobs: Array<() => Promise<void>> = [];
  let fuller = 0;
  const {client, fetched} = inMemoryClient(pages, {scheduleBackgroundWork: (work) => jobs.push(work), onFullerAnswer: () => (fuller += 1)});
  const first = await client.search(request('component source'));
  assert.deepEqual(urls(first.results[0]!.hits), ['/docs/swizzling']);
  assert.equal(fetched.length, 2, 'the manifest and the pack');
  assert.equal(jobs.length, 1);
  await jobs[0]!();
  assert.match(fetched[2]!, /en-docs-default-current\/p1\./, 'the swizzling page (p1) first');
  assert.equal(fuller, 1, 'told once the shown page\'s text is in');
  const second = await client.search(request('component source'));
  const paragraph = second.results[0]!.hits.find((hit) => hit.type === 'content');
  assert.ok(paragraph, 'a paragraph is listed');
  assert.equal(urls([paragraph])[0], '/docs/swizzling#ejecting');
  assert.match(paragraph.content!, /copies the component source/);
});

test('asked to list paragraphs, a first answer downloads the shown pages\' texts and lists them', async () => {
  const {client, fetched} = inMemoryClient(pages);
  const {results} = await client.search(request('component source'), {listParagraphs: true});
  assert.ok(results[0]!.hits.some((hit) => hit.type === 'content' && hit.url.endsWith('#ejecting')));
  assert.equal(fetched.length, 3, fetched.join(', '));
});
