/**
 * Measures what a first visit to a page downloads before it has loaded and
 * hydrated (scripts/lib/first-load-requests.ts; idle prefetches not counted):
 * the JavaScript and CSS (and everything else), with an empty cache and no
 * service worker. Shared by `npm run measure` and `npm run bench`.
 *
 * A file counts as gzip level 6 of its copy in the served build folder (the
 * byte budgets' measure, tests/e2e/perf-budgets.spec.ts), not as transferred:
 * nginx sends the precompressed brotli copy when it has the module, the Node
 * server gzip, and the figures must not depend on which server answered.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import {chromium} from 'playwright-core';
import {chromiumFlags, chromiumPath} from './servers';
import {firstLoadRequests} from './first-load-requests';

export interface FirstLoadBytes {
  route: string;
  js: number;
  jsFiles: number;
  css: number;
  other: number;
  loadMs: number;
}

/** Gzip level 6 of a built file: what the byte budgets and the bench count. */
export const gzipSize = (file: string): number => zlib.gzipSync(fs.readFileSync(file), {level: 6}).length;

/** The gzip size of the file a request fetched from `buildDir`; its transfer size when it is no file there (a server answer). */
function countedBytes(buildDir: string, pathname: string, encodedBytes: number): number {
  const file = path.join(buildDir, decodeURIComponent(pathname));
  return fs.existsSync(file) && fs.statSync(file).isFile() ? gzipSize(file) : encodedBytes;
}

export async function measureFirstLoadBytes(origin: string, buildDir: string, routes: string[]): Promise<FirstLoadBytes[]> {
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: chromiumFlags,
  });
  const results: FirstLoadBytes[] = [];
  try {
    for (const route of routes) {
      // A fresh context per page: nothing cached, no service worker yet.
      const context = await browser.newContext({serviceWorkers: 'block'});
      const page = await context.newPage();
      await page.route((url) => !url.href.startsWith(`${origin}/`), (r) => r.abort());
      const start = Date.now();
      const requests = await firstLoadRequests(page, `${origin}${route}`);
      const totals = {route, js: 0, css: 0, other: 0, jsFiles: 0, loadMs: Date.now() - start};
      for (const request of requests.filter((each) => each.firstLoad)) {
        const bytes = countedBytes(buildDir, request.pathname, request.encodedBytes);
        if (request.pathname.endsWith('.js')) {
          totals.js += bytes;
          totals.jsFiles += 1;
        } else if (request.pathname.endsWith('.css')) totals.css += bytes;
        else totals.other += bytes;
      }
      results.push(totals);
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return results;
}

export const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;
