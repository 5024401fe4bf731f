/**
 * Keeps the fixture catalogue (_dogfooding/fixtures.ts) and the fixture files
 * in step: every listed source exists, every publishable file is listed once,
 * drafts are listed as unpublished, and each route is the one the plugin
 * derives from the file (index conventions, slugs, dated blog file names).
 *
 * Run: node --import tsx --test tests/unit/fixtures-catalogue.test.ts
 */
import {test, describe} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {createRequire} from 'node:module';

import {allFixtures, unpublishedFixtures} from '../../_dogfooding/fixtures';

const require = createRequire(__filename);
const matter = require('gray-matter') as (input: string) => {data: Record<string, unknown>};

const siteDir = path.resolve(__dirname, '../..');
const instances = [
  {dir: '_dogfooding/_docs tests', base: '/tests/docs', extensions: ['.md', '.mdx']},
  {dir: '_dogfooding/_blog tests', base: '/tests/blog', extensions: ['.md', '.mdx']},
  {dir: '_dogfooding/_pages tests', base: '/tests/pages', extensions: ['.md', '.mdx', '.js', '.jsx', '.ts', '.tsx']},
] as const;

function walk(dir: string): string[] {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? walk(full) : [full];
  });
}

function frontMatterOf(file: string): Record<string, unknown> {
  return /\.mdx?$/.test(file) ? matter(fs.readFileSync(path.join(siteDir, file), 'utf8')).data : {};
}

/** Content files of one instance, relative to the site root, as the plugin sees them. */
function contentFiles(instance: (typeof instances)[number]): string[] {
  return walk(path.join(siteDir, instance.dir))
    .map((file) => path.relative(siteDir, file))
    .filter((file) => instance.extensions.some((extension) => file.endsWith(extension)))
    // Plugins ignore files and folders whose names start with an underscore.
    .filter((file) => !path.relative(instance.dir, file).split(path.sep).some((part) => part.startsWith('_')));
}

/** The route Docusaurus 2.1 gives a file, for the cases the fixtures use. */
function expectedRoute(instance: (typeof instances)[number], file: string): string {
  const relative = path.relative(instance.dir, file).split(path.sep).join('/');
  const withoutExtension = relative.replace(/\.[^.]+$/, '');
  if (instance.base === '/tests/blog') {
    const match = /^(\d{4})-(\d{2})-(\d{2})-(.+)$/.exec(withoutExtension);
    assert.ok(match, `${file}: blog file names carry their date`);
    return `${instance.base}/${match[1]}/${match[2]}/${match[3]}/${match[4]}`;
  }
  const slug = frontMatterOf(file).slug;
  const parts = withoutExtension.split('/');
  const name = parts[parts.length - 1]!;
  const folder = parts[parts.length - 2];
  const isIndex =
    /^index$/i.test(name) || (instance.base === '/tests/docs' && (/^readme$/i.test(name) || name === folder));
  const folderPath = parts.slice(0, -1).join('/');
  const defaultPath = isIndex ? folderPath : withoutExtension;
  if (typeof slug === 'string') {
    // A slug starting with / is absolute within the instance, others replace the file name.
    const resolved = slug.startsWith('/') ? slug : [folderPath, slug].filter(Boolean).join('/');
    return `${instance.base}/${resolved.replace(/^\//, '')}`;
  }
  return defaultPath === '' ? instance.base : `${instance.base}/${defaultPath}`;
}

const normalise = (route: string) => route.replace(/\/$/, '');

describe('fixture catalogue', () => {
  test('routes are unique and live under /tests/', () => {
    const routes = allFixtures.map((fixture) => normalise(fixture.to));
    assert.deepEqual(routes.filter((route, index) => routes.indexOf(route) !== index), []);
    for (const route of routes) {
      assert.match(route, /^\/tests\//);
    }
  });

  test('every listed source file exists', () => {
    for (const fixture of [...allFixtures, ...unpublishedFixtures]) {
      if (fixture.source) {
        assert.ok(fs.existsSync(path.join(siteDir, fixture.source)), `missing ${fixture.source}`);
      }
    }
  });

  for (const instance of instances) {
    test(`${instance.dir}: each published file is listed once, at the route the plugin gives it`, () => {
      const files = contentFiles(instance).filter((file) => frontMatterOf(file).draft !== true);
      assert.ok(files.length > 0);
      for (const file of files) {
        const listed = allFixtures.filter((fixture) => fixture.source === file);
        assert.equal(listed.length, 1, `${file} is listed ${listed.length} times`);
        assert.equal(normalise(listed[0]!.to), normalise(expectedRoute(instance, file)), file);
      }
    });
  }

  test('drafts are listed as unpublished, and only drafts', () => {
    const drafts = instances.flatMap((instance) =>
      contentFiles(instance).filter((file) => frontMatterOf(file).draft === true),
    );
    assert.deepEqual(
      [...drafts].sort(),
      unpublishedFixtures.map((draft) => draft.source).sort(),
    );
    for (const draft of unpublishedFixtures) {
      const instance = instances.find((candidate) => draft.source.startsWith(candidate.dir))!;
      assert.equal(normalise(draft.to), normalise(expectedRoute(instance, draft.source)));
    }
  });
});
