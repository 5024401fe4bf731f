#!/usr/bin/env node
// Compiles Markdown/MDX files with the same MDX v1 compiler Docusaurus 2 uses, so a
// writer can catch syntax errors in seconds instead of waiting for a full site build.
// Usage: node scripts/check-mdx.mjs docs/a.md docs/b.mdx ...
import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';

const require = createRequire(import.meta.url);
const mdx = require('@mdx-js/mdx');
const remarkMath = require('remark-math');
const matter = require('gray-matter');

let failures = 0;
for (const file of process.argv.slice(2)) {
  const {content} = matter(readFileSync(file, 'utf8'));
  try {
    mdx.sync(content, {filepath: file, remarkPlugins: [remarkMath]});
    console.log(`OK     ${file}`);
  } catch (error) {
    failures += 1;
    console.log(`ERROR  ${file}\n       ${String(error.message).split('\n')[0]}`);
  }
}
process.exit(failures ? 1 : 0);
