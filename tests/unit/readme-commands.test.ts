/**
 * Every command the README's "Working on the site" table gives a contributor
 * names an npm script or a file that exists. (scripts/check-readme-commands.sh
 * runs them; this catches a renamed script in every `npm test`.)
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';

const siteDir = path.resolve(__dirname, '../..');
const readme = fs.readFileSync(path.join(siteDir, 'README.md'), 'utf8');
const scripts = (JSON.parse(fs.readFileSync(path.join(siteDir, 'package.json'), 'utf8')) as {scripts: Record<string, string>})
  .scripts;

function workingOnTheSiteCommands(): string[] {
  const section = readme.split('## Working on the site')[1]?.split('\n## ')[0] ?? '';
  const rows = section.split('\n').filter((line) => line.startsWith('| ') && !line.startsWith('| Task') && !line.startsWith('| ---'));
  return rows.flatMap((row) => [...row.split('|').slice(2).join('|').matchAll(/`([^`]+)`/g)].map((match) => match[1]!));
}

/** What a command needs to exist: an npm script, or the file it runs. */
export function missingPart(command: string): string | null {
  const words = command.replace(/^([A-Z_0-9]+=\S+\s+)+/, '').split(/\s+/);
  if (words[0] === 'npm') {
    const script = words[1] === 'run' ? words[2] : words[1];
    if (script?.startsWith('-')) return null; // `-- --flag`: options of the command before it
    return script && scripts[script] ? null : `npm script "${script}"`;
  }
  const file = words.find((word) => /^(scripts|tests)\//.test(word));
  if (file) return fs.existsSync(path.join(siteDir, file)) ? null : `file ${file}`;
  return null;
}

test('the README table lists the commands contributors use', () => {
  const commands = workingOnTheSiteCommands();
  assert.ok(commands.length >= 15, `found only ${commands.length} commands`);
  for (const expected of ['npm start', 'npm run test:quick', 'npm run serve', 'npm run measure:dev']) {
    assert.ok(commands.some((command) => command.startsWith(expected)), `${expected} is in the table`);
  }
});

test('every command in the README table names a script or file that exists', () => {
  const missing = workingOnTheSiteCommands()
    .map((command) => [command, missingPart(command)] as const)
    .filter(([, part]) => part !== null);
  assert.deepEqual(missing, []);
});

test('a command naming a missing script or file is caught', () => {
  assert.equal(missingPart('npm run no-such-script'), 'npm script "no-such-script"');
  assert.equal(missingPart('node --import tsx scripts/no-such-file.ts'), 'file scripts/no-such-file.ts');
  assert.equal(missingPart('BUILD_FAST=true npm run build'), null);
});
