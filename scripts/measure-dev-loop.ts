/**
 * Times the contributors' loop on this machine: seconds from `docusaurus
 * start` to the first rendered docs page, cold (no webpack cache) and warm
 * (the cache the first start left), and seconds from saving a doc to seeing
 * the change in the open page (no reload), over several saves.
 *
 * Usage: npm run measure:dev [-- --no-cold] [-- --edits 5] [-- --fast]
 *   --fast   starts with BUILD_FAST=true (current docs version only)
 */
import fs from 'node:fs';
import path from 'node:path';
import {chromium, type Page} from 'playwright-core';
import {chromiumFlags, chromiumPath} from './lib/servers';
import {startDevServer} from './lib/devServer';

const siteDir = path.resolve(__dirname, '..');
const args = process.argv.slice(2);
const editCount = Number(args[args.indexOf('--edits') + 1] || 5) || 5;
const env = args.includes('--fast') ? {BUILD_FAST: 'true'} : {};
const docPath = '/docs/installation';
const docFile = path.join(siteDir, 'docs/installation.md');
const devCache = path.join(siteDir, 'node_modules/.cache/webpack/client-development-en');

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function firstPage(page: Page, label: string): Promise<void> {
  const startedAt = Date.now();
  const server = await startDevServer({env});
  try {
    const compiled = await server.firstCompilationMs;
    await page.goto(server.url + docPath, {timeout: 120_000});
    await page.locator('article h1').waitFor({timeout: 120_000});
    console.log(`${label}: first compilation ${seconds(compiled)}, first docs page rendered ${seconds(Date.now() - startedAt)}`);
    if (label === 'warm start') await timeEdits(page);
  } finally {
    await server.stop();
  }
}

async function timeEdits(page: Page): Promise<void> {
  const original = fs.readFileSync(docFile, 'utf8');
  const times: number[] = [];
  try {
    for (let i = 0; i < editCount; i += 1) {
      const sentence = `Edit ${i} timed by measure-dev-loop at ${Date.now()}.`;
      const savedAt = Date.now();
      fs.writeFileSync(docFile, `${original}\n${sentence}\n`);
      await page.getByText(sentence).waitFor({timeout: 120_000});
      times.push(Date.now() - savedAt);
    }
  } finally {
    fs.writeFileSync(docFile, original);
  }
  const sorted = [...times].sort((a, b) => a - b);
  console.log(
    `save to visible (${times.length} edits of ${path.relative(siteDir, docFile)}): median ${seconds(median(times))}, ` +
      `range ${seconds(sorted[0]!)}-${seconds(sorted.at(-1)!)}`,
  );
}

async function main(): Promise<void> {
  const browser = await chromium.launch({executablePath: chromiumPath, args: chromiumFlags});
  const page = await browser.newPage();
  try {
    if (!args.includes('--no-cold')) {
      fs.rmSync(devCache, {recursive: true, force: true});
      await firstPage(page, 'cold start');
    }
    await firstPage(page, 'warm start');
  } finally {
    await browser.close();
  }
}

void main().catch((error) => {
  console.error(error);
  process.exit(1);
});
