/**
 * Measures what a first visit to a page downloads before it has loaded and
 * hydrated (scripts/lib/first-load-requests.ts; idle prefetches not counted):
 * the JavaScript and CSS (and everything else) as transferred, gzip included,
 * with an empty cache and no service worker. Shared by `npm run measure` and
 * `npm run bench`.
 */
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

export async function measureFirstLoadBytes(origin: string, routes: string[]): Promise<FirstLoadBytes[]> {
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
        if (request.pathname.endsWith('.js')) {
          totals.js += request.encodedBytes;
          totals.jsFiles += 1;
        } else if (request.pathname.endsWith('.css')) totals.css += request.encodedBytes;
        else totals.other += request.encodedBytes;
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
