/** The keystrokes the search benches time (scripts/bench/keystrokes.ts). */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {keystrokePrefixes, keystrokeRequest} from '../../scripts/bench/keystrokes';

test('each prefix of each query, in typing order, or every Nth of them', () => {
  assert.deepEqual(keystrokePrefixes(['tab', 'go'], 1), ['t', 'ta', 'tab', 'g', 'go']);
  assert.deepEqual(keystrokePrefixes(['tab', 'go'], 2), ['t', 'tab', 'go']);
});

test('a keystroke asks for what the modal asks for: one page of 20 hits in the current docs', () => {
  const [request] = keystrokeRequest('side').requests;
  assert.equal(request!.query, 'side');
  assert.equal(request!.hitsPerPage, 20);
  assert.ok(request!.facetFilters.length > 0);
});
