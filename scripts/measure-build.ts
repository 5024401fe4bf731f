/**
 * Prints the numbers we quote about the production build: pages built, total
 * size, and the JavaScript and CSS each key page loads on first visit (raw and
 * gzip bytes), taken from the <script> and <link rel="stylesheet"> tags of the
 * page as loaded in Chromium. With --build it first runs the build and prints its duration.
 *
 * Usage: npm run measure [-- --build] [-- /path/one/ /path/two/]
 */
import {execSync, spawn} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {chromium} from 'playwright-core';

const siteDir = path.resolve(__dirname, '..');
const buildDir = path.join(siteDir, 'build');
const args = process.argv.slice(2);

const defaultPages = [
  '/',
  '/docs/',
  '/docs/installation',
  '/docs/markdown-features/tabs',
  '/blog/',
  '/changelog/',
  '/showcase/',
  '/search/',
];

if (args.includes('--build')) {
  const start = Date.now();
  execSync('bash scripts/build.sh', {cwd: siteDir, stdio: 'inherit'});
  console.log(`build time: ${((Date.now() - start) / 1000).toFixed(1)} s`);
}

function walk(dir: string): string[] {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? walk(full) : [full];
  });
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

const files = walk(buildDir);
const htmlPages = files.filter((file) => file.endsWith('.html'));
const totalBytes = files.reduce((sum, file) => sum + fs.statSync(file).size, 0);
console.log(`pages (HTML files): ${htmlPages.length}`);
console.log(`build output: ${files.length} files, ${(totalBytes / 1024 / 1024).toFixed(1)} MB`);
console.log('');
console.log('first-load transfer per page, measured in Chromium against scripts/serve-build.mjs (gzip):');
const pages = args.filter((arg) => arg.startsWith('/'));
void measureInBrowser(pages.length ? pages : defaultPages);

async function measureInBrowser(routes: string[]): Promise<void> {
  const port = 4999;
  const server = spawn('node', ['scripts/serve-build.mjs', '--port', String(port)], {cwd: siteDir, stdio: 'ignore'});
  try {
    await waitForServer(`http://127.0.0.1:${port}/`);
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    });
    for (const route of routes) {
      // A fresh context per page: nothing cached, no service worker yet.
      const context = await browser.newContext({serviceWorkers: 'block'});
      const page = await context.newPage();
      await page.route((url) => !url.href.startsWith(`http://127.0.0.1:${port}/`), (r) => r.abort());
      const totals = {js: 0, css: 0, other: 0, jsFiles: 0};
      page.on('requestfinished', async (request) => {
        const sizes = await request.sizes().catch(() => null);
        if (!sizes) return;
        const type = request.resourceType();
        if (type === 'script') {
          totals.js += sizes.responseBodySize;
          totals.jsFiles += 1;
        } else if (type === 'stylesheet') totals.css += sizes.responseBodySize;
        else totals.other += sizes.responseBodySize;
      });
      const start = Date.now();
      await page.goto(`http://127.0.0.1:${port}${route}`, {waitUntil: 'networkidle'});
      const loadMs = Date.now() - start;
      console.log(
        `  ${route.padEnd(32)} JS ${String(totals.jsFiles).padStart(2)} files ${kb(totals.js).padStart(9)} | CSS ${kb(totals.css).padStart(8)} | other ${kb(totals.other).padStart(9)} | loaded in ${loadMs} ms`,
      );
      await context.close();
    }
    await browser.close();
  } finally {
    server.kill();
  }
}

async function waitForServer(url: string): Promise<void> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    try {
      await fetch(url);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw new Error(`server at ${url} did not start`);
}
