/** URL parts that the router and core's scroll-to-anchor can decode without throwing. */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {wellFormedEscapes} from '../../src/utils/wellFormedEscapes';

test('well-formed paths and hashes are left alone', () => {
  for (const hash of ['', '#', '#installation', '#caf%C3%A9', '#a%20b', '#100%25', '/docs/caf%C3%A9/', '/a%2Fb']) {
    assert.equal(wellFormedEscapes(hash), hash);
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
    const repaired = wellFormedEscapes(hash);
    assert.notEqual(repaired, hash);
    assert.equal(decodeURIComponent(repaired), decoded, hash);
  }
});

test('a repaired path decodes with decodeURI, as the router does', () => {
  assert.equal(decodeURI(wellFormedEscapes('/docs/%C3%28/%FF')), '/docs/%C3%28/%FF');
});
