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
import {kb, measureFirstLoadBytes} from './lib/first-load-bytes';
import {waitForServer} from './lib/servers';

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

const files = walk(buildDir);
const htmlPages = files.filter((file) => file.endsWith('.html'));
const totalBytes = files.reduce((sum, file) => sum + fs.statSync(file).size, 0);
console.log(`pages (HTML files): ${htmlPages.length}`);
console.log(`build output: ${files.length} files, ${(totalBytes / 1024 / 1024).toFixed(1)} MB`);
console.log('');
console.log('first-load bytes per page, requested in Chromium from scripts/serve-build.ts (gzip -6 of each file):');
const pages = args.filter((arg) => arg.startsWith('/'));
void measureInBrowser(pages.length ? pages : defaultPages);

async function measureInBrowser(routes: string[]): Promise<void> {
  const port = 4999;
  const server = spawn('node', ['--import', 'tsx', 'scripts/serve-build.ts', '--port', String(port)], {cwd: siteDir, stdio: 'ignore'});
  try {
    const origin = `http://127.0.0.1:${port}`;
    await waitForServer(`${origin}/`);
    for (const result of await measureFirstLoadBytes(origin, buildDir, routes)) {
      console.log(
        `  ${result.route.padEnd(32)} JS ${String(result.jsFiles).padStart(2)} files ${kb(result.js).padStart(9)} | CSS ${kb(result.css).padStart(8)} | other ${kb(result.other).padStart(9)} | loaded in ${result.loadMs} ms`,
      );
    }
  } finally {
    server.kill();
  }
}
