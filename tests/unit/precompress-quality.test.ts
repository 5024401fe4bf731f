import {test} from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import {brotliQuality} from '../../scripts/lib/precompress';

const root = path.join('/srv', 'build');
const quality = (file: string) => brotliQuality(root, path.join(root, file));

test('what every first visit downloads gets brotli 11', () => {
  assert.equal(quality('assets/js/main.a380c7a8.js'), 11);
  assert.equal(quality('assets/js/runtime~main.9060b6a3.js'), 11);
  assert.equal(quality('assets/css/styles.4c7d96bd.css'), 11);
});

test('route chunks and other hashed assets get 10, pages and the rest 9', () => {
  assert.equal(quality('assets/js/3b8c55ea.5045f4c8.js'), 10);
  assert.equal(quality('assets/js/main.a380c7a8.js.LICENSE.txt'), 10);
  assert.equal(quality('docs/installation/index.html'), 9);
  assert.equal(quality('sw.js'), 9);
  // Not fooled by a page that happens to be called main.
  assert.equal(quality('docs/main.html'), 9);
});
