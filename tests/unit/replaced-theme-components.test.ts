/**
 * Theme components we replace instead of wrapping copy the installed
 * original's markup and styles. When a theme update changes the original,
 * this fails, naming the file, so the replacement is looked at again.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {siteRequire} from './helpers/sitePaths';

const themeDir = path.dirname(siteRequire.resolve('@docusaurus/theme-classic/package.json'));

/** Original file (in @docusaurus/theme-classic) → SHA-256 it had when our replacement was written. */
const replaced: Record<string, {ours: string; sha256: string}> = {
  'lib/theme/BlogArchivePage/index.js': {
    ours: 'src/theme/BlogArchivePage/index.tsx',
    sha256: '1917b984e98b8c7ea7c26c766fd36791c49f6f1cfecb4ffd6ee945ab1a0d8650',
  },
  'lib/theme/TabItem/index.js': {
    ours: 'src/theme/TabItem/index.tsx',
    sha256: '354ff7f9d52d674c5d1beeef34a30945321d64952fe94a55fb56a661361b4716',
  },
  'lib/theme/TabItem/styles.module.css': {
    ours: 'src/theme/TabItem/styles.module.css',
    sha256: 'e1321924bc6c1a8eabda916c5418efc0c9bac50e3ca17127c9cda94f2736e4c6',
  },
};

for (const [original, {ours, sha256}] of Object.entries(replaced)) {
  test(`the original of ${ours} is unchanged (${original})`, () => {
    const content = fs.readFileSync(path.join(themeDir, original));
    assert.equal(crypto.createHash('sha256').update(content).digest('hex'), sha256, `${original} changed: review ${ours}`);
  });
}
