/**
 * Compares every Markdown export in build/ (src/plugins/markdown-export) with
 * the page it was made from: a page whose words are less than 97% in its
 * `.md` (a dropped option table, a lost tab) fails the check. Prints the
 * median and the lowest pages either way.
 *
 * Usage: node --import tsx scripts/check-markdown-export.ts [--min 0.97]
 */
import fs from 'node:fs';
import path from 'node:path';
import {exitUnlessBuilt} from './lib/servers';
import {coverage, pageBodyText, words} from './lib/wordCoverage';

const buildDir = path.resolve(__dirname, '..', 'build');
const minFlag = process.argv.indexOf('--min');
const minimum = minFlag > 0 ? Number(process.argv[minFlag + 1]) : 0.97;

function markdownFiles(dir: string): string[] {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'assets' ? [] : markdownFiles(full);
    return entry.name.endsWith('.md') ? [full] : [];
  });
}

/** `/docs/cli.md` comes from `/docs/cli/index.html`, `/docs/index.md` from `/docs/index.html`. */
function pageOf(markdownFile: string): string {
  return markdownFile.endsWith(`${path.sep}index.md`)
    ? markdownFile.replace(/index\.md$/, 'index.html')
    : path.join(markdownFile.replace(/\.md$/, ''), 'index.html');
}

exitUnlessBuilt(buildDir, 'check-markdown-export');
const start = Date.now();
const results: Array<{page: string; share: number}> = [];
const withoutPage: string[] = [];
for (const file of markdownFiles(buildDir)) {
  const htmlFile = pageOf(file);
  const text = fs.existsSync(htmlFile) ? pageBodyText(fs.readFileSync(htmlFile, 'utf8')) : null;
  const page = `/${path.relative(buildDir, file).split(path.sep).join('/')}`;
  if (text === null) {
    withoutPage.push(page);
    continue;
  }
  results.push({page, share: coverage(words(text), words(fs.readFileSync(file, 'utf8')))});
}

results.sort((a, b) => a.share - b.share);
const percent = (share: number) => `${(share * 100).toFixed(1)}%`;
const median = results.length > 0 ? results[Math.floor(results.length / 2)].share : 1;
const low = results.filter((result) => result.share < minimum);
console.log(
  `check-markdown-export: ${results.length} Markdown files against their pages in ${Date.now() - start} ms; ` +
    `median ${percent(median)} of a page's words in its .md, lowest ${results.map((r) => `${r.page} ${percent(r.share)}`).slice(0, 3).join(', ')}`,
);
if (results.length === 0 || withoutPage.length > 0) {
  console.error(`check-markdown-export: ${withoutPage.length} Markdown files with no page body to compare: ${withoutPage.slice(0, 10).join(', ')}`);
  process.exitCode = 1;
}
if (low.length > 0) {
  console.error(`check-markdown-export: ${low.length} exports hold less than ${percent(minimum)} of their page's words:`);
  for (const result of low) console.error(`  ${percent(result.share)}  ${result.page}`);
  process.exitCode = 1;
}
