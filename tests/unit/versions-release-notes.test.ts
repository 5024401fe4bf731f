/**
 * The /versions/ page links each docs version to its changelog entry when the
 * changelog has one: every version of versions.json does; the current docs
 * describe 2.1.0, which this changelog does not cover, and a version just cut
 * with docs:version has none until one is written (a link to it would break the build).
 *
 * Run: node --import tsx --test tests/unit/versions-release-notes.test.ts
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';

import {releaseNotesPath} from '../../src/utils/releaseNotes';
import {siteDir} from './helpers/sitePaths';

const released = JSON.parse(fs.readFileSync(path.join(siteDir, 'versions.json'), 'utf8')) as string[];
const changelogFiles = fs.readdirSync(path.join(siteDir, 'changelog'));

test('every version of versions.json has a changelog entry to link to', () => {
  assert.deepEqual(released, ['2.0.0-rc.1', '2.0.0-beta.22']);
  for (const version of released) {
    assert.ok(
      changelogFiles.some((file) => file.endsWith(`-${version}.md`)),
      `changelog/ has an entry for ${version}`,
    );
    assert.equal(releaseNotesPath(version, released), `/changelog/${version}`);
  }
});

test('a version without an entry gets no link: the current docs, a version just cut', () => {
  assert.equal(releaseNotesPath('2.0.0-rc.2', released), null);
  assert.equal(releaseNotesPath('current', released), null);
  assert.equal(releaseNotesPath('9.9.9', released), null);
});
