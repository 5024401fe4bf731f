/**
 * When the search button may download the modal's code and the index at idle:
 * like the framework's route prefetch, never for readers saving data or on 2G.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {mayPrefetchAtIdle} from '../../src/plugins/local-search/client/idlePrefetchPolicy';

test('prefetches on an ordinary connection, or when the browser does not tell', () => {
  assert.equal(mayPrefetchAtIdle({effectiveType: '4g', saveData: false}, true), true);
  assert.equal(mayPrefetchAtIdle({effectiveType: '3g'}, true), true);
  assert.equal(mayPrefetchAtIdle(undefined, true), true);
  assert.equal(mayPrefetchAtIdle({}, true), true);
});

test('skips for readers saving data, on 2G or slow 2G', () => {
  assert.equal(mayPrefetchAtIdle({effectiveType: '4g', saveData: true}, true), false);
  assert.equal(mayPrefetchAtIdle({effectiveType: '2g'}, true), false);
  assert.equal(mayPrefetchAtIdle({effectiveType: 'slow-2g'}, true), false);
});

test('skips while offline: there is nothing to fetch', () => {
  assert.equal(mayPrefetchAtIdle({effectiveType: '4g'}, false), false);
});
