/**
 * Keystroke timing of two versions of the search engine, paired: both are
 * loaded in one Node process over the same build/ index and answer each
 * prefix in turn (which goes first alternates), so the swings of a shared
 * machine land on both alike. One run of the browser bench takes over an
 * hour and its p95 moves by more than most engine changes; this takes
 * minutes and says which of two engines is faster, and by how much.
 *
 * The base is the engine (src/plugins/local-search) at a git commit; the
 * candidate is the working tree. Times are Node's, without CPU slowdown:
 * compare them with each other, not with the 16 ms keystroke budget of
 * `npm run bench:search`.
 *
 * Usage: npm run bench:search-timing -- --base <commit> [--every 5] [--passes 2] [--dir build]
 */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {performance} from 'node:perf_hooks';
import {parseArgs} from 'node:util';
import {buildSync} from 'esbuild';
import {readGoldenQueries} from './bench/search-metrics';
import {currentDocsFilters} from './bench/search-filters';
import {keystrokePrefixes, keystrokeRequest, parseStride} from './bench/keystrokes';

const {values: options} = parseArgs({
  options: {
    base: {type: 'string'},
    every: {type: 'string', default: '5'},
    passes: {type: 'string', default: '2'},
    dir: {type: 'string', default: 'build'},
  },
});
if (!options.base) {
  console.error('Usage: npm run bench:search-timing -- --base <commit> [--every 5] [--passes 2] [--dir build]');
  process.exit(2);
}
const stride = parseStride(options.every);
const buildDir = path.resolve(options.dir!);
const engineDir = 'src/plugins/local-search';

interface Client {
  search: (input: unknown) => Promise<unknown>;
  prefetch: (filters: unknown, pause: () => Promise<void>) => Promise<void>;
}
type ClientFactory = (options: {origin: string; fetchJson: (file: string) => Promise<unknown>}) => Client;

/** Bundles the engine found under `root` into one CommonJS file and loads it. */
function loadEngine(root: string, outFile: string): ClientFactory {
  buildSync({
    entryPoints: [path.join(root, engineDir, 'client/localSearchClient.ts')],
    bundle: true,
    platform: 'node',
    format: 'cjs',
    outfile: outFile,
    logLevel: 'warning',
  });
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  return (require(outFile) as {createLocalSearchClient: ClientFactory}).createLocalSearchClient;
}

function percentiles(times: number[]): string {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (fraction: number) => sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))]!.toFixed(2);
  const mean = (times.reduce((sum, time) => sum + time, 0) / times.length).toFixed(2);
  return `median ${at(0.5)}  p95 ${at(0.95)}  p99 ${at(0.99)}  max ${at(1)}  mean ${mean} ms`;
}

async function main(): Promise<void> {
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'compare-search-'));
  try {
    const baseRoot = path.join(workDir, 'base');
    fs.mkdirSync(baseRoot);
    const archive = execFileSync('git', ['archive', options.base!, engineDir]);
    execFileSync('tar', ['-x', '-C', baseRoot], {input: archive});
    const engines = [
      {label: `base ${options.base}`, create: loadEngine(baseRoot, path.join(workDir, 'base.cjs'))},
      {label: 'working tree', create: loadEngine(process.cwd(), path.join(workDir, 'candidate.cjs'))},
    ];
    const fetchJson = async (file: string) => JSON.parse(await fs.promises.readFile(path.join(buildDir, file), 'utf8'));
    const clients = await Promise.all(
      engines.map(async ({create}) => {
        const client = create({origin: 'http://localhost', fetchJson});
        await client.prefetch(currentDocsFilters, () => Promise.resolve());
        return client;
      }),
    );
    const prefixes = keystrokePrefixes(readGoldenQueries().map(({query}) => query), stride);
    for (const prefix of prefixes.slice(0, 300)) {
      for (const client of clients) await client.search(keystrokeRequest(prefix)); // warms the JIT and the page texts
    }
    // Each prefix keeps its fastest answer over the passes: other processes only ever add time.
    const times = clients.map(() => prefixes.map(() => Infinity));
    for (let pass = 0; pass < Number(options.passes); pass += 1) {
      for (const [index, prefix] of prefixes.entries()) {
        const order = (index + pass) % 2 === 0 ? [0, 1] : [1, 0];
        for (const which of order) {
          const started = performance.now();
          await clients[which]!.search(keystrokeRequest(prefix));
          times[which]![index] = Math.min(times[which]![index]!, performance.now() - started);
        }
      }
    }
    console.log(`${prefixes.length} prefixes (1 in ${stride} of the golden queries' prefixes), best of ${options.passes} passes, Node, no CPU slowdown`);
    engines.forEach(({label}, which) => console.log(`${label.padEnd(22)} ${percentiles(times[which]!)}`));
  } finally {
    fs.rmSync(workDir, {recursive: true, force: true});
  }
}

void main();
