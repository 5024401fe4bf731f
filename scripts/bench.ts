/**
 * Compares this site with the stock Docusaurus 2.1.0 classic site, served
 * alike (nginx with deploy/nginx.conf): Lighthouse mobile medians, first-load
 * JS and CSS (gzip) per kind of page, and our cold and warm build times.
 *
 * Usage: npm run bench [-- --no-build] [-- --no-cold] [-- --runs 3] [-- --no-lighthouse]
 *        [-- --stock-dir /tmp/x] [-- --port 4204]
 *        npm run bench -- --ablate [--loads 9] [--only name,name] [--no-build]: what each
 *        mechanism of the performance layer buys (scripts/bench/ablation.ts)
 *
 * Timings are CPU-bound: on a shared machine, compare runs made at quiet times.
 */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {kb, measureFirstLoadBytes} from './lib/first-load-bytes';
import {serveWithNginx, type RunningServer} from './bench/nginx-server';
import {defaultStockDir, ensureStockBuild} from './bench/stock-site';
import {lighthouseVersion, median, runLighthouse, type LighthouseRun} from './bench/lighthouse';
import {benchPages} from './bench/pages';
import {printTargets, type SiteFigures} from './bench/targets';
import {runAblation} from './bench/ablation';

const siteDir = path.resolve(__dirname, '..');

const {values: options} = parseArgs({
  options: {
    // Node 20's parseArgs has no negated flags: these are plain booleans.
    'no-build': {type: 'boolean', default: false},
    'no-cold': {type: 'boolean', default: false},
    'no-lighthouse': {type: 'boolean', default: false},
    runs: {type: 'string', default: '3'},
    'stock-dir': {type: 'string', default: defaultStockDir},
    port: {type: 'string', default: process.env.BENCH_PORT ?? '4204'},
    ablate: {type: 'boolean', default: false},
    loads: {type: 'string', default: '9'},
    only: {type: 'string'},
  },
});
const runs = Number(options.runs);
if (!Number.isInteger(runs) || runs < 1) {
  console.error(`bench: --runs must be a whole number of runs, 1 or more (got "${options.runs}")`);
  process.exit(2);
}

/**
 * Runs the production build and returns its wall time and the CPU time of its
 * whole process tree (user + system): on a shared machine the wall time
 * swings with the load, the CPU time much less.
 */
function timeBuild(label: string, clearCaches: boolean): {wallSeconds: number; cpuSeconds: number} {
  if (clearCaches) {
    for (const dir of ['node_modules/.cache', '.docusaurus', 'build']) {
      fs.rmSync(path.join(siteDir, dir), {recursive: true, force: true});
    }
  }
  console.log(`bench: ${label} build…`);
  const timesFile = path.join(os.tmpdir(), `bench-build-times-${process.pid}`);
  const start = Date.now();
  execFileSync('/usr/bin/time', ['-f', '%U %S', '-o', timesFile, 'bash', '-c', 'bash scripts/build.sh > /dev/null'], {
    cwd: siteDir,
    stdio: 'inherit',
  });
  const wallSeconds = (Date.now() - start) / 1000;
  const [user, system] = fs.readFileSync(timesFile, 'utf8').trim().split(/\s+/).slice(-2).map(Number);
  fs.rmSync(timesFile, {force: true});
  return {wallSeconds, cpuSeconds: user + system};
}

const describeBuild = (label: string, {wallSeconds, cpuSeconds}: {wallSeconds: number; cpuSeconds: number}) =>
  `${label} ${wallSeconds.toFixed(0)} s (CPU ${cpuSeconds.toFixed(0)} s)`;

async function main(): Promise<void> {
  const benchStart = Date.now();
  if (options.ablate) {
    await runAblation({
      loads: Number(options.loads),
      only: options.only?.split(',').map((name) => name.trim()),
      reuseBuilds: options['no-build']!,
      stockBuild: ensureStockBuild(options['stock-dir']!),
      port: Number(options.port),
    });
    console.log(`bench took ${((Date.now() - benchStart) / 1000 / 60).toFixed(1)} min`);
    return;
  }
  const buildTimes: string[] = [];
  let coldBuildSeconds: number | undefined;
  if (!options['no-build']) {
    if (!options['no-cold']) {
      const cold = timeBuild('cold', true);
      coldBuildSeconds = cold.wallSeconds;
      buildTimes.push(describeBuild('cold', cold));
    }
    buildTimes.push(describeBuild('warm', timeBuild('warm', false)));
  } else if (!fs.existsSync(path.join(siteDir, 'build/index.html'))) {
    throw new Error('no build/ to measure: run without --no-build');
  }
  const stockBuild = ensureStockBuild(options['stock-dir']!);

  const port = Number(options.port);
  const servers: RunningServer[] = [];
  try {
    const ours = await serveWithNginx(path.join(siteDir, 'build'), port);
    servers.push(ours);
    const stock = await serveWithNginx(stockBuild, port + 100);
    servers.push(stock);

    const figures = {
      ours: {bytes: new Map(), lighthouse: new Map()} as SiteFigures,
      stock: {bytes: new Map(), lighthouse: new Map()} as SiteFigures,
    };
    const stockPages = benchPages.filter((page) => page.stock);
    for (const result of await measureFirstLoadBytes(ours.origin, path.join(siteDir, 'build'), benchPages.map((page) => page.ours))) {
      figures.ours.bytes.set(result.route, result);
    }
    for (const result of await measureFirstLoadBytes(stock.origin, stockBuild, stockPages.map((page) => page.stock!))) {
      figures.stock.bytes.set(result.route, result);
    }

    if (!options['no-lighthouse']) {
      // Runs interleave ours and stock so that a busy moment hits both alike.
      for (let run = 1; run <= runs; run += 1) {
        for (const page of benchPages) {
          const targets: [SiteFigures, string, string][] = [[figures.ours, ours.origin, page.ours]];
          if (page.stock) targets.push([figures.stock, stock.origin, page.stock]);
          for (const [site, origin, route] of targets) {
            process.stdout.write(`\rbench: Lighthouse run ${run}/${runs} ${route.padEnd(50)}`);
            const result = await runLighthouse(`${origin}${route}`).catch((error: Error) => {
              console.log(`\nbench: Lighthouse failed on ${route}: ${error.message.split('\n')[0]}`);
              return null;
            });
            if (result) site.lighthouse.set(route, [...(site.lighthouse.get(route) ?? []), result]);
          }
        }
      }
      process.stdout.write('\n');
    }
    printTable(figures.ours, figures.stock);
    console.log(`build time (ours): ${buildTimes.join(', ') || 'not measured (--no-build)'}`);
    printTargets({ours: figures.ours, stock: figures.stock, buildDir: path.join(siteDir, 'build'), coldBuildSeconds});
  } finally {
    servers.forEach((server) => server.stop());
  }
  console.log(`bench took ${((Date.now() - benchStart) / 1000 / 60).toFixed(1)} min`);
}

function lighthouseCells(site: SiteFigures, route: string): string[] {
  const results = site.lighthouse.get(route) ?? [];
  if (!results.length) return ['-', '-', '-'];
  // TBT swings several-fold from run to run here: its range says whether a difference means anything.
  const tbt = results.map((r) => r.tbtMs);
  return [
    String(median(results.map((r) => r.perf))),
    `${median(tbt).toFixed(0)} (${Math.min(...tbt).toFixed(0)}-${Math.max(...tbt).toFixed(0)}) ms`,
    `${(median(results.map((r) => r.lcpMs)) / 1000).toFixed(1)} s`,
  ];
}

function ratio(oursValue: number | undefined, stockValue: number | undefined): string {
  if (oursValue === undefined || stockValue === undefined || stockValue === 0) return '-';
  return `${(oursValue / stockValue).toFixed(2)}x`;
}

function printTable(ours: SiteFigures, stock: SiteFigures): void {
  const rows: string[][] = [];
  const medianOf = (site: SiteFigures, route: string | undefined, key: keyof LighthouseRun) => {
    const results = route ? site.lighthouse.get(route) : undefined;
    return results?.length ? median(results.map((r) => r[key])) : undefined;
  };
  for (const page of benchPages) {
    const row = (site: SiteFigures, label: string, route: string) => {
      const bytes = site.bytes.get(route);
      return [label, route, ...lighthouseCells(site, route), bytes ? kb(bytes.js) : '-', bytes ? kb(bytes.css) : '-'];
    };
    rows.push(row(ours, `${page.kind} (ours)`, page.ours));
    if (page.stock) {
      rows.push(row(stock, `${page.kind} (stock)`, page.stock));
      rows.push([
        `${page.kind} ours/stock`,
        '',
        ratio(medianOf(ours, page.ours, 'perf'), medianOf(stock, page.stock, 'perf')),
        ratio(medianOf(ours, page.ours, 'tbtMs'), medianOf(stock, page.stock, 'tbtMs')),
        ratio(medianOf(ours, page.ours, 'lcpMs'), medianOf(stock, page.stock, 'lcpMs')),
        ratio(ours.bytes.get(page.ours)?.js, stock.bytes.get(page.stock)?.js),
        ratio(ours.bytes.get(page.ours)?.css, stock.bytes.get(page.stock)?.css),
      ]);
    }
  }
  const header = ['page', 'route', 'perf', 'TBT', 'LCP', 'JS gz', 'CSS gz'];
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column].length)));
  const line = (cells: string[]) => cells.map((cell, column) => (column < 2 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]))).join('  ');
  console.log(`\nLighthouse ${lighthouseVersion} mobile, median of ${runs} (TBT: median (min-max)); first-load JS and CSS requested in Chromium (gzip -6 of each file)`);
  console.log(line(header));
  rows.forEach((row) => console.log(line(row)));
}

main().catch((error) => {
  console.error(`bench: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
});
