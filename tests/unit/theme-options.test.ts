/**
 * Checks the theme option tables under src/data/apiOptions (every `theme-*.ts`
 * and `themeConfig-*.ts` file) against the installed 2.1.0 theme packages.
 *
 * For each data file the test:
 * 1. obtains the Joi schema the way Docusaurus core does, by calling the
 *    package's own `validateThemeConfig` / `validateOptions` with a `validate`
 *    callback that records the schema and then runs the real
 *    `normalizeThemeConfig` / `normalizePluginOptions`;
 * 2. compares the documented option names with the keys of the relevant part of
 *    `schema.describe()` (navbar item types are found in the `switch` of the
 *    item schema). Keys marked `forbidden` only exist to print migration errors
 *    for removed options; they are listed explicitly below and must match;
 * 3. validates a small sample config and compares each documented `default`
 *    with the value the package fills in when the key is omitted, and with the
 *    exported DEFAULT_CONFIG objects where the package has one;
 * 4. checks that required keys are documented as required, without a default.
 *
 * Run from the site directory:
 *   node --import tsx --test tests/unit/theme-options.test.ts
 */
import {test, describe} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {createRequire} from 'node:module';

import {siteRequire} from './helpers/sitePaths';
import {
  getPath,
  loadOptionTable,
  optionTablesDir,
  testTableBasics,
  validateRecordingSchema,
  type AnyRecord,
} from './helpers/optionTables';

/** Loads a file that sits next to a package's main entry (works despite `exports` maps). */
function requireBesideMain(packageName: string, file: string): AnyRecord {
  const main = siteRequire.resolve(packageName);
  return siteRequire(path.join(path.dirname(main), file)) as AnyRecord;
}

type ThemeModule = {
  name: string;
  module: AnyRecord;
  defaults: AnyRecord;
};

const themes: Record<'classic' | 'live' | 'algolia', ThemeModule> = {
  classic: {
    name: '@docusaurus/theme-classic',
    module: siteRequire('@docusaurus/theme-classic') as AnyRecord,
    defaults: requireBesideMain('@docusaurus/theme-classic', 'options.js').DEFAULT_CONFIG,
  },
  live: {
    name: '@docusaurus/theme-live-codeblock',
    module: siteRequire('@docusaurus/theme-live-codeblock') as AnyRecord,
    defaults: requireBesideMain('@docusaurus/theme-live-codeblock', 'validateThemeConfig.js')
      .DEFAULT_CONFIG,
  },
  algolia: {
    name: '@docusaurus/theme-search-algolia',
    module: siteRequire('@docusaurus/theme-search-algolia') as AnyRecord,
    defaults: requireBesideMain('@docusaurus/theme-search-algolia', 'validateThemeConfig.js')
      .DEFAULT_CONFIG,
  },
};

/** A described object schema: its keys, and which of them are forbidden or required. */
type KeySet = {accepted: string[]; forbidden: string[]; required: string[]};

function keySet(node: AnyRecord | undefined, extra: Record<string, AnyRecord> = {}): KeySet {
  assert.ok(node?.keys, 'expected an object schema with keys');
  const all = {...extra, ...(node.keys as Record<string, AnyRecord>)};
  const result: KeySet = {accepted: [], forbidden: [], required: []};
  for (const [key, child] of Object.entries(all)) {
    if (child.flags?.presence === 'forbidden') {
      result.forbidden.push(key);
    } else {
      result.accepted.push(key);
      if (child.flags?.presence === 'required') {
        result.required.push(key);
      }
    }
  }
  return result;
}

/** Replaces a nested object key by its children as dotted names (docs.sidebar.hideable). */
function flatten(set: KeySet, node: AnyRecord, parent: string): KeySet {
  const nested = keySet(node.keys[parent]);
  const prefix = (keys: string[]) => keys.map((key) => `${parent}.${key}`);
  return {
    accepted: [...set.accepted.filter((key) => key !== parent), ...prefix(nested.accepted)],
    forbidden: [...set.forbidden, ...prefix(nested.forbidden)],
    required: [...set.required, ...prefix(nested.required)],
  };
}

/** The schema of one navbar item type, found in the `switch` of the item schema. */
function navbarItemKeys(root: AnyRecord, type: string | undefined): KeySet {
  const item = root.keys.navbar.keys.items.items[0] as AnyRecord;
  // `position` is declared on the item schema itself, the rest in the matched branch.
  const base = item.keys as Record<string, AnyRecord>;
  const branches = item.whens[0].switch as AnyRecord[];
  if (type === undefined) {
    // Items without `type`: a dropdown when `items` is set, a plain link otherwise.
    const untyped = branches.find((b) => b.is.keys.type.flags?.presence === 'forbidden');
    assert.ok(untyped, 'no branch for untyped navbar items');
    return keySet(untyped.then.whens[0].otherwise, base);
  }
  const branch = branches.find((b) => (b.is.keys.type.allow as string[] | undefined)?.includes(type));
  assert.ok(branch, `no navbar item branch for type ${type}`);
  const set = keySet(branch.then, base);
  // A dropdown's schema does not declare `type`; the switch matched on it.
  if (!set.accepted.includes('type')) {
    set.accepted.push('type');
  }
  return set;
}

type Spec = {
  theme: keyof typeof themes;
  /** 'options' for plugin options (theme-classic), 'themeConfig' otherwise. */
  kind?: 'themeConfig' | 'options';
  /** Part of `schema.describe()` documented by the table. */
  keys: (described: AnyRecord) => KeySet;
  /** Smallest valid input that contains one instance of the documented object. */
  sample: AnyRecord;
  /** Goes from the (sample or normalized) input to the documented object. */
  pick: (config: AnyRecord) => AnyRecord;
  /** The package's exported defaults for the same object, when it has some. */
  packageDefaults?: (defaults: AnyRecord) => AnyRecord;
  /** Removed keys the schema forbids, which the table leaves out on purpose. */
  forbidden?: string[];
};

const navbarItem = (type: string | undefined, item: AnyRecord): Pick<Spec, 'keys' | 'sample' | 'pick'> => ({
  keys: (d) => navbarItemKeys(d, type),
  sample: {navbar: {items: [item]}},
  pick: (c) => c.navbar.items[0],
});

const SPECS: Record<string, Spec> = {
  'theme-classic': {
    theme: 'classic',
    kind: 'options',
    keys: (d) => keySet(d),
    sample: {},
    pick: (c) => c,
  },
  'themeConfig-classic': {
    theme: 'classic',
    keys: (d) => keySet(d),
    sample: {},
    pick: (c) => c,
    packageDefaults: (defaults) => ({metadata: defaults.metadata}),
    forbidden: [
      'autoCollapseSidebarCategories',
      'defaultDarkMode',
      'disableDarkMode',
      'hideableSidebar',
      'metadatas',
      'sidebarCollapsible',
    ],
  },
  'themeConfig-classic-colorMode': {
    theme: 'classic',
    keys: (d) => keySet(d.keys.colorMode),
    sample: {},
    pick: (c) => c.colorMode,
    packageDefaults: (defaults) => defaults.colorMode,
    forbidden: ['switchConfig'],
  },
  'themeConfig-classic-metadata': {
    theme: 'classic',
    keys: (d) => keySet(d.keys.metadata.items[0]),
    sample: {metadata: [{name: 'keywords', content: 'docs'}]},
    pick: (c) => c.metadata[0],
  },
  'themeConfig-classic-announcementBar': {
    theme: 'classic',
    keys: (d) => keySet(d.keys.announcementBar),
    sample: {announcementBar: {content: 'Hello'}},
    pick: (c) => c.announcementBar,
  },
  'themeConfig-classic-navbar': {
    theme: 'classic',
    keys: (d) => keySet(d.keys.navbar),
    sample: {},
    pick: (c) => c.navbar,
    packageDefaults: (defaults) => defaults.navbar,
    forbidden: ['links'],
  },
  'themeConfig-classic-logo': {
    theme: 'classic',
    keys: (d) => {
      // The navbar and the footer share one logo schema.
      assert.deepEqual(d.keys.navbar.keys.logo, d.keys.footer.keys.logo);
      return keySet(d.keys.navbar.keys.logo);
    },
    sample: {navbar: {logo: {src: 'img/logo.svg'}}},
    pick: (c) => c.navbar.logo,
  },
  'themeConfig-classic-navbar-link': {
    theme: 'classic',
    ...navbarItem(undefined, {label: 'Blog', to: '/blog'}),
    forbidden: ['items'],
  },
  'themeConfig-classic-navbar-dropdown': {
    theme: 'classic',
    ...navbarItem('dropdown', {type: 'dropdown', label: 'More', items: []}),
  },
  'themeConfig-classic-navbar-doc': {
    theme: 'classic',
    ...navbarItem('doc', {type: 'doc', docId: 'intro'}),
  },
  'themeConfig-classic-navbar-docSidebar': {
    theme: 'classic',
    ...navbarItem('docSidebar', {type: 'docSidebar', sidebarId: 'tutorial'}),
  },
  'themeConfig-classic-navbar-docsVersion': {
    theme: 'classic',
    ...navbarItem('docsVersion', {type: 'docsVersion'}),
  },
  'themeConfig-classic-navbar-docsVersionDropdown': {
    theme: 'classic',
    ...navbarItem('docsVersionDropdown', {type: 'docsVersionDropdown'}),
  },
  'themeConfig-classic-navbar-localeDropdown': {
    theme: 'classic',
    ...navbarItem('localeDropdown', {type: 'localeDropdown'}),
  },
  'themeConfig-classic-navbar-search': {
    theme: 'classic',
    ...navbarItem('search', {type: 'search'}),
  },
  'themeConfig-classic-navbar-html': {
    theme: 'classic',
    ...navbarItem('html', {type: 'html', value: '<b>Hi</b>'}),
  },
  'themeConfig-classic-footer': {
    theme: 'classic',
    keys: (d) => keySet(d.keys.footer),
    sample: {footer: {}},
    pick: (c) => c.footer,
  },
  'themeConfig-classic-footer-column': {
    theme: 'classic',
    keys: (d) => keySet(d.keys.footer.keys.links.matches[0].schema.items[0]),
    sample: {footer: {links: [{}]}},
    pick: (c) => c.footer.links[0],
  },
  'themeConfig-classic-footer-link': {
    theme: 'classic',
    keys: (d) => {
      const [multi, simple] = d.keys.footer.keys.links.matches as AnyRecord[];
      // Column items and simple-footer links use the same link schema.
      assert.deepEqual(multi!.schema.items[0].keys.items.items[0], simple!.schema.items[0]);
      return keySet(simple!.schema.items[0]);
    },
    sample: {footer: {links: [{label: 'GitHub', href: 'https://github.com'}]}},
    pick: (c) => c.footer.links[0],
  },
  'themeConfig-classic-prism': {
    theme: 'classic',
    keys: (d) => keySet(d.keys.prism),
    sample: {},
    pick: (c) => c.prism,
    packageDefaults: (defaults) => defaults.prism,
  },
  'themeConfig-classic-prism-magicComment': {
    theme: 'classic',
    keys: (d) => keySet(d.keys.prism.keys.magicComments.items[0]),
    sample: {prism: {magicComments: [{className: 'x', line: 'y'}]}},
    pick: (c) => c.prism.magicComments[0],
  },
  'themeConfig-classic-docs': {
    theme: 'classic',
    keys: (d) => flatten(keySet(d.keys.docs), d.keys.docs, 'sidebar'),
    sample: {},
    pick: (c) => c.docs,
    packageDefaults: (defaults) => defaults.docs,
  },
  'themeConfig-classic-tableOfContents': {
    theme: 'classic',
    keys: (d) => keySet(d.keys.tableOfContents),
    sample: {},
    pick: (c) => c.tableOfContents,
    packageDefaults: (defaults) => defaults.tableOfContents,
  },
  'themeConfig-live-codeblock': {
    theme: 'live',
    keys: (d) => keySet(d.keys.liveCodeBlock),
    sample: {},
    pick: (c) => c.liveCodeBlock,
    packageDefaults: (defaults) => defaults,
  },
  'themeConfig-search-algolia': {
    theme: 'algolia',
    keys: (d) => keySet(d.keys.algolia),
    sample: {algolia: {appId: 'APP', apiKey: 'KEY', indexName: 'INDEX'}},
    pick: (c) => c.algolia,
    packageDefaults: (defaults) => defaults,
  },
};

const dataFiles = fs
  .readdirSync(optionTablesDir)
  .filter((file) => /^theme(Config)?-.+\.ts$/.test(file))
  .map((file) => file.replace(/\.ts$/, ''))
  .sort();

test('every theme data file has a schema mapping, and every mapping a file', () => {
  assert.deepEqual(dataFiles, Object.keys(SPECS).sort());
});

for (const basename of dataFiles) {
  const spec = SPECS[basename];
  if (!spec) {
    continue; // reported by the test above
  }
  describe(basename, () => {
    const table = loadOptionTable(`${basename}.ts`);
    const theme = themes[spec.theme];
    const kind = spec.kind ?? 'themeConfig';
    const validator = (kind === 'options' ? theme.module.validateOptions : theme.module.validateThemeConfig) as (
      args: AnyRecord,
    ) => AnyRecord;
    const {schema, value} = validateRecordingSchema(validator, structuredClone(spec.sample), kind);
    const keys = spec.keys(schema.describe() as AnyRecord);
    const instance = spec.pick(value);
    const input = spec.pick(structuredClone(spec.sample)) ?? {};

    testTableBasics(table, theme.name);

    test('documents exactly the keys the schema accepts', () => {
      assert.deepEqual(
        table.options.map((option) => option.name).sort(),
        [...keys.accepted].sort(),
      );
    });

    test('leaves out only the listed forbidden (removed) keys', () => {
      assert.deepEqual([...keys.forbidden].sort(), [...(spec.forbidden ?? [])].sort());
    });

    test('marks required keys as required', () => {
      for (const option of table.options) {
        const required = keys.required.includes(option.name);
        assert.equal(
          option.defaultDescription === 'required',
          required,
          required ? `${option.name} is required by the schema` : `${option.name} is not required`,
        );
        if (required) {
          assert.equal(option.default, undefined, `${option.name} is required and has no default`);
        }
      }
    });

    test('documents the defaults the package applies', () => {
      assert.ok(instance, 'the sample did not produce the documented object');
      for (const option of table.options) {
        const applied = getPath(instance, option.name);
        if (option.default !== undefined) {
          assert.deepStrictEqual(applied, option.default, `default of ${option.name}`);
        } else if (option.defaultDescription === undefined && getPath(input, option.name) === undefined) {
          assert.equal(
            applied,
            undefined,
            `${option.name} gets a default of ${JSON.stringify(applied)} but the table documents none`,
          );
        }
      }
    });

    if (spec.packageDefaults) {
      test("agrees with the package's DEFAULT_CONFIG", () => {
        const defaults = spec.packageDefaults!(theme.defaults);
        for (const option of table.options) {
          const packaged = getPath(defaults, option.name);
          if (option.default !== undefined) {
            assert.deepStrictEqual(packaged, option.default, `DEFAULT_CONFIG value of ${option.name}`);
          } else if (packaged !== undefined) {
            assert.ok(
              option.defaultDescription,
              `${option.name} has a DEFAULT_CONFIG value but the table documents no default`,
            );
          }
        }
      });
    }
  });
}

test('the default Prism theme is palenight, as the prism table says', () => {
  const table = loadOptionTable('themeConfig-classic-prism.ts');
  const row = table.options.find((option) => option.name === 'theme');
  assert.match(row?.defaultDescription ?? '', /palenight/);
  const themeRequire = createRequire(siteRequire.resolve('@docusaurus/theme-classic'));
  const palenight = themeRequire('prism-react-renderer/themes/palenight') as AnyRecord;
  const {value} = validateRecordingSchema(themes.classic.module.validateThemeConfig, {}, 'themeConfig');
  assert.deepStrictEqual(value.prism.theme, palenight.default ?? palenight);
  assert.deepStrictEqual(themes.classic.defaults.prism.theme, palenight.default ?? palenight);
});

test('the plugin options of theme-classic need no id', () => {
  // Core appends `id` to every plugin schema; a theme has a single instance, so
  // the theme-classic table leaves it out and this documents why.
  const {value} = validateRecordingSchema(themes.classic.module.validateOptions, {}, 'options');
  assert.equal(value.id, 'default');
});
