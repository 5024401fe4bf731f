/**
 * Compiles Markdown/MDX files with the same MDX v1 compiler Docusaurus 2 uses, so a
 * writer can catch syntax errors in seconds instead of waiting for a full site build.
 *
 * Usage: node --import tsx scripts/check-mdx.ts docs/a.md docs/b.mdx ...
 */
import {readFileSync} from 'node:fs';
import matter from 'gray-matter';
import remarkMath from 'remark-math';

// @mdx-js/mdx 1.x ships no type declarations; `sync` is all this needs.
const mdx = require('@mdx-js/mdx') as {sync(content: string, options: {filepath: string; remarkPlugins: unknown[]}): string};

let failures = 0;
for (const file of process.argv.slice(2)) {
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
