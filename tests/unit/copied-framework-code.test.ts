/**
 * Code copied from the framework keeps its origin: a first line
 * `// Copied from @docusaurus/<package>@<version> <path> sha256:<hash>` names
 * the installed file it was copied from. When an upgrade changes that file,
 * this fails, so upstream fixes are looked at instead of silently missed; and
 * every theme component shadowed by a copy (no @theme-original import) must
 * carry such a line.
 */
import {describe, it} from 'node:test';
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');
const frameworkDir = path.join(root, 'node_modules/@docusaurus');
const origin = /^\/\/ Copied from @docusaurus\/([\w-]+)@(\S+) (\S+) sha256:([0-9a-f]{64})$/;

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

const firstLine = (file: string) => fs.readFileSync(file, 'utf8').split('\n', 1)[0]!;
const relative = (file: string) => path.relative(root, file);
const copies = sourceFiles(path.join(root, 'src')).filter((file) => firstLine(file).startsWith('// Copied from'));

describe('copied framework code', () => {
  // 11 since 2026-11-27: the copies of the docs plugin's client helpers and of
  // theme-common's reactUtils left with their mechanisms (bundle-performance/README.md).
  it('is found (ejected theme components and copied framework modules)', () => {
    assert.ok(copies.length >= 11, `${copies.length} files carry an origin line`);
  });

  for (const file of copies) {
    it(`${relative(file)} still matches the installed original`, () => {
      const match = origin.exec(firstLine(file));
      assert.ok(match, `the first line reads "// Copied from @docusaurus/<package>@<version> <path> sha256:<64 hex>"`);
      const [, pkg, version, originalPath, hash] = match;
      const installed = (JSON.parse(fs.readFileSync(path.join(frameworkDir, pkg!, 'package.json'), 'utf8')) as {version: string}).version;
      assert.equal(installed, version, `@docusaurus/${pkg} is ${installed} now: compare ${originalPath} with the copy, then update the line`);
      const original = fs.readFileSync(path.join(frameworkDir, pkg!, originalPath!));
      const actual = crypto.createHash('sha256').update(original).digest('hex');
      assert.equal(actual, hash, `@docusaurus/${pkg}/${originalPath} changed since it was copied: carry its changes over, then update the hash`);
    });
  }
});

/** The installed theme components, by the name `@theme/…` imports them with. */
function themeComponentNames(): Set<string> {
  const names = new Set<string>();
  for (const pkg of fs.readdirSync(frameworkDir)) {
    const themeDir = path.join(frameworkDir, pkg, 'src/theme');
    if (!fs.existsSync(themeDir)) continue;
    for (const file of sourceFiles(themeDir)) names.add(componentName(path.relative(themeDir, file)));
  }
  return names;
}

const componentName = (file: string) => file.split(path.sep).join('/').replace(/\.tsx?$/, '').replace(/\/index$/, '');

it('every theme component our src/theme replaces outright carries its origin', () => {
  const theirs = themeComponentNames();
  const themeDir = path.join(root, 'src/theme');
  const unmarked = sourceFiles(themeDir).filter((file) => {
    const text = fs.readFileSync(file, 'utf8');
    const wraps = text.includes('@theme-original/') || text.includes('@theme-init/');
    return theirs.has(componentName(path.relative(themeDir, file))) && !wraps && !text.startsWith('// Copied from');
  });
  assert.ok(theirs.has('SkipToContent'), 'the theme components are read from node_modules');
  assert.deepEqual(unmarked.map(relative), []);
});
