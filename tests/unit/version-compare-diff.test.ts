import {test} from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import type {LoadedVersion} from '@docusaurus/plugin-content-docs';
import {buildComparedDocs} from '../../src/plugins/version-compare/compareData';
import {diffDocVersions} from '../../src/components/VersionCompare/diffBlocks';
import {
  comparableDocIds,
  compareParams,
  resolveCompareQuery,
  type VersionDocs,
} from '../../src/components/VersionCompare/compareQuery';

const siteDir = path.resolve(__dirname, '../..');

function version(versionName: string, folder: string, ids: string[]): LoadedVersion {
  return {
    versionName,
    docs: ids.map((id) => ({
      unversionedId: id,
      title: id,
      permalink: `/docs/${versionName}/${id}`,
      source: `@site/${folder}/${id}.md`,
    })),
  } as unknown as LoadedVersion;
}

const loadedVersions = [
  version('current', 'docs', ['installation', 'browser-support']),
  version('2.0.0-beta.22', 'versioned_docs/version-2.0.0-beta.22', ['installation', 'browser-support']),
];

test('installation: beta.22 to current shows the pinned-version paragraph removed and the upgrade sentence edited', async () => {
  const docs = await buildComparedDocs(siteDir, loadedVersions);
  const installation = docs.find((doc) => doc.id === 'installation')!;
  const diff = diffDocVersions(installation, '2.0.0-beta.22', 'current');
  const removed = diff.rows.filter((row) => row.type === 'removed').map((row) => (row.type === 'removed' ? row.block.text : ''));
  assert.ok(removed.some((text) => text.startsWith('The version after the `@` is the release these pages describe')));
  const edited = diff.rows.find((row) => row.type === 'changed' && row.after.text.startsWith('To move a site to 2.1.0'));
  assert.ok(edited && edited.type === 'changed');
  // Word level: only the release number and the clause naming it differ.
  assert.deepEqual(
    edited.afterSegments.filter((segment) => segment.change === 'added').map((segment) => segment.text.trim()),
    ['1', 'the release these pages describe,'],
  );
  assert.deepEqual(
    edited.beforeSegments.filter((segment) => segment.change === 'removed').map((segment) => segment.text.trim()),
    ['0', '-beta.22'],
  );
});

test('a page identical in both versions has no changed rows; shared passages are stored once', async () => {
  const docs = await buildComparedDocs(siteDir, loadedVersions);
  const browserSupport = docs.find((doc) => doc.id === 'browser-support')!;
  const diff = diffDocVersions(browserSupport, '2.0.0-beta.22', 'current');
  assert.equal(diff.added + diff.removed + diff.changed, 0);
  assert.ok(diff.rows.length > 0);
  assert.equal(browserSupport.blocks.length, browserSupport.versions.current!.blocks.length);
});

const versions: VersionDocs[] = [
  {name: 'current', label: '2.0.0-rc.2', docIds: ['installation', 'new-page']},
  {name: '2.0.0-rc.1', label: '2.0.0-rc.1', docIds: ['installation']},
  {name: '2.0.0-beta.22', label: '2.0.0-beta.22', docIds: ['installation']},
];

test('the query defaults to the latest version and the one before it, and takes labels too', () => {
  assert.deepEqual(resolveCompareQuery(compareParams('?doc=installation'), versions), {
    status: 'ready', docId: 'installation', from: '2.0.0-rc.1', to: 'current', docVersions: versions,
  });
  const byLabel = resolveCompareQuery(compareParams('?doc=installation&from=2.0.0-beta.22&to=2.0.0-rc.2'), versions);
  assert.equal(byLabel.status === 'ready' && `${byLabel.from}..${byLabel.to}`, '2.0.0-beta.22..current');
  assert.deepEqual(comparableDocIds(versions), ['installation']);
});

test('bad queries get a message that names the problem', () => {
  const message = (search: string) => {
    const query = resolveCompareQuery(compareParams(search), versions);
    return query.status === 'invalid' ? query.message : query.status;
  };
  assert.equal(message(''), 'choose-doc');
  assert.match(message('?doc=nope'), /No docs page has the id "nope"/);
  assert.match(message('?doc=new-page'), /exists only in version 2.0.0-rc.2/);
  assert.match(message('?doc=installation&from=9.9.9'), /no docs version "9.9.9"/);
  assert.match(message('?doc=installation&to=<script>'), /no docs version "<script>"/);
});
