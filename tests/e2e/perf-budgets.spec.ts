/**
 * Fails when the build grows past its byte budgets (tests/perf-budgets.ts):
 * main.js as built, and what a first visit to a docs page downloads, counted
 * from the responses the browser receives (gzip, as served).
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import {test, expect, anyViewport} from './fixtures';
import {budgetDocsPage, perfBudgets} from '../perf-budgets';

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

test('main.js stays within its gzip budget', anyViewport, async () => {
  const jsDir = path.resolve(__dirname, '../../build/assets/js');
  const mainFiles = fs.readdirSync(jsDir).filter((name) => /^main\.[0-9a-f]+\.js$/.test(name));
  expect(mainFiles, 'one main.js in build/assets/js').toHaveLength(1);
  // Level 6: what deploy/nginx.conf compresses with.
  const gzipBytes = zlib.gzipSync(fs.readFileSync(path.join(jsDir, mainFiles[0])), {level: 6}).length;
  expect(gzipBytes, `main.js is ${kb(gzipBytes)} gzip, budget ${kb(perfBudgets.mainJsGzip)}`).toBeLessThanOrEqual(
    perfBudgets.mainJsGzip,
  );
});

test('a first visit to a docs page stays within its JS and CSS budgets', anyViewport, async ({page}) => {
  const transfers = {script: 0, stylesheet: 0};
  const pending: Promise<void>[] = [];
  page.on('requestfinished', (request) => {
    const type = request.resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    pending.push(
      request.sizes().then((sizes) => {
        transfers[type] += sizes.responseBodySize;
      }),
    );
  });
  await page.goto(budgetDocsPage, {waitUntil: 'networkidle'});
  await expect(page.locator('article h1')).toBeVisible();
  await Promise.all(pending);
  // A page that loaded no script at all would pass any budget: that is a broken measurement.
  expect(transfers.script).toBeGreaterThan(10 * 1024);
  expect(transfers.script, `docs page JS is ${kb(transfers.script)} gzip`).toBeLessThanOrEqual(
    perfBudgets.docsPageFirstLoadJsGzip,
  );
  expect(transfers.stylesheet, `docs page CSS is ${kb(transfers.stylesheet)} gzip`).toBeLessThanOrEqual(
    perfBudgets.docsPageFirstLoadCssGzip,
  );
});
