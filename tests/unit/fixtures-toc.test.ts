/**
 * The TOC fixtures promise, by their names, which heading levels their table
 * of contents shows. This checks the promise at the source: the front matter
 * bounds match the name, and every page has headings at all levels h2 to h6,
 * so that a wrong bound could not go unnoticed for lack of headings.
 *
 * Run: node --import tsx --test tests/unit/fixtures-toc.test.ts
 */
import {test, describe} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {createRequire} from 'node:module';

import {expectedTocLevels, tocBoundsFromName} from '../../_dogfooding/tocLevels';

const require = createRequire(__filename);
const matter = require('gray-matter') as (input: string) => {
  data: Record<string, unknown>;
  content: string;
};

const tocDir = path.resolve(__dirname, '../../_dogfooding/_docs tests/toc');
const tocFiles = fs.readdirSync(tocDir).filter((file) => file.endsWith('.md'));

describe('TOC fixture names', () => {
  test('parse bounds and expand defaults', () => {
    assert.deepEqual(tocBoundsFromName('toc-_-5'), {min: undefined, max: 5});
    assert.deepEqual(expectedTocLevels('toc-_-_'), [2, 3]);
    assert.deepEqual(expectedTocLevels('toc-3-_'), [3]);
    assert.deepEqual(expectedTocLevels('toc-5-5'), [5]);
    assert.deepEqual(expectedTocLevels('toc-test-bad'), [2, 3, 4, 5, 6]);
    assert.throws(() => tocBoundsFromName('toc-1-9'));
    assert.throws(() => tocBoundsFromName('not-a-toc'));
  });

  test('the twelve fixtures of the spec exist', () => {
    assert.deepEqual(
      tocFiles.map((file) => file.replace(/\.md$/, '')).sort(),
      ['toc-2-2', 'toc-2-3', 'toc-2-4', 'toc-2-5', 'toc-3-5', 'toc-3-_', 'toc-4-5', 'toc-5-5', 'toc-_-5', 'toc-_-_', 'toc-test-bad', 'toc-test-good'],
    );
  });
});

describe('TOC fixture files', () => {
  for (const file of tocFiles) {
    const name = file.replace(/\.md$/, '');
    const {data, content} = matter(fs.readFileSync(path.join(tocDir, file), 'utf8'));

    test(`${name}: front matter bounds match the name`, () => {
      const bounds = tocBoundsFromName(name);
      assert.equal(data.toc_min_heading_level, bounds.min);
      assert.equal(data.toc_max_heading_level, bounds.max);
    });

    test(`${name}: has headings at every level from h2 to h6`, () => {
      const levels = new Set(
        [...content.matchAll(/^(#{2,6}) /gm)].map((match) => match[1]!.length),
      );
      assert.deepEqual([...levels].sort(), [2, 3, 4, 5, 6]);
    });
  }
});
