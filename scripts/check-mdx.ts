/**
 * Compiles Markdown/MDX files with the same MDX v1 compiler Docusaurus 2 uses, so a
 * writer can catch syntax errors in seconds instead of waiting for a full site build.
 *
 * Usage: npm run check:mdx -- docs/a.md docs/b.mdx ...
 *        npm run check:mdx -- --changed   (the Markdown files git sees as changed: see changedMarkdownFiles)
 */
import {execSync} from 'node:child_process';
import {existsSync, readFileSync} from 'node:fs';
import matter from 'gray-matter';
import remarkMath from 'remark-math';

// @mdx-js/mdx 1.x ships no type declarations; `sync` is all this needs.
const mdx = require('@mdx-js/mdx') as {sync(content: string, options: {filepath: string; remarkPlugins: unknown[]}): string};

const git = (command: string) =>
  execSync(`git ${command}`, {encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore']})
    .split('\n')
    .filter(Boolean);

/**
 * Uncommitted and untracked Markdown files, plus those a branch changed since
 * it left main: what a contributor is about to commit or merge.
 */
function changedMarkdownFiles(): string[] {
  const files = [...git('diff --name-only HEAD'), ...git('ls-files --others --exclude-standard')];
  try {
    const base = git('merge-base HEAD main')[0];
    if (base) files.push(...git(`diff --name-only ${base} HEAD`));
  } catch {
    // no main branch here: the working tree's changes are all there is
  }
  return [...new Set(files)].filter((file) => /\.mdx?$/.test(file) && existsSync(file)).sort();
}

const args = process.argv.slice(2);
const files = args.includes('--changed') ? changedMarkdownFiles() : args;
if (files.length === 0) {
  console.log(args.includes('--changed') ? 'check-mdx: no changed Markdown files' : 'usage: npm run check:mdx -- <file.md> ... | --changed');
  process.exit(args.includes('--changed') ? 0 : 2);
}

let failures = 0;
for (const file of files) {
  const {content} = matter(readFileSync(file, 'utf8'));
  try {
    mdx.sync(content, {filepath: file, remarkPlugins: [remarkMath]});
    console.log(`OK     ${file}`);
  } catch (error) {
    failures += 1;
    console.log(`ERROR  ${file}\n       ${String((error as Error).message).split('\n')[0]}`);
  }
}
process.exit(failures ? 1 : 0);
