/**
 * Guards the truthfulness of the older docs versions: features that arrived
 * after a release must not reappear in that release's pages (for example when
 * someone copies a paragraph back from docs/), and install commands must name
 * the release the pages describe.
 *
 * Each rule cites the change that introduced the feature (facebook/docusaurus
 * changelog, PR numbers).
 *
 * Run: node --import tsx --test tests/unit/versions-content.test.ts
 */
import {test, describe} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {siteDir} from './helpers/sitePaths';

interface LaterFeature {
  /** What arrived, and where it is documented for 2.1.0. */
  feature: string;
  /** Release and pull request that added it. */
  source: string;
  /** Pages (relative to the version folder) and the pattern that documents it. */
  file: string;
  pattern: RegExp;
}

/** Added in 2.0.0 - 2.1.0, so absent from both 2.0.0-rc.1 and 2.0.0-beta.22. */
const after2rc1: LaterFeature[] = [
  {
    feature: 'per-version noIndex of the docs plugin',
    source: '2.1.0, #7963',
    file: 'guides/docs/versioning.md',
    pattern: /noIndex/,
  },
  {
    feature: 'per-version noIndex of the docs plugin',
    source: '2.1.0, #7963',
    file: 'api/plugins/plugin-content-docs.md',
    pattern: /`className` and `noIndex`|and `noIndex` \(ask/,
  },
  {
    feature: 'autoAddBaseUrl on sidebar link items',
    source: '2.1.0, #7949',
    file: 'guides/docs/sidebar/items.md',
    pattern: /autoAddBaseUrl/,
  },
  {
    feature: '<DocCardList /> without an items prop',
    source: '2.1.0, #8008',
    file: 'guides/docs/sidebar/items.md',
    pattern: /<DocCardList\s*\/>/,
  },
  {
    feature: 'sitemap filtering of any robots content containing noindex',
    source: '2.1.0, #7964',
    file: 'api/plugins/plugin-sitemap.md',
    pattern: /robots` meta tag with `noindex`/,
  },
];

/** Changed by 2.0.0-rc.1, so beta.22 must describe its own behaviour. */
const beta22Notes: {file: string; pattern: RegExp; source: string}[] = [
  {file: 'swizzling.md', pattern: /\.d\.ts/, source: 'rc.1, #7776'},
  {file: 'deployment.mdx', pattern: /shallow update not allowed/, source: 'beta.22 #7702, reverted in rc.1 #7750'},
  {file: 'api/plugins/plugin-sitemap.md', pattern: /build fails/, source: 'rc.1, #7774 (issue #7772)'},
  {file: 'migration/migration-automated.md', pattern: /without the `\.js` extension/, source: 'rc.1, #7766'},
];

const olderVersions = ['2.0.0-rc.1', '2.0.0-beta.22'];

function read(version: string, file: string): string {
  return fs.readFileSync(path.join(siteDir, 'versioned_docs', `version-${version}`, file), 'utf8');
}

function markdownFiles(dir: string): string[] {
  return fs.readdirSync(dir, {recursive: true, encoding: 'utf8'}).filter((file) => /\.mdx?$/.test(file));
}

for (const version of olderVersions) {
  describe(`docs of ${version}`, () => {
    for (const rule of after2rc1) {
      test(`no ${rule.feature} (${rule.source}) in ${rule.file}`, () => {
        assert.doesNotMatch(read(version, rule.file), rule.pattern);
      });
    }

    test('install and scaffold commands name this release', () => {
      const dir = path.join(siteDir, 'versioned_docs', `version-${version}`);
      const unpinned: string[] = [];
      for (const file of markdownFiles(dir)) {
        const text = fs.readFileSync(path.join(dir, file), 'utf8');
        // Only commands a reader copies: the lines of fenced code blocks. Prose
        // may mention `@latest` on purpose.
        let inFence = false;
        const codeLines = text.split('\n').filter((line) => {
          if (/^\s*(```|~~~)/.test(line)) {
            inFence = !inFence;
            return false;
          }
          return inFence;
        });
        for (const line of codeLines) {
          const scaffold = [...line.matchAll(/create-docusaurus(@\S+)?/g)].some((m) => m[1] !== `@${version}`);
          const unpinnedInstall =
            /^\s*npm install\b/.test(line) && /@docusaurus\/[a-z-]+(?=\s|$)/.test(line);
          const otherVersion = /@docusaurus\/[a-z-]+@2\.\d/.test(line) && !line.includes(`@${version}`);
          if (scaffold || unpinnedInstall || otherVersion) unpinned.push(`${file}: ${line.trim()}`);
        }
      }
      assert.deepEqual(unpinned, []);
    });

    test('the introduction says which release the pages describe and links its release notes', () => {
      const intro = read(version, 'introduction.md');
      assert.match(intro, new RegExp(`npm install @docusaurus/core@${version.replace(/\./g, '\\.')}`));
      assert.ok(intro.includes(`(/changelog/${version})`));
    });
  });
}

describe('docs of 2.0.0-beta.22 describe what rc.1 later changed', () => {
  for (const note of beta22Notes) {
    test(`${note.file} (${note.source})`, () => {
      assert.match(read('2.0.0-beta.22', note.file), note.pattern);
      assert.doesNotMatch(read('2.0.0-rc.1', note.file), note.pattern);
    });
  }
});
