/**
 * The CLI reference (docs/cli.md) documents every command and every flag of the
 * installed @docusaurus/core 2.1.0 binary: the commands and options are read
 * from the package's own commander definitions, so a framework upgrade that
 * adds a flag makes this test fail until the page covers it.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {siteDir} from './helpers/sitePaths';

const cliSource = fs.readFileSync(
  path.join(siteDir, 'node_modules/@docusaurus/core/bin/docusaurus.mjs'),
  'utf8',
);
const cliPage = fs.readFileSync(path.join(siteDir, 'docs/cli.md'), 'utf8');

interface CommandDefinition {
  name: string;
  flags: string[];
}

/** Splits the binary's source at each `.command(...)` and collects the long flags of each. */
export function readCommands(source: string): CommandDefinition[] {
  const parts = source.split(/\.command\(\s*'/).slice(1);
  return parts.map((part) => {
    const name = part.slice(0, part.indexOf("'")).split(' ')[0]!;
    const flags = [...part.matchAll(/\.option\(\s*'([^']+)'/g)].map(
      (match) => match[1]!.match(/--[a-zA-Z-]+/)![0]!,
    );
    return {name, flags};
  });
}

/** The part of the page under the `### \`docusaurus <name> ...\`` heading. */
function sectionOf(page: string, command: string): string | null {
  const start = page.search(new RegExp(`^### \`docusaurus ${command.replace(/[:]/g, '\\$&')}[ \`]`, 'm'));
  if (start < 0) return null;
  const rest = page.slice(start + 4);
  const end = rest.search(/^##+ /m);
  return end < 0 ? rest : rest.slice(0, end);
}

const commands = readCommands(cliSource);

test('the binary defines the commands we expect to read', () => {
  const names = commands.map((command) => command.name);
  for (const name of ['start', 'build', 'swizzle', 'deploy', 'serve', 'clear', 'write-translations', 'write-heading-ids']) {
    assert.ok(names.includes(name), `found command ${name}`);
  }
});

for (const command of commands) {
  test(`docs/cli.md documents \`docusaurus ${command.name}\` and its ${command.flags.length} flags`, () => {
    const section = sectionOf(cliPage, command.name);
    assert.ok(section, `a "### \`docusaurus ${command.name} ...\`" section exists`);
    for (const flag of command.flags) {
      assert.ok(section.includes(`\`${flag}`), `${flag} is documented under ${command.name}`);
    }
  });
}

test('the plugin-provided docs:version command is documented', () => {
  assert.ok(sectionOf(cliPage, 'docs:version'));
});
