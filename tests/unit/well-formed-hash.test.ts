/** Hashes that core's scroll-to-anchor can decode without throwing. */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {wellFormedHash} from '../../src/utils/wellFormedHash';

test('well-formed hashes are left alone', () => {
  for (const hash of ['', '#', '#installation', '#caf%C3%A9', '#a%20b', '#100%25']) {
    assert.equal(wellFormedHash(hash), hash);
  }
});

test('malformed escapes become literal text that decodes back to what was typed', () => {
  const cases: [string, string][] = [
    ['#%FF', '#%FF'],
    ['#%C3%28', '#%C3%28'],
    ['#%', '#%'],
    ['#50%', '#50%'],
    ['#%zz', '#%zz'],
    ['#ok%20then%FF', '#ok then%FF'],
  ];
  for (const [hash, decoded] of cases) {
    const repaired = wellFormedHash(hash);
    assert.notEqual(repaired, hash);
    assert.equal(decodeURIComponent(repaired), decoded, hash);
  }
});
