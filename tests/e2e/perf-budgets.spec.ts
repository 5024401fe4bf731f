/**
 * Fails when the build grows past its byte budgets (tests/perf-budgets.ts).
 *
 * Every size here is gzip at level 6 (what deploy/nginx.conf compresses with)
 * of the file in build/, computed by this spec: the figure does not depend on
 * the encoding a server picks (the precompressed .gz/.br files are smaller).
 *
 * A docs page's first load is every script and stylesheet it requested before
 * it had both fired its load event and hydrated (scripts/lib/first-load-requests.ts).
 * What it requests later, at idle (search's modal and index, Prism for code
 * blocks of later pages, the route chunks of links in view), is listed apart
 * and not counted. The spec prints both lists, file by file.
 */
import fs from 'node:fs';
import path from 'node:path';
import {test, expect, anyViewport} from './fixtures';
import {firstLoadRequests} from '../../scripts/lib/first-load-requests';
import {gzipSize} from '../../scripts/lib/first-load-bytes';
import {budgetDocsPage, perfBudgets} from '../perf-budgets';
import {buildDir, htmlFiles} from './helpers/builtPages';

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

test('main.js stays within its gzip budget', anyViewport, async () => {
  const jsDir = path.join(buildDir, 'assets/js');
  const mainFiles = fs.readdirSync(jsDir).filter((name) => /^main\.[0-9a-f]+\.js$/.test(name));
  expect(mainFiles, 'one main.js in build/assets/js').toHaveLength(1);
  const gzipBytes = gzipSize(path.join(jsDir, mainFiles[0]));
  expect(gzipBytes, `main.js is ${kb(gzipBytes)} gzip, budget ${kb(perfBudgets.mainJsGzip)}`).toBeLessThanOrEqual(
    perfBudgets.mainJsGzip,
  );
});

test('a first visit to a docs page stays within its JS and CSS budgets', anyViewport, async ({page}) => {
  const requests = await firstLoadRequests(page, budgetDocsPage);
  const files = requests
    .filter((request) => /\.(js|css)$/.test(request.pathname))
    .map((request) => ({...request, gzip: gzipSize(path.join(buildDir, decodeURIComponent(request.pathname)))}));
  const total = (kind: 'js' | 'css', firstLoad: boolean) =>
    files
      .filter((file) => file.firstLoad === firstLoad && file.pathname.endsWith(`.${kind}`))
      .reduce((sum, file) => sum + file.gzip, 0);
  const listing = (firstLoad: boolean, limit = Infinity) =>
    files
      .filter((file) => file.firstLoad === firstLoad)
      .sort((a, b) => b.gzip - a.gzip)
      .slice(0, limit)
      .map((file) => `  ${kb(file.gzip).padStart(9)}  ${file.pathname}`)
      .join('\n');
  const firstLoadJs = total('js', true);
  const firstLoadCss = total('css', true);
  console.log(
    `${budgetDocsPage}, gzip -6 of each file:\n` +
      `first load (until load event and hydration), JS ${kb(firstLoadJs)}, CSS ${kb(firstLoadCss)}:\n${listing(true)}\n` +
      `later (idle prefetches: search, Prism, the routes of visible links), JS ${kb(total('js', false))}, ` +
      `not counted; the largest:\n${listing(false, 8) || '  none'}`,
  );

  // A page that loaded no script at all would pass any budget: that is a broken measurement.
  expect(firstLoadJs).toBeGreaterThan(10 * 1024);
  expect(firstLoadJs, `docs page first-load JS is ${kb(firstLoadJs)} gzip`).toBeLessThanOrEqual(
    perfBudgets.docsPageFirstLoadJsGzip,
  );
  expect(firstLoadCss, `docs page first-load CSS is ${kb(firstLoadCss)} gzip`).toBeLessThanOrEqual(
    perfBudgets.docsPageFirstLoadCssGzip,
  );
});

test('no page preloads its app scripts ahead of its stylesheet; every page defers them, after its own chunks', anyViewport, async () => {
  // src/config/ssrTemplate.ts: a head preload of main.js competed with the CSS the first paint waits for.
  const appPages = htmlFiles().filter((file) => /<script src="[^"]*\/assets\/js\/main\.[0-9a-f]+\.js"/.test(fs.readFileSync(file, 'utf8')));
  expect(appPages.length, 'app pages found in build/').toBeGreaterThan(100);
  const offenders = appPages.filter((file) => {
    const html = fs.readFileSync(file, 'utf8');
    const preloaded = /<link rel="preload" href="[^"]*\/assets\/js\/[^"]*" as="script"/.test(html);
    const scripts = html.match(/<script src="[^"]*\/assets\/js\/[^"]*"[^>]*>/g) ?? [];
    const isAppScript = (tag: string) => /\/assets\/js\/(runtime~main|main)\./.test(tag);
    const appScripts = scripts.filter(isAppScript);
    // The page's own chunks come first, so that they are installed before the runtime starts.
    const chunkAfterApp = scripts.slice(scripts.findIndex(isAppScript)).some((tag) => !isAppScript(tag));
    return (
      preloaded || appScripts.length !== 2 || chunkAfterApp || scripts.some((tag) => !/\sdefer(=|\s|>)/.test(tag))
    );
  });
  expect(offenders.map((file) => path.relative(buildDir, file)).slice(0, 10)).toEqual([]);
});
