/**
 * The harness shared by the option-table tests (api-options, theme-options):
 * loading a table from src/data/apiOptions, running a package's validator the
 * way Docusaurus core does while recording the schema it used, and the checks
 * every table must pass whatever package it documents.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';

import type {ApiOptionTable} from '../../../src/data/apiOptions/types';
import {sitePath, siteRequire} from './sitePaths';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyRecord = Record<string, any>;

export const optionTablesDir = sitePath('src/data/apiOptions');

export function loadOptionTable(file: string): ApiOptionTable {
  return (siteRequire(path.join(optionTablesDir, file)) as {default: ApiOptionTable}).default;
}

const {normalizeThemeConfig, normalizePluginOptions} = siteRequire('@docusaurus/utils-validation') as {
  normalizeThemeConfig: (schema: AnyRecord, themeConfig: unknown) => AnyRecord;
  normalizePluginOptions: (schema: AnyRecord, options: unknown) => AnyRecord;
};

/**
 * Calls a package's `validateOptions` or `validateThemeConfig` with the real
 * normalizer of @docusaurus/utils-validation, as core does, and returns the
 * Joi schema the package validated with along with the normalized value.
 */
export function validateRecordingSchema(
  validator: (args: AnyRecord) => AnyRecord,
  input: AnyRecord,
  kind: 'themeConfig' | 'options',
): {schema: AnyRecord; value: AnyRecord} {
  let schema: AnyRecord | undefined;
  const value = validator({
    validate: (s: AnyRecord, v: unknown) => {
      schema = s;
      return kind === 'themeConfig' ? normalizeThemeConfig(s, v) : normalizePluginOptions(s, v);
    },
    [kind]: input,
  });
  assert.ok(schema, 'the validator did not call validate()');
  return {schema, value};
}

/** The value at a dotted option name (`navbar.hideOnScroll`). */
export function getPath(object: AnyRecord | undefined, dotted: string): unknown {
  return dotted
    .split('.')
    .reduce<unknown>((current, key) => (current == null ? undefined : (current as AnyRecord)[key]), object);
}

/** The checks every option table passes: it names its package, and its rows are complete and unique. */
export function testTableBasics(table: ApiOptionTable, packageName: string): void {
  test('names the right package', () => {
    assert.equal(table.packageName, packageName);
  });

  test('has well-formed rows without duplicates', () => {
    const names = table.options.map((option) => option.name);
    assert.equal(new Set(names).size, names.length, 'duplicate option names');
    for (const option of table.options) {
      assert.ok(option.type.trim(), `${option.name}: empty type`);
      assert.ok(option.description.trim().length >= 15, `${option.name}: description too short`);
      assert.ok(
        !(option.default !== undefined && option.defaultDescription !== undefined),
        `${option.name}: give either default or defaultDescription, not both`,
      );
    }
  });
}
