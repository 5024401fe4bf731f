/**
 * Highlighting keeps the matches of the latest answer's words (highlight.ts):
 * a text marked for one answer must be marked afresh for the next.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {highlight, snippet} from '../../src/plugins/local-search/client/highlight';

const tags = {preTag: '<mark>', postTag: '</mark>'};

test('the same text is marked for each answer\'s own words', () => {
  const text = 'Sidebar items and navbar items';
  assert.equal(highlight(text, {words: ['sidebar'], ...tags}).value, '<mark>Sidebar</mark> items and navbar items');
  assert.equal(highlight(text, {words: ['navbar'], ...tags}).value, 'Sidebar items and <mark>navbar</mark> items');
  // Equal words in new arrays are a new answer too: the last word may now be a prefix.
  assert.equal(highlight(text, {words: ['nav'], ...tags}).value, 'Sidebar items and <mark>nav</mark>bar items');
});

test('within one answer, a highlight and a snippet of the same text agree', () => {
  const options = {words: ['items'], ...tags};
  const text = 'Sidebar items and navbar items';
  const marked = highlight(text, options);
  const cut = snippet(text, {...options, wordCount: 10, ellipsis: '…'});
  assert.equal(cut.value, marked.value);
  assert.equal(highlight(text, options).value, marked.value);
  assert.deepEqual(marked.matchedWords, ['items']);
});
