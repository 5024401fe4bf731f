/**
 * Measures the local search index of a build against its budgets:
 *   - requests and bytes (gzip, as nginx serves them; brotli printed too) a
 *     reader downloads for a first query, typed key by key as the DocSearch
 *     modal sends it, with the facet filters the theme sends on a docs page;
 *   - time to answer a query once the index is in memory.
 * It runs the real browser client (src/plugins/local-search/client) over the files in build/,
 * counting each file once, the way the browser's memory cache does.
 *
 * Usage: node --import tsx scripts/measure-search.ts [--dir build] [--runs 20]
 * Exits with status 1 when a budget is exceeded.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import {performance} from 'node:perf_hooks';
import {parseArgs} from 'node:util';
import {createLocalSearchClient, type SearchRequest} from '../src/plugins/local-search/client/localSearchClient';
import {manifestPath, type SearchManifest, type ShardHead} from '../src/plugins/local-search/shared/indexFormat';

/** Index files of a first query (the modal's code, prefetched at idle on every page, is printed apart). */
const budgets = {firstQueryBytes: 100 * 1024, firstQueryRequests: 2, answerMs: 50};

const {values: options} = parseArgs({
  options: {
    dir: {type: 'string', default: 'build'},
    runs: {type: 'string', default: '20'},
  },
});
// parseArgs fills in the defaults; this version of its types does not say so.
const buildDir = path.resolve(options.dir!);
const runs = Number(options.runs);

if (!fs.existsSync(path.join(buildDir, manifestPath))) {
  console.error(`No search index in ${buildDir}: run a build first.`);
  process.exit(2);
}

interface FileSize {
  raw: number;
  gzip: number;
  brotli: number;
}

const gzipSizes = new Map<string, FileSize>();
function gzipSize(file: string): FileSize {
  if (!gzipSizes.has(file)) {
    const body = fs.readFileSync(path.join(buildDir, file));
    gzipSizes.set(file, {raw: body.length, gzip: zlib.gzipSync(body, {level: 6}).length, brotli: zlib.brotliCompressSync(body).length});
  }
  return gzipSizes.get(file)!;
}

/** A client over build/, recording which files it read. */
function measuredClient() {
  const fetched = new Set<string>();
  const client = createLocalSearchClient({
    origin: 'http://localhost',
    fetchJson: async (file: string) => {
      fetched.add(file);
      return JSON.parse(fs.readFileSync(path.join(buildDir, file), 'utf8'));
    },
  });
  const bytes = () => [...fetched].reduce((sum, file) => sum + gzipSize(file).gzip, 0);
  const brotliBytes = () => [...fetched].reduce((sum, file) => sum + gzipSize(file).brotli, 0);
  return {client, fetched, bytes, brotliBytes};
}

const manifest: SearchManifest = JSON.parse(fs.readFileSync(path.join(buildDir, manifestPath), 'utf8'));
const readHead = (file: string): ShardHead => JSON.parse(fs.readFileSync(path.join(buildDir, file), 'utf8'));
/** A shard's files: its head, the paragraph text of each page and the text bundles. */
const shardFiles = (shard: SearchManifest['shards'][number]): string[] => {
  const head = readHead(shard.head);
  return [shard.head, ...head.pages.map((row) => row[4]), ...head.textBundles.map(([file]) => file)];
};
const contexts = {
  'current docs': 'current',
  'docs 2.0.0-beta.22': '2.0.0-beta.22',
};
/** The facet filters the theme's SearchBar sends while a page of this docs version is read. */
function contextFilters(version: string): Array<string | string[]> {
  return [
    'language:en',
    [
      'docusaurus_tag:default',
      `docusaurus_tag:docs-default-${version}`,
      'docusaurus_tag:docs-community-current',
      'docusaurus_tag:docs-docs-tests-current',
    ],
  ];
}

/** The modal's request for one keystroke. */
function modalRequest(query: string, facetFilters: Array<string | string[]>): {requests: SearchRequest[]} {
  return {
    requests: [
      {
        indexName: 'docusaurus',
        query,
        hitsPerPage: 20,
        facetFilters,
        attributesToRetrieve: ['hierarchy.lvl0', 'hierarchy.lvl1', 'hierarchy.lvl2', 'hierarchy.lvl3', 'hierarchy.lvl4', 'hierarchy.lvl5', 'hierarchy.lvl6', 'content', 'type', 'url'],
        attributesToSnippet: ['hierarchy.lvl1:10', 'hierarchy.lvl2:10', 'hierarchy.lvl3:10', 'hierarchy.lvl4:10', 'hierarchy.lvl5:10', 'hierarchy.lvl6:10', 'content:10'],
        snippetEllipsisText: '…',
        highlightPreTag: '<mark>',
        highlightPostTag: '</mark>',
      },
    ],
  };
}

const keystrokes = (query: string): string[] => Array.from({length: query.length}, (_, index) => query.slice(0, index + 1)).filter((prefix) => prefix.trim());
const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;
async function main(): Promise<void> {
  let failed = false;

  // --- Index size -------------------------------------------------------------
  console.log('Search index');
  let totalRaw = 0;
  let totalGzip = 0;
  let fileCount = 0;
  for (const shard of manifest.shards) {
    const head = readHead(shard.head);
    const files = shardFiles(shard);
    const size = files.reduce((sum, file) => ({raw: sum.raw + gzipSize(file).raw, gzip: sum.gzip + gzipSize(file).gzip}), {raw: 0, gzip: 0});
    totalRaw += size.raw;
    totalGzip += size.gzip;
    fileCount += files.length;
    console.log(
      `  ${shard.id.padEnd(32)} ${String(head.pages.length).padStart(4)} pages ${String(shard.records).padStart(6)} records  head ${kb(gzipSize(shard.head).gzip).padStart(9)}  all ${kb(size.gzip).padStart(9)} gzip`,
    );
  }
  for (const pack of manifest.packs) {
    const size = gzipSize(pack.file);
    totalRaw += size.raw;
    totalGzip += size.gzip;
    fileCount += 1;
    console.log(`  pack of ${pack.shards.join(' + ')}: ${kb(size.gzip)} gzip, ${kb(size.brotli)} brotli`);
  }
  totalRaw += gzipSize(manifestPath).raw;
  totalGzip += gzipSize(manifestPath).gzip;
  console.log(`  total: ${fileCount + 1} files, ${kb(totalRaw)} raw, ${kb(totalGzip)} gzip`);

  // --- First query transfer ---------------------------------------------------
  // The modal's local-search code is a lazy chunk, downloaded with the first
  // search (the DocSearch UI itself is in the main bundle, as with Algolia).
  const jsDir = path.join(buildDir, 'assets', 'js');
  const modalChunks = fs
    .readdirSync(jsDir)
    .filter((name) => {
      if (!name.endsWith('.js') || name.startsWith('main.')) {
        return false;
      }
      // The engine's chunk, not the search page's route chunk (which carries a copy of it).
      const code = fs.readFileSync(path.join(jsDir, name), 'utf8');
      return code.includes('Unsupported search index format') && !code.includes('search-page-wrapper');
    })
    .map((name) => `assets/js/${name}`);
  const codeBytes = modalChunks.reduce((sum, file) => sum + gzipSize(file).gzip, 0);
  console.log(`\nSearch client code loaded with the modal: ${kb(codeBytes)} gzip (${modalChunks.join(', ') || 'not found'})`);
  const firstQueries = ['swizzl', 'deploy github pages', 'sidebar autogenerated', 'i18n tutorial', 'configuration', 'plugin'];
  console.log(
    `First query, typed key by key: index requests and bytes (budget ${budgets.firstQueryRequests} requests, ${kb(budgets.firstQueryBytes)} gzip), then with the modal's code when not yet prefetched`,
  );
  let worstFirstQuery = 0;
  let mostRequests = 0;
  for (const [label, version] of Object.entries(contexts)) {
    for (const query of firstQueries) {
      const {client, fetched, bytes, brotliBytes} = measuredClient();
      for (const prefix of keystrokes(query)) {
        await client.search(modalRequest(prefix, contextFilters(version)));
      }
      worstFirstQuery = Math.max(worstFirstQuery, bytes());
      mostRequests = Math.max(mostRequests, fetched.size);
      console.log(
        `  ${label.padEnd(18)} ${`"${query}"`.padEnd(24)} ${fetched.size} requests, ${kb(bytes()).padStart(8)} gzip (${kb(brotliBytes())} brotli); with code: ${fetched.size + modalChunks.length} requests, ${kb(bytes() + codeBytes)} gzip`,
      );
    }
    // What the search button's idle prefetch fetches so any later query works offline.
    const prefetching = measuredClient();
    await prefetching.client.prefetch(contextFilters(version), () => Promise.resolve());
    console.log(
      `  ${label.padEnd(18)} idle prefetch of the whole context (for offline use): ${prefetching.fetched.size} requests, ${kb(prefetching.bytes())} gzip`,
    );
  }
  const firstQueryOk = worstFirstQuery <= budgets.firstQueryBytes && mostRequests <= budgets.firstQueryRequests;
  failed ||= !firstQueryOk;
  console.log(`  worst first query: ${mostRequests} requests, ${kb(worstFirstQuery)} gzip (index) ${firstQueryOk ? 'OK' : 'OVER BUDGET'}`);

  // --- Latency once loaded ----------------------------------------------------
  const latencyQueries = [
    ...keystrokes('swizzling'),
    'deploy github pages', 'sidebar autogenerated', 'i18n tutorial', 'broken links', 'versioning',
    'markdown tabs', 'code blocks', 'plugin', 'typescript', 'static assets', 'seo', 'pwa offline',
    'configuration', 'the', 'c', 'docusaurus',
  ];
  console.log(`\nAnswer time once the index is loaded (budget ${budgets.answerMs} ms; ${runs} runs of ${latencyQueries.length} queries)`);
  const {client: warmClient} = measuredClient();
  const filters = contextFilters('current');
  for (const query of latencyQueries) {
    await warmClient.search(modalRequest(query, filters)); // loads everything these queries need
  }
  // Wall time is what a reader waits; CPU time is the same work without the
  // time other processes took the CPU (this machine may be busy), so the budget
  // is checked on CPU time and both are printed.
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    for (const query of latencyQueries) {
      const startedWall = performance.now();
      const startedCpu = process.cpuUsage();
      await warmClient.search(modalRequest(query, filters));
      const usedCpu = process.cpuUsage(startedCpu);
      wall.push(performance.now() - startedWall);
      cpu.push((usedCpu.user + usedCpu.system) / 1000);
    }
  }
  const percentile = (values: number[], p: number): number => {
    const sorted = [...values].sort((a, b) => a - b);
    return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
  };
  const cpuP95 = percentile(cpu, 95);
  const latencyOk = cpuP95 <= budgets.answerMs;
  failed ||= !latencyOk;
  console.log(`  CPU time:  median ${percentile(cpu, 50).toFixed(2)} ms, p95 ${cpuP95.toFixed(2)} ms, max ${percentile(cpu, 100).toFixed(2)} ms ${latencyOk ? 'OK' : 'OVER BUDGET'}`);
  console.log(`  wall time: median ${percentile(wall, 50).toFixed(2)} ms, p95 ${percentile(wall, 95).toFixed(2)} ms, max ${percentile(wall, 100).toFixed(2)} ms`);

  process.exit(failed ? 1 : 0);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
