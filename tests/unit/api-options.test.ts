/**
 * Checks the option tables under src/data/apiOptions against the installed
 * 2.1.0 plugin packages, so the reference pages cannot drift from the code.
 *
 * For every `plugin-<name>.ts` data file, the test:
 * 1. calls the package's own `validateOptions` (found the way Docusaurus core
 *    finds it) with a `validate` callback that records the Joi schema and then
 *    runs the real `normalizePluginOptions` from @docusaurus/utils-validation;
 * 2. compares the documented option names with the schema keys (plus `id`,
 *    which normalizePluginOptions appends to every plugin schema). Keys marked
 *    `forbidden` (removed options that only exist to print a migration error)
 *    are the one allowed exclusion, and are listed explicitly below;
 * 3. compares each documented default with the value the package produces when
 *    the option is omitted.
 *
 * Run: node --import tsx --test tests/unit/api-options.test.ts
 */
import {test, describe} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

import type {ApiOption} from '../../src/data/apiOptions/types';
import {
  formatDefault,
  formatValue,
  splitInlineCode,
  NO_DEFAULT,
} from '../../src/components/APITable/formatDefault';

import {siteRequire} from './helpers/sitePaths';
import {
  getPath,
  loadOptionTable,
  optionTablesDir,
  testTableBasics,
  validateRecordingSchema,
  type AnyRecord,
} from './helpers/optionTables';

const {DEFAULT_PLUGIN_ID} = siteRequire('@docusaurus/utils') as {DEFAULT_PLUGIN_ID: string};

/**
 * Options removed before 2.1.0 that the schemas still declare as `forbidden`
 * only to print a helpful error. They cannot be used, so the tables leave them
 * out. The test checks this list is exactly the set of forbidden keys.
 */
const FORBIDDEN_EXCLUSIONS: Record<string, string[]> = {
  'plugin-content-docs': ['homePageId'],
  'plugin-pwa': ['reloadPopup'],
  'plugin-sitemap': ['cacheTime', 'trailingSlash'],
};

/** Options that the schema marks as required, with a dummy value to validate. */
const REQUIRED_SAMPLE_OPTIONS: Record<string, AnyRecord> = {
  'plugin-google-analytics': {trackingID: 'UA-000000-1'},
  'plugin-google-gtag': {trackingID: 'G-TEST000000'},
};

type Validation = {
  /** The schema the plugin validated with, `undefined` if it has no validateOptions. */
  schema?: AnyRecord;
  /** Normalized options, as Docusaurus core would hand them to the plugin. */
  value: AnyRecord;
};

function validateLikeCore(pluginModule: AnyRecord, options: AnyRecord): Validation {
  // Same lookup as @docusaurus/core lib/server/plugins/init.js
  const validateOptions =
    pluginModule.default?.validateOptions ?? pluginModule.validateOptions;
  if (!validateOptions) {
    // Core then only guarantees an id.
    return {value: {...options, id: options.id ?? DEFAULT_PLUGIN_ID}};
  }
  return validateRecordingSchema(validateOptions, options, 'options');
}

type SchemaKeys = {accepted: string[]; forbidden: string[]; required: string[]; unknownAllowed: boolean};

function describeSchema(schema: AnyRecord | undefined): SchemaKeys {
  if (!schema) {
    return {accepted: ['id'], forbidden: [], required: [], unknownAllowed: false};
  }
  // normalizePluginOptions appends `id` to every schema, so do the same here.
  const {PluginIdSchema} = siteRequire('@docusaurus/utils-validation');
  const description = schema.append({id: PluginIdSchema}).describe() as AnyRecord;
  const keys = (description.keys ?? {}) as Record<string, AnyRecord>;
  const accepted: string[] = [];
  const forbidden: string[] = [];
  const required: string[] = [];
  for (const [key, child] of Object.entries(keys)) {
    if (child.flags?.presence === 'forbidden') {
      forbidden.push(key);
    } else {
      accepted.push(key);
      if (child.flags?.presence === 'required') {
        required.push(key);
      }
    }
  }
  return {
    accepted,
    forbidden,
    required,
    unknownAllowed: description.flags?.unknown === true,
  };
}

/** Keys of the nested object schema of `parent` (used for dotted rows such as feedOptions.type). */
function nestedSchemaKeys(schema: AnyRecord, parent: string): string[] {
  const child = (schema.describe() as AnyRecord).keys?.[parent];
  assert.ok(child?.keys, `${parent} has no nested keys in the schema`);
  return Object.keys(child.keys as AnyRecord);
}

/**
 * Keys of `PluginOptions` declared in a package's `.d.ts`. Used only for
 * schemas that accept unknown keys (ideal-image forwards them to its image
 * loader), where the type is the contract the package documents.
 */
function typeDeclaredKeys(dtsFile: string): string[] {
  const source = ts.createSourceFile(
    dtsFile,
    fs.readFileSync(dtsFile, 'utf8'),
    ts.ScriptTarget.Latest,
    true,
  );
  const keys: string[] = [];
  function visit(node: ts.Node): void {
    if (
      ts.isTypeAliasDeclaration(node) &&
      node.name.text === 'PluginOptions' &&
      ts.isTypeLiteralNode(node.type)
    ) {
      for (const member of node.type.members) {
        if (member.name && (ts.isIdentifier(member.name) || ts.isStringLiteral(member.name))) {
          keys.push(member.name.text);
        }
      }
    }
    ts.forEachChild(node, visit);
  }
  visit(source);
  assert.ok(keys.length > 0, `no PluginOptions type found in ${dtsFile}`);
  return keys;
}

/**
 * Defaults applied after validation, by code the plugin hands options to.
 * Only ideal-image needs this: its extra keys go straight to the image loader.
 */
function downstreamDefaults(basename: string, value: AnyRecord): AnyRecord {
  if (basename !== 'plugin-ideal-image') {
    return {};
  }
  const plugin = siteRequire('@docusaurus/plugin-ideal-image').default as (
    context: AnyRecord,
    options: AnyRecord,
  ) => AnyRecord;
  // Ask the plugin for its webpack rule and read the loader options it sets.
  const instance = plugin({i18n: {currentLocale: 'en'}}, {...value, disableInDev: false});
  const webpackConfig = instance.configureWebpack({}, false) as AnyRecord;
  const loader = webpackConfig.module.rules[0].use.find(
    (entry: unknown) => typeof entry === 'object' && entry !== null && 'options' in entry,
  ) as AnyRecord;
  // The loader's own fallbacks, read from its source.
  const loaderSource = fs.readFileSync(
    siteRequire.resolve('@docusaurus/responsive-loader'),
    'utf8',
  );
  const quality = /parseInt\(config\.quality, 10\) \|\| (\d+)/.exec(loaderSource);
  const steps = /config\.steps === undefined \? (\d+) :/.exec(loaderSource);
  assert.ok(quality && steps, 'could not find the responsive-loader fallbacks');
  return {
    name: loader.options.name,
    quality: Number(quality[1]),
    steps: Number(steps[1]),
  };
}

const dataFiles = fs
  .readdirSync(optionTablesDir)
  .filter((file) => /^plugin-.+\.ts$/.test(file))
  .sort();

test('there is one option table per official plugin', () => {
  assert.deepEqual(
    dataFiles.map((file) => file.replace(/\.ts$/, '')),
    [
      'plugin-client-redirects',
      'plugin-content-blog',
      'plugin-content-docs',
      'plugin-content-pages',
      'plugin-debug',
      'plugin-google-analytics',
      'plugin-google-gtag',
      'plugin-ideal-image',
      'plugin-pwa',
      'plugin-sitemap',
    ],
  );
});

for (const file of dataFiles) {
  const basename = file.replace(/\.ts$/, '');
  describe(basename, () => {
    const table = loadOptionTable(file);
    const packageName = `@docusaurus/${basename}`;
    const pluginModule = siteRequire(packageName) as AnyRecord;
    const sample = REQUIRED_SAMPLE_OPTIONS[basename] ?? {};
    const {schema, value} = validateLikeCore(pluginModule, sample);
    const keys = describeSchema(schema);
    const topLevel = table.options.filter((option) => !option.name.includes('.'));
    const nested = table.options.filter((option) => option.name.includes('.'));

    testTableBasics(table, packageName);

    test('documents exactly the options the schema accepts', () => {
      let expected = keys.accepted;
      if (keys.unknownAllowed) {
        const dts = path.join(
          path.dirname(siteRequire.resolve(`${packageName}/package.json`)),
          'src',
          `${basename}.d.ts`,
        );
        expected = [...new Set([...expected, ...typeDeclaredKeys(dts)])];
      }
      assert.deepEqual(
        topLevel.map((option) => option.name).sort(),
        [...expected].sort(),
      );
    });

    test('leaves out only the documented forbidden (removed) options', () => {
      assert.deepEqual([...keys.forbidden].sort(), [...(FORBIDDEN_EXCLUSIONS[basename] ?? [])].sort());
    });

    test('documents nested keys exactly when it documents any', () => {
      const parents = [...new Set(nested.map((option) => option.name.split('.')[0]!))];
      for (const parent of parents) {
        assert.ok(schema, 'nested rows need a schema');
        assert.deepEqual(
          nested
            .filter((option) => option.name.startsWith(`${parent}.`))
            .map((option) => option.name.slice(parent.length + 1))
            .sort(),
          nestedSchemaKeys(schema, parent).sort(),
        );
      }
    });

    test('documents the defaults the package applies', () => {
      const downstream = downstreamDefaults(basename, value);
      for (const option of table.options) {
        const applied = option.name in downstream ? downstream[option.name] : getPath(value, option.name);
        if (keys.required.includes(option.name)) {
          assert.equal(option.default, undefined, `${option.name} is required and has no default`);
          assert.ok(option.defaultDescription, `${option.name}: say that it is required`);
          continue;
        }
        if (option.default !== undefined) {
          assert.deepStrictEqual(applied, option.default, `default of ${option.name}`);
        } else if (typeof applied === 'function') {
          assert.ok(
            option.defaultDescription,
            `${option.name} defaults to a function; describe it in defaultDescription`,
          );
        } else {
          assert.equal(
            applied,
            undefined,
            `${option.name} has the default ${formatValue(applied)} but the table documents none`,
          );
        }
      }
    });
  });
}

describe('formatValue', () => {
  test('renders primitives like config code', () => {
    assert.equal(formatValue('docs'), "'docs'");
    assert.equal(formatValue("it's"), "'it\\'s'");
    assert.equal(formatValue(0.5), '0.5');
    assert.equal(formatValue(true), 'true');
    assert.equal(formatValue(null), 'null');
    assert.equal(formatValue(undefined), 'undefined');
    assert.equal(formatValue(() => 1), '[function]');
  });

  test('renders arrays, objects and regular expressions', () => {
    assert.equal(formatValue([]), '[]');
    assert.equal(formatValue({}), '{}');
    assert.equal(formatValue(['rss', 'atom']), "['rss', 'atom']");
    assert.equal(
      formatValue({type: ['rss', 'atom'], copyright: ''}),
      "{type: ['rss', 'atom'], copyright: ''}",
    );
    assert.equal(formatValue({'my-key': 1}), "{'my-key': 1}");
    assert.equal(formatValue(/<!--\s*truncate\s*-->/), '/<!--\\s*truncate\\s*-->/');
  });

  test('does not loop on circular values', () => {
    const loop: AnyRecord = {a: 1};
    loop.self = loop;
    assert.equal(formatValue(loop), '{a: 1, self: [circular]}');
  });
});

describe('formatDefault', () => {
  const row = (extra: Partial<ApiOption>): ApiOption => ({
    name: 'x',
    type: 'string',
    description: 'A test option.',
    ...extra,
  });

  test('prefers the literal default', () => {
    assert.deepEqual(formatDefault(row({default: 'docs'})), {kind: 'code', text: "'docs'"});
    assert.deepEqual(formatDefault(row({default: false})), {kind: 'code', text: 'false'});
    assert.deepEqual(formatDefault(row({default: 0})), {kind: 'code', text: '0'});
    assert.deepEqual(formatDefault(row({default: ''})), {kind: 'code', text: "''"});
  });

  test('falls back to the description, then to an em dash', () => {
    assert.deepEqual(formatDefault(row({defaultDescription: ' the site title '})), {
      kind: 'text',
      text: 'the site title',
    });
    assert.deepEqual(formatDefault(row({})), {kind: 'none', text: NO_DEFAULT});
    assert.deepEqual(formatDefault(row({defaultDescription: '  '})), {kind: 'none', text: '\u2014'});
  });
});

describe('splitInlineCode', () => {
  test('marks backtick spans as code', () => {
    assert.deepEqual(splitInlineCode('Use `false` to hide it.'), [
      {code: false, text: 'Use '},
      {code: true, text: 'false'},
      {code: false, text: ' to hide it.'},
    ]);
    assert.deepEqual(splitInlineCode('`a` and `b`'), [
      {code: true, text: 'a'},
      {code: false, text: ' and '},
      {code: true, text: 'b'},
    ]);
  });

  test('keeps text without pairs untouched', () => {
    assert.deepEqual(splitInlineCode('plain'), [{code: false, text: 'plain'}]);
    assert.deepEqual(splitInlineCode('one ` tick'), [{code: false, text: 'one ` tick'}]);
    assert.deepEqual(splitInlineCode(''), []);
  });
});
