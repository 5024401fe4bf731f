/**
 * The /versions/ page links each released docs version to its changelog entry
 * and says so when a version (the current docs) has not been released yet.
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

test('every version of versions.json links to its changelog entry', () => {
  assert.deepEqual(released, ['2.0.0-rc.1', '2.0.0-beta.22']);
  for (const version of released) {
    assert.equal(releaseNotesPath(version), `/changelog/${version}`);
  }
});

test('the current docs (label 2.0.0-rc.2, not in versions.json) have no release notes yet', () => {
  assert.equal(releaseNotesPath('2.0.0-rc.2'), null);
  assert.equal(releaseNotesPath('current'), null);
});

test('an explicit list of released versions can be given', () => {
  assert.equal(releaseNotesPath('1.0.0', ['1.0.0']), '/changelog/1.0.0');
  assert.equal(releaseNotesPath('1.0.0', []), null);
});
