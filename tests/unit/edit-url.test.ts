/**
 * "Edit this page" links: one base (EDIT_URL_BASE, or this repository by
 * default) plus the path of the source file in this repository.
 *
 * Run: node --import tsx --test tests/unit/edit-url.test.ts
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';

import {DEFAULT_EDIT_URL_BASE, editUrlBase, editUrlOf, docsEditUrl, blogEditUrl} from '../../src/utils/editUrl';

const siteDir =
  typeof __dirname === 'undefined' ? process.cwd() : path.resolve(__dirname, '../..');

/** The repository path an edit link points at, checked to exist here. */
function sourcePathOf(url: string | undefined): string {
  assert.ok(url !== undefined, 'no edit link');
  assert.ok(url.startsWith(DEFAULT_EDIT_URL_BASE), url);
  const relative = decodeURIComponent(url.slice(DEFAULT_EDIT_URL_BASE.length));
  assert.ok(fs.existsSync(path.join(siteDir, relative)), `${relative} is not a file of this repository`);
  return relative;
}

test('without EDIT_URL_BASE the links lead to this site repository', () => {
  assert.equal(editUrlBase({}), DEFAULT_EDIT_URL_BASE);
  assert.equal(editUrlBase({EDIT_URL_BASE: '  '}), DEFAULT_EDIT_URL_BASE);
  assert.doesNotMatch(DEFAULT_EDIT_URL_BASE, /facebook\/docusaurus/);
});

test('EDIT_URL_BASE replaces the base and always ends with one slash', () => {
  assert.equal(editUrlBase({EDIT_URL_BASE: 'https://git.example.com/site/-/edit/dev'}), 'https://git.example.com/site/-/edit/dev/');
  assert.equal(editUrlBase({EDIT_URL_BASE: 'https://git.example.com/site/edit/'}), 'https://git.example.com/site/edit/');
});

test('a malformed EDIT_URL_BASE stops with a message naming the variable', () => {
  assert.throws(() => editUrlBase({EDIT_URL_BASE: 'github.com/me/site'}), /EDIT_URL_BASE must be an absolute http\(s\) URL/);
  assert.throws(() => editUrlBase({EDIT_URL_BASE: 'ftp://example.com/site/'}), /EDIT_URL_BASE must use http or https/);
});

const docsEdit = docsEditUrl(DEFAULT_EDIT_URL_BASE);
const blogEdit = blogEditUrl(DEFAULT_EDIT_URL_BASE);

/** What the docs and blog plugins pass for a page of this site, and the file that page comes from. */
const pages: {page: string; link: () => string | undefined; file: string}[] = [
  {
    page: 'a page of the current docs',
    link: () => docsEdit({version: 'current', versionDocsDirPath: 'docs', docPath: 'installation.md', permalink: '/docs/installation', locale: 'en'}),
    file: 'docs/installation.md',
  },
  {
    page: 'a page of an older version (its copy under versioned_docs/)',
    link: () =>
      docsEdit({
        version: '2.0.0-rc.1',
        versionDocsDirPath: 'versioned_docs/version-2.0.0-rc.1',
        docPath: 'api/plugins/plugin-debug.md',
        permalink: '/docs/2.0.0-rc.1/api/plugins/@docusaurus/plugin-debug',
        locale: 'en',
      }),
    file: 'versioned_docs/version-2.0.0-rc.1/api/plugins/plugin-debug.md',
  },
  {
    page: 'a blog post',
    link: () => blogEdit({blogDirPath: 'blog', blogPath: '2017-12-14-introducing-docusaurus.md', permalink: '/blog/2017/12/14/introducing-docusaurus', locale: 'en'}),
    file: 'blog/2017-12-14-introducing-docusaurus.md',
  },
  {
    page: 'a changelog entry',
    link: () => blogEdit({blogDirPath: 'changelog', blogPath: '2022-07-14-2.0.0-rc.1.md', permalink: '/changelog/2.0.0-rc.1', locale: 'en'}),
    file: 'changelog/2022-07-14-2.0.0-rc.1.md',
  },
];

for (const {page, link, file} of pages) {
  test(`${page} links to ${file}`, () => {
    assert.equal(sourcePathOf(link()), file);
  });
}

test('folders with spaces are percent-encoded, one segment at a time', () => {
  assert.equal(
    editUrlOf('https://example.com/edit/', '_dogfooding/_docs tests', 'more-test/index.md'),
    'https://example.com/edit/_dogfooding/_docs%20tests/more-test/index.md',
  );
});
