/**
 * Measures what a first visit to a page downloads: the JavaScript and CSS
 * (and everything else) as transferred, gzip included, taken from the
 * requests Chromium makes while loading the page with an empty cache and no
 * service worker. Shared by `npm run measure` and `npm run bench`.
 */
import {chromium} from 'playwright-core';
import {chromiumFlags, chromiumPath} from './servers';

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
      const totals = {route, js: 0, css: 0, other: 0, jsFiles: 0, loadMs: 0};
      const pending: Promise<void>[] = [];
      page.on('requestfinished', (request) => {
        pending.push(
          request.sizes().then(
            (sizes) => {
              const type = request.resourceType();
              if (type === 'script') {
                totals.js += sizes.responseBodySize;
                totals.jsFiles += 1;
              } else if (type === 'stylesheet') totals.css += sizes.responseBodySize;
              else totals.other += sizes.responseBodySize;
            },
            () => undefined,
          ),
        );
      });
      const start = Date.now();
      await page.goto(`${origin}${route}`, {waitUntil: 'networkidle'});
      totals.loadMs = Date.now() - start;
      await Promise.all(pending);
      results.push(totals);
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return results;
}

export const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;
