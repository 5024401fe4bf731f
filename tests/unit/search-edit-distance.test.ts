/**
 * The typo distance the vocabulary scan computes for every term of a letter
 * on each keystroke. It fills only the band of cells near the diagonal and
 * reuses its rows; these tests hold it to the plain full-table distance.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {boundedEditDistance, typoMatch} from '../../src/plugins/local-search/client/editDistance';

/** The whole table, every cell: slow and obviously right. */
function fullTableDistance(a: string, b: string, limit: number): number {
  const table = Array.from({length: a.length + 1}, (_, i) => Array.from({length: b.length + 1}, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= a.length; i += 1) {
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(table[i - 1]![j]! + 1, table[i]![j - 1]! + 1, table[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, table[i - 2]![j - 2]! + 1);
      }
      table[i]![j] = value;
    }
  }
  return Math.min(table[a.length]![b.length]!, limit + 1);
}

/** A small deterministic generator, so that a failure can be replayed. */
function seededRandom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
}

test('the banded distance equals the full-table distance on 100,000 random pairs, whole and cut short', () => {
  const random = seededRandom(31);
  // Four letters make repeats and swaps common, where a band edge would go wrong.
  const word = (maxLength: number) => Array.from({length: Math.floor(random() * (maxLength + 1))}, () => 'abcd'[Math.floor(random() * 4)]).join('');
  for (let run = 0; run < 100_000; run += 1) {
    const a = word(9);
    const b = word(40);
    const limit = Math.floor(random() * 4);
    const cut = Math.floor(random() * (b.length + 1));
    assert.equal(boundedEditDistance(a, b, limit), fullTableDistance(a, b, limit), `"${a}" "${b}" within ${limit}`);
    assert.equal(boundedEditDistance(a, b, limit, cut), fullTableDistance(a, b.slice(0, cut), limit), `"${a}" "${b.slice(0, cut)}" within ${limit}`);
  }
});

test('a swap of neighbouring letters is one typo; too far is the limit plus one', () => {
  assert.equal(boundedEditDistance('teh', 'the', 2), 1);
  assert.equal(boundedEditDistance('sidebra', 'sidebar', 2), 1);
  assert.equal(boundedEditDistance('docusaurus', 'docosaurus', 1), 1);
  assert.equal(boundedEditDistance('plugin', 'theme', 2), 3);
  assert.equal(boundedEditDistance('a', 'abcdef', 1), 2);
});

test('the last word, still being typed, matches the start of a longer term within its typos', () => {
  assert.equal(typoMatch('swizz', 'swizzling', false), 0);
  assert.equal(typoMatch('swizz', 'swizzling', true), 0, 'a prefix is not a typo');
  assert.equal(typoMatch('swizl', 'swizzling', true), 1);
  assert.equal(typoMatch('sidbear', 'sidebars', true), 1, 'swapped letters, then the rest not typed yet');
  assert.equal(typoMatch('sdiebras', 'sidebars', false), 2);
  assert.equal(typoMatch('sdiebra', 'sidebars', true), 0, 'seven letters allow one typo');
  assert.equal(typoMatch('xidebar', 'sidebar', true), 0, 'the first letter must match');
});
