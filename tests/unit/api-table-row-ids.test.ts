/**
 * A link to `#optionName` must land on that option's row: on a page that shows
 * several option tables (the theme configuration page of every version), two
 * rows with the same id would send the link to whichever table comes first.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';

import {optionRowId} from '../../src/components/APITable/formatDefault';
import {loadOptionTable} from './helpers/optionTables';
import {sitePath} from './helpers/sitePaths';

const TABLE_IMPORT = /^import\s+\w+\s+from\s+'@site\/src\/data\/apiOptions\/([\w-]+)';$/gm;

function markdownFiles(dir: string): string[] {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      return markdownFiles(full);
    }
    return /\.mdx?$/.test(entry.name) ? [full] : [];
  });
}

const pagesWithTables = ['docs', 'versioned_docs']
  .flatMap((dir) => markdownFiles(sitePath(dir)))
  .map((file) => ({file, tables: [...fs.readFileSync(file, 'utf8').matchAll(TABLE_IMPORT)].map((match) => match[1])}))
  .filter((page) => page.tables.length > 0);

test('the docs pages that render option tables are found', () => {
  const multiTable = pagesWithTables.filter((page) => page.tables.length > 1);
  assert.ok(multiTable.length >= 3, `expected the theme configuration page of 3 versions, found ${multiTable.length}`);
});

for (const {file, tables} of pagesWithTables) {
  test(`option rows have distinct ids on ${path.relative(sitePath('.'), file)}`, () => {
    const seen = new Map<string, string>();
    for (const name of tables) {
      const table = loadOptionTable(`${name}.ts`);
      for (const option of table.options) {
        const id = optionRowId(table, option);
        assert.ok(!seen.has(id), `#${id} is used by both ${seen.get(id)} and ${name}`);
        seen.set(id, name);
      }
    }
  });
}
