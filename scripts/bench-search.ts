/**
 * Relevance benchmark of the site search, side by side with Pagefind.
 *
 * Runs every query of tests/data/search-golden-queries.json through the local
 * search client (the code the modal and the /search/ page run) over the
 * index in build/, with the filters the theme sends on a current docs page,
 * and through Pagefind indexing the `<main>` of the same build/ pages (its
 * own index goes to node_modules/.cache/bench-search/, reused while build/'s
 * search manifest is unchanged; build/ is not touched). Prints hit@1,
 * hit@3 and MRR@10 per kind and half, the misses, and the time the local
 * client takes to answer each keystroke in Chromium at 4x CPU slowdown.
 *
 * Ours is measured with every page text in memory (as once the idle prefetch
 * has run); `--cold` measures first answers instead, before any page text has
 * arrived (pages and headings only).
 *
 * `--every N` times only every Nth keystroke (the full browser pass takes
 * about an hour; a fifth of it still holds tens of thousands of keystrokes).
 *
 * Usage: npm run bench:search [-- --dir build] [--port 4274] [--no-pagefind] [--no-browser] [--cold] [--every 5]
 */
import {createHash} from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {build as esbuild} from 'esbuild';
import {chromium, type Page} from 'playwright-core';
import {createLocalSearchClient} from '../src/plugins/local-search/client/localSearchClient';
import {manifestPath} from '../src/plugins/local-search/shared/indexFormat';
import {chromiumFlags, chromiumPath} from './lib/servers';
import {groupScores, rankOfAccepted, readGoldenQueries, score, unlikeTuned, type GoldenQuery, type Scores} from './bench/search-metrics';
import {phrasingTemplates, phrasingVariants} from './bench/phrasing-variants';
import {typoVariants} from './bench/typo-variants';
import {joinedWordVariants} from './bench/joined-word-variants';
import {currentDocsFilters} from './bench/search-filters';
import {keystrokePrefixes, keystrokeRequest, parseStride} from './bench/keystrokes';

const {values: options} = parseArgs({
  options: {
    dir: {type: 'string', default: 'build'},
    port: {type: 'string', default: '4274'},
    'no-pagefind': {type: 'boolean', default: false},
    'no-browser': {type: 'boolean', default: false},
    cold: {type: 'boolean', default: false},
    every: {type: 'string', default: '1'},
  },
});
const buildDir = path.resolve(options.dir!);
const port = Number(options.port);
const keystrokeBudgetMs = 16;
const keystrokeStride = parseStride(options.every);

if (!fs.existsSync(path.join(buildDir, manifestPath))) {
  console.error(`No search index in ${buildDir}: run a build first (bash scripts/build.sh).`);
  process.exit(2);
}

/** Pages outside the current docs context, which the facet filters keep out of ours. */
const outOfContext = /^\/(docs\/(2\.0\.0-[^/]+|next)\/|tests\/)/;

interface Row {
  query: GoldenQuery;
  ours: {pages: string[]; empty: boolean; note?: string};
  pagefind?: {pages: string[]; empty: boolean};
}

async function runOurs(queries: GoldenQuery[]): Promise<Row[]> {
  const client = createLocalSearchClient({
    origin: 'http://localhost',
    fetchJson: async (file) => JSON.parse(await fs.promises.readFile(path.join(buildDir, file), 'utf8')),
  });
  if (!options.cold) {
    // Every page text in memory, as once the idle prefetch of a docs page has run.
    await client.prefetch(currentDocsFilters, async () => undefined);
  }
  const rows: Row[] = [];
  for (const query of queries) {
    const {results} = await client.search({
      requests: [{indexName: 'docusaurus', query: query.query, hitsPerPage: 50, facetFilters: currentDocsFilters}],
    });
    const response = results[0]!;
    const pages = [...new Set(response.hits.map((hit) => new URL(hit.url).pathname))];
    const extra = response as unknown as {relaxedQuery?: {removedWords: string[]}};
    const note = extra.relaxedQuery ? `relaxed: without ${extra.relaxedQuery.removedWords.join(', ')}` : undefined;
    rows.push({query, ours: {pages, empty: response.nbHits === 0, note}});
  }
  return rows;
}

function inTop3(row: Row): boolean {
  const rank = rankOfAccepted(row.ours.pages, row.query.accept);
  return rank >= 1 && rank <= 3;
}

/** Answers to variants of the golden queries that ours finds: each variant keeps its original's accepted pages. */
async function runVariants<V extends {query: string; original: GoldenQuery}>(
  rows: Row[],
  makeVariants: (found: GoldenQuery[]) => V[],
): Promise<Array<{variant: V; row: Row}>> {
  const variants = makeVariants(rows.filter(inTop3).map((row) => row.query));
  const variantRows = await runOurs(variants.map((variant) => ({...variant.original, query: variant.query})));
  return variants.map((variant, index) => ({variant, row: variantRows[index]!}));
}

function hit3Cell(answers: Array<{row: Row}>): string {
  return `${percent(answers.filter(({row}) => inTop3(row)).length / Math.max(1, answers.length))} of ${answers.length}`;
}

/** hit@3 of one-typo variants of the queries whose typed form finds an accepted page in the top 3. */
async function printTypoVariants(rows: Row[]): Promise<void> {
  const answers = await runVariants(rows, typoVariants);
  console.log(`\nOne-typo variants of the golden queries that ours finds (scripts/bench/typo-variants.ts), ours hit@3:`);
  for (const where of ['first letter', 'middle'] as const) {
    const cells = (['drop', 'swap', 'replace', 'double'] as const).map(
      (edit) => `${edit} ${hit3Cell(answers.filter(({variant}) => variant.edit === edit && variant.where === where))}`,
    );
    console.log(`  ${where.padEnd(12)} ${cells.join(', ')}`);
  }
}

/** hit@3 of the queries ours finds, with two of their words typed as one (scripts/bench/joined-word-variants.ts). */
async function printJoinedWordVariants(rows: Row[]): Promise<void> {
  const answers = await runVariants(rows, joinedWordVariants);
  console.log(`\nThe golden concept and spelling queries that ours finds, two neighbouring words typed as one, ours hit@3: ${hit3Cell(answers)}`);
  const missed = answers.filter(({row}) => !inTop3(row)).map(({variant}) => `"${variant.query}"`);
  if (missed.length > 0) console.log(`  missed: ${missed.slice(0, 12).join(', ')}${missed.length > 12 ? ', ...' : ''}`);
}

/** hit@3 of the queries ours finds, wrapped in filler words (scripts/bench/phrasing-variants.ts). */
async function printPhrasingVariants(rows: Row[]): Promise<void> {
  const answers = await runVariants(rows, phrasingVariants);
  console.log(`\nThe golden identifier, concept and spelling queries that ours finds, wrapped in filler words, ours hit@3:`);
  for (const template of phrasingTemplates) {
    console.log(`  ${`"${template}"`.padEnd(24)} ${hit3Cell(answers.filter(({variant}) => variant.template === template))}`);
  }
}

const contentTypes: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.json': 'application/json',
  '.css': 'text/css',
  '.wasm': 'application/wasm',
};

/** Serves build/ at `/`, Pagefind's files at `/_pagefind/` and the bundled client at `/_bench/`. */
function startServer(pagefindDir: string | undefined, clientBundle: string): Promise<http.Server> {
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    let file: string;
    if (url.pathname === '/_bench/client.js') {
      file = clientBundle;
    } else if (url.pathname === '/_bench/') {
      response.writeHead(200, {'content-type': 'text/html'}).end('<!doctype html><title>bench</title>');
      return;
    } else if (pagefindDir && url.pathname.startsWith('/_pagefind/')) {
      file = path.join(pagefindDir, decodeURIComponent(url.pathname.slice('/_pagefind/'.length)));
    } else {
      file = path.join(buildDir, decodeURIComponent(url.pathname));
    }
    fs.readFile(file, (error, body) => {
      if (error) {
        response.writeHead(404).end();
        return;
      }
      response.writeHead(200, {'content-type': contentTypes[path.extname(file)] ?? 'application/octet-stream'}).end(body);
    });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}

/** Pagefind's index of this build, kept until the build changes (indexing takes minutes on a busy machine). */
function pagefindCacheDir(): string {
  const manifest = fs.readFileSync(path.join(buildDir, manifestPath));
  const key = createHash('sha256').update(manifest).update(buildDir).digest('hex').slice(0, 12);
  return path.resolve('node_modules/.cache/bench-search', `pagefind-${key}`);
}

async function buildPagefindIndex(outputPath: string): Promise<number> {
  const pagefind = await import('pagefind');
  const started = Date.now();
  fs.rmSync(outputPath, {recursive: true, force: true});
  const {index, errors} = await pagefind.createIndex({rootSelector: 'main', forceLanguage: 'en'});
  if (!index) {
    throw new Error(`Pagefind: ${errors.join('; ')}`);
  }
  const added = await index.addDirectory({path: buildDir});
  await index.writeFiles({outputPath});
  await pagefind.close();
  console.log(`Pagefind 1.6 indexed ${added.page_count} pages (<main>) in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return added.page_count;
}

async function runPagefind(page: Page, rows: Row[]): Promise<void> {
  const answers = await page.evaluate(
    async ({queries, outOfContextSource}) => {
      const outside = new RegExp(outOfContextSource);
      // A path known only at run time, so that bundlers leave the import alone.
      const modulePath = '/_pagefind/pagefind.js';
      const pagefind = await import(modulePath);
      await pagefind.options({baseUrl: '/'});
      const results: Array<{pages: string[]; total: number}> = [];
      for (const query of queries) {
        const search = await pagefind.search(query);
        const pages: string[] = [];
        for (const result of search.results) {
          if (pages.length >= 10) {
            break;
          }
          const data = await result.data();
          const pathname = new URL(data.url, window.location.origin).pathname;
          if (!outside.test(pathname)) {
            pages.push(pathname);
          }
        }
        results.push({pages, total: search.results.length});
      }
      return results;
    },
    {queries: rows.map((row) => row.query.query), outOfContextSource: outOfContext.source},
  );
  answers.forEach((answer, index) => {
    rows[index]!.pagefind = {pages: answer.pages, empty: answer.pages.length === 0};
  });
}

/**
 * Time from a keystroke's request to the answer, for every prefix of every
 * query, at 4x CPU slowdown.
 */
async function keystrokeTimes(page: Page, queries: string[], stride: number): Promise<number[]> {
  await page.addScriptTag({url: '/_bench/client.js'});
  return page.evaluate(
    async ({warmUp, prefixes, template}) => {
      type Client = {search: (input: unknown) => Promise<unknown>; prefetch: (filters: unknown, pause: () => Promise<void>) => Promise<void>};
      const client = (window as unknown as {benchSearchClient: Client}).benchSearchClient;
      const request = (query: string) => ({requests: [{...template.requests[0], query}]});
      // The reader's case once the idle prefetch has run: the index is in memory.
      await client.prefetch(template.requests[0]!.facetFilters, () => Promise.resolve());
      for (const query of warmUp) {
        await client.search(request(query)); // warms the JIT and the page texts
      }
      // Three passes over every keystroke, keeping each keystroke's fastest:
      // other processes on a shared machine only ever add time. Whole passes,
      // not retries in a row, so that no try finds its words in the engine's
      // small cache of recent word matches (emptied every 64 new words).
      const measured = prefixes.map(() => Infinity);
      for (let pass = 0; pass < 3; pass += 1) {
        for (const [index, prefix] of prefixes.entries()) {
          const started = performance.now();
          await client.search(request(prefix));
          measured[index] = Math.min(measured[index]!, performance.now() - started);
        }
      }
      return measured;
    },
    {warmUp: queries.slice(0, 10), prefixes: keystrokePrefixes(queries, stride), template: keystrokeRequest('')},
  );
}

const percent = (value: number) => `${(value * 100).toFixed(0)}%`.padStart(5);

function printTable(rows: Row[], withPagefind: boolean): void {
  const ours = groupScores(rows, (row) => ({rank: rankOfAccepted(row.ours.pages, row.query.accept), empty: row.ours.empty}));
  const theirs = withPagefind
    ? groupScores(rows, (row) => ({rank: rankOfAccepted(row.pagefind!.pages, row.query.accept), empty: row.pagefind!.empty}))
    : [];
  const cells = (scores: Scores) =>
    `${percent(scores.hit1)} ${percent(scores.hit3)} ${scores.mrr10.toFixed(2).padStart(6)} ${String(scores.empty).padStart(5)}`;
  console.log(`\n${'half     kind'.padEnd(26)}    n |  ours: hit@1 hit@3 MRR@10 empty${withPagefind ? ' | Pagefind: hit@1 hit@3 MRR@10 empty' : ''}`);
  ours.forEach((group, index) => {
    const pagefindCells = withPagefind ? ` |            ${cells(theirs[index]!.scores)}` : '';
    console.log(`${group.label.padEnd(26)} ${String(group.scores.count).padStart(4)} |         ${cells(group.scores)}${pagefindCells}`);
  });
}

/** hit@3 of the held-out queries that are not near-copies of a tuned one (`unlikeTuned`). */
function printUnlikeTuned(rows: Row[], withPagefind: boolean): void {
  const unlike = new Set(unlikeTuned(rows.map((row) => row.query)));
  const selected = rows.filter((row) => unlike.has(row.query));
  const hit3 = (pagesOf: (row: Row) => string[]) =>
    percent(score(selected.map((row) => ({rank: rankOfAccepted(pagesOf(row), row.query.accept), empty: false}))).hit3).trim();
  const pagefind = withPagefind ? `, Pagefind ${hit3((row) => row.pagefind!.pages)}` : '';
  console.log(
    `\nheld-out queries sharing under half their words with every tuned one: ${selected.length} of ${rows.filter((row) => row.query.half === 'held-out').length}, hit@3 ours ${hit3((row) => row.ours.pages)}${pagefind}`,
  );
}

function printMisses(rows: Row[], withPagefind: boolean): void {
  console.log('\nOur misses (accepted page not in the top 3):');
  let count = 0;
  for (const row of rows) {
    const rank = rankOfAccepted(row.ours.pages, row.query.accept);
    if (rank === 0 || rank > 3) {
      count += 1;
      console.log(
        `  [${row.query.half} ${row.query.kind}] "${row.query.query}": ${row.query.accept[0]} at ${rank || '-'}; top 3: ${row.ours.pages.slice(0, 3).join(' ') || '(nothing)'}`,
      );
    }
  }
  if (count === 0) {
    console.log('  none');
  }
  const relaxed = rows.filter((row) => row.ours.note);
  console.log(`\nRelaxed queries (no page had every word): ${relaxed.length}`);
  relaxed.forEach((row) => console.log(`  "${row.query.query}": ${row.ours.note}`));
  if (withPagefind) {
    const pagefindMisses = rows.filter((row) => {
      const rank = rankOfAccepted(row.pagefind!.pages, row.query.accept);
      return rank === 0 || rank > 3;
    });
    console.log(`\nPagefind misses (top 3): ${pagefindMisses.length}: ${pagefindMisses.map((row) => `"${row.query.query}"`).join(', ')}`);
  }
}

/** Accepted pages that the build does not have: a typo in the query set, or a page that moved. */
function unknownPages(queries: GoldenQuery[]): string[] {
  const exists = (page: string) =>
    [path.join(buildDir, page, 'index.html'), path.join(buildDir, `${page}.html`)].some((file) => fs.existsSync(file));
  return [...new Set(queries.flatMap((query) => query.accept))].filter((page) => !exists(page));
}

async function main(): Promise<void> {
  const queries = readGoldenQueries();
  const unknown = unknownPages(queries);
  if (unknown.length > 0) {
    console.error(`Accepted pages missing from ${buildDir}: ${unknown.join(', ')}`);
    process.exit(2);
  }
  const rows = await runOurs(queries);
  const withPagefind = !options['no-pagefind'];
  const withBrowser = !options['no-browser'];
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-search-'));
  let server: http.Server | undefined;
  let keystrokes: number[] = [];
  try {
    if (withPagefind || withBrowser) {
      const pagefindDir = withPagefind ? pagefindCacheDir() : undefined;
      if (pagefindDir && !fs.existsSync(path.join(pagefindDir, 'pagefind.js'))) {
        await buildPagefindIndex(pagefindDir);
      }
      const clientBundle = path.join(workDir, 'client.js');
      await esbuild({
        entryPoints: [path.join(__dirname, 'bench/search-browser-entry.ts')],
        bundle: true,
        minify: true,
        format: 'iife',
        target: 'es2020',
        outfile: clientBundle,
        logLevel: 'warning',
      });
      server = await startServer(pagefindDir, clientBundle);
      const browser = await chromium.launch({executablePath: chromiumPath, args: chromiumFlags});
      try {
        const page = await browser.newPage();
        // tsx names the functions inside page.evaluate callbacks with a helper the page lacks.
        await page.addInitScript('window.__name = (target) => target');
        await page.goto(`http://127.0.0.1:${port}/_bench/`);
        if (withPagefind) {
          await runPagefind(page, rows);
        }
        if (withBrowser) {
          // Kept attached: the slowdown lasts as long as this session.
          const session = await page.context().newCDPSession(page);
          await session.send('Emulation.setCPUThrottlingRate', {rate: 4});
          keystrokes = await keystrokeTimes(page, queries.map((query) => query.query), keystrokeStride);
        }
      } finally {
        await browser.close();
      }
    }
  } finally {
    server?.close();
    fs.rmSync(workDir, {recursive: true, force: true});
  }

  console.log(
    `\n${queries.length} golden queries, current docs context (tests/data/search-golden-queries.json); ours ${options.cold ? 'cold: first answers, before any page text' : 'with every page text in memory'}`,
  );
  printTable(rows, withPagefind);
  printUnlikeTuned(rows, withPagefind);
  printMisses(rows, withPagefind);
  await printTypoVariants(rows);
  await printPhrasingVariants(rows);
  await printJoinedWordVariants(rows);
  if (keystrokes.length > 0) {
    const sorted = [...keystrokes].sort((a, b) => a - b);
    const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;
    console.log(
      `\nKeystrokes in Chromium at 4x CPU slowdown, index in memory (${sorted.length} prefixes${keystrokeStride > 1 ? `, every ${keystrokeStride}th` : ''}): median ${at(0.5).toFixed(1)} ms, p95 ${at(0.95).toFixed(1)} ms, max ${at(1).toFixed(1)} ms (budget p95 ${keystrokeBudgetMs} ms) ${at(0.95) <= keystrokeBudgetMs ? 'OK' : 'OVER'}`,
    );
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
