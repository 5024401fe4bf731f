/**
 * The core client API page (docs/docusaurus-core.md) has a section, with an
 * example, for every public module of @docusaurus/module-type-aliases 2.1.0.
 * Modules and their exported names are read from the installed declarations,
 * so a new export fails this test until the page covers it.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {siteDir} from './helpers/sitePaths';

const declarations = fs.readFileSync(
  path.join(siteDir, 'node_modules/@docusaurus/module-type-aliases/src/index.d.ts'),
  'utf8',
);
const corePage = fs.readFileSync(path.join(siteDir, 'docs/docusaurus-core.md'), 'utf8');

// Used by generated code only, not by site authors.
const internalModules = new Set(['ComponentCreator', 'Noop', 'renderRoutes']);
// Exports documented inside another entry's section rather than under their own heading.
const documentedWithin: Record<string, string> = {hasProtocol: 'isInternalUrl', DEFAULT_PLUGIN_ID: 'constants'};

function publicModules(): Map<string, string[]> {
  const modules = new Map<string, string[]>();
  for (const match of declarations.matchAll(/declare module '@docusaurus\/([^']+)' \{([\s\S]*?)\n\}/g)) {
    const [, name, body] = match;
    if (internalModules.has(name!)) continue;
    const exported = [...body!.matchAll(/export (?:default )?(?:function|class|const) (\w+)/g)].map((m) => m[1]!);
    modules.set(name!, [...new Set(exported)]);
  }
  return modules;
}

function sectionOf(title: string): string | null {
  const start = corePage.search(new RegExp(`^### \`<?${title}/?>?\``, 'm'));
  if (start < 0) return null;
  const rest = corePage.slice(start + 4);
  const end = rest.search(/^##+ /m);
  return end < 0 ? rest : rest.slice(0, end);
}

for (const [moduleName, exportedNames] of publicModules()) {
  test(`@docusaurus/${moduleName} is documented with an example`, () => {
    const names = moduleName === 'router' ? ['Redirect'] : exportedNames.length ? exportedNames : [moduleName];
    for (const name of names) {
      const heading = documentedWithin[name] ?? name;
      const section = sectionOf(heading);
      assert.ok(section, `a "### \`${heading}\`" section for ${name}`);
      assert.match(section, /```(jsx|tsx|js|ts)/, `the ${heading} section has a code example`);
      assert.ok(section.includes(name), `${name} is named in its section`);
    }
  });
}
