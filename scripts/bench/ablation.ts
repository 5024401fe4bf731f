/**
 * `npm run bench -- --ablate`: what each mechanism of the performance layer
 * buys (src/plugins/bundle-performance/README.md). Builds the site once with
 * everything on and once per mechanism switched off (PERF_OFF, with the
 * mechanisms that need it), then, interleaving all builds and the stock site
 * load by load so that a busy moment hits each alike, probes the long tasks
 * of the docs page and the home page at phone width and 4x CPU
 * (scripts/lib/longTaskProbe.ts). Prints per mechanism the median and range
 * of the blocking time, main.js and first-load JS (gzip), and build seconds.
 *
 * A gain counts when the median moves by more than the spread of the
 * all-on build's loads (its interquartile range) on one page and does not
 * reverse on the other, or when it saves 1 KB gzip or more: else it is noise.
 */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {chromium} from 'playwright-core';
import {mechanisms, needs, perfOffVariable, type MechanismName} from '../../src/plugins/bundle-performance/mechanisms';
import {chromiumFlags, chromiumPath} from '../lib/servers';
import {gzipSize, kb, measureFirstLoadBytes} from '../lib/first-load-bytes';
import {probeLongTasks} from '../lib/longTaskProbe';
import {median} from './lighthouse';
import {serveWithNginx, type RunningServer} from './nginx-server';

const siteDir = path.resolve(__dirname, '../..');
const buildsDir = path.join(siteDir, 'node_modules/.cache/ablation');

interface Variant {
  label: string;
  off: MechanismName[];
  dir: string;
  docs: string;
  home: string;
  buildSeconds?: number;
  mainJs?: number;
  firstLoadJs?: number;
  docsMs: number[];
  homeMs: number[];
}

/** A mechanism switched off together with every mechanism that needs it. */
function offWithDependents(name: MechanismName): MechanismName[] {
  const dependents = (Object.entries(needs) as Array<[MechanismName, MechanismName[]]>)
    .filter(([, required]) => required.includes(name))
    .map(([dependent]) => dependent);
  return [name, ...dependents];
}

function build(variant: Variant): void {
  const timesFile = path.join(os.tmpdir(), `ablation-times-${process.pid}`);
  const env = {...process.env, [perfOffVariable]: variant.off.join(','), NO_UPDATE_NOTIFIER: '1'};
  const start = Date.now();
  execFileSync('/usr/bin/time', ['-f', '%U %S', '-o', timesFile, 'node_modules/.bin/docusaurus', 'build', '--out-dir', variant.dir], {
    cwd: siteDir,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  variant.buildSeconds = (Date.now() - start) / 1000;
  execFileSync('node', ['--import', 'tsx', 'scripts/finish-build.ts', '--dir', variant.dir], {cwd: siteDir, stdio: 'ignore'});
}

const mainJsOf = (dir: string): number => {
  const jsDir = path.join(dir, 'assets/js');
  const main = fs.readdirSync(jsDir).find((file) => /^main\.[0-9a-f]+\.js$/.test(file));
  return main ? gzipSize(path.join(jsDir, main)) : NaN;
};

const quartiles = (values: number[]): [number, number] => {
  const sorted = [...values].sort((a, b) => a - b);
  return [sorted[Math.floor((sorted.length - 1) / 4)], sorted[Math.ceil(((sorted.length - 1) * 3) / 4)]];
};

export interface AblationOptions {
  loads: number;
  only?: string[];
  reuseBuilds: boolean;
  stockBuild: string;
  port: number;
}

export async function runAblation(options: AblationOptions): Promise<void> {
  // Each variant switches off one mechanism, or a group written `a+b` (mechanisms that work together).
  const groups = options.only ?? (Object.keys(mechanisms) as MechanismName[]).filter((name) => name !== 'cacheKey');
  const unknown = groups.flatMap((group) => group.split('+')).filter((name) => !(name in mechanisms));
  if (unknown.length) throw new Error(`ablation: unknown mechanism(s) ${unknown.join(', ')}`);
  const variant = (label: string, off: MechanismName[]): Variant => ({
    label,
    off,
    // nginx's configuration takes the folder unquoted: no spaces.
    dir: path.join(buildsDir, label.replace(/[^\w+.-]+/g, '-')),
    docs: '/docs/installation',
    home: '/',
    docsMs: [],
    homeMs: [],
  });
  const offFor = (group: string) => [...new Set((group.split('+') as MechanismName[]).flatMap(offWithDependents))];
  const ours = [variant('all on', []), ...groups.map((group) => variant(group, offFor(group)))];
  for (const each of ours) {
    if (options.reuseBuilds && fs.existsSync(path.join(each.dir, 'index.html'))) continue;
    console.log(`ablation: building with ${perfOffVariable}=${each.off.join(',') || '(none)'}…`);
    try {
      build(each);
      console.log(`ablation: ${each.label} built in ${each.buildSeconds!.toFixed(0)} s`);
    } catch (error) {
      console.log(`ablation: ${each.label} failed to build: ${(error as Error).message.split('\n')[0]}`);
      fs.rmSync(each.dir, {recursive: true, force: true});
    }
  }
  const built = ours.filter((each) => fs.existsSync(path.join(each.dir, 'index.html')));
  const stock: Variant = {...variant('stock 2.1.0', []), dir: options.stockBuild, docs: '/docs/intro'};
  const all = [...built, stock];

  const servers: RunningServer[] = [];
  const browser = await chromium.launch({executablePath: chromiumPath, args: chromiumFlags});
  try {
    const origins = new Map<Variant, string>();
    for (const [index, each] of all.entries()) {
      const server = await serveWithNginx(each.dir, options.port + index);
      servers.push(server);
      origins.set(each, server.origin);
      each.mainJs = mainJsOf(each.dir);
      const [docsBytes] = await measureFirstLoadBytes(server.origin, each.dir, [each.docs]);
      each.firstLoadJs = docsBytes.js;
    }
    for (let load = 1; load <= options.loads; load += 1) {
      for (const each of all) {
        process.stdout.write(`\rablation: load ${load}/${options.loads} ${each.label.padEnd(30)}`);
        each.docsMs.push((await probeLongTasks(browser, `${origins.get(each)}${each.docs}`)).blockingMs);
        each.homeMs.push((await probeLongTasks(browser, `${origins.get(each)}${each.home}`)).blockingMs);
      }
    }
    process.stdout.write('\n');
  } finally {
    await browser.close();
    servers.forEach((server) => server.stop());
  }
  printAblation(built[0], all, options.loads);
  const samplesFile = path.join(buildsDir, `samples-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  fs.writeFileSync(samplesFile, JSON.stringify(all.map(({label, off, docsMs, homeMs, mainJs, firstLoadJs, buildSeconds}) => ({label, off, docsMs, homeMs, mainJs, firstLoadJs, buildSeconds})), null, 1));
  console.log(`every load's figures: ${path.relative(siteDir, samplesFile)}`);
}

function printAblation(allOn: Variant, variants: Variant[], loads: number): void {
  const noise = (values: number[]) => {
    const [low, high] = quartiles(values);
    return high - low;
  };
  const docsNoise = noise(allOn.docsMs);
  const homeNoise = noise(allOn.homeMs);
  const spread = (values: number[]) => `${median(values).toFixed(0)} (${Math.min(...values).toFixed(0)}-${Math.max(...values).toFixed(0)})`;
  const signed = (value: number, unit: string) => `${value >= 0 ? '+' : ''}${value.toFixed(unit === 'ms' ? 0 : 1)} ${unit}`;
  const header = ['switched off', 'docs blocking ms', 'Δ docs', 'home blocking ms', 'Δ home', 'main.js gz', 'Δ main', 'docs 1st-load JS', 'Δ JS', 'build s', 'verdict'];
  const rows = variants.map((each) => {
    const docsGain = median(each.docsMs) - median(allOn.docsMs);
    const homeGain = median(each.homeMs) - median(allOn.homeMs);
    const mainGain = (each.mainJs! - allOn.mainJs!) / 1024;
    const jsGain = (each.firstLoadJs! - allOn.firstLoadJs!) / 1024;
    // A probe gain counts only when the other page does not contradict it (both medians swing).
    const pays = jsGain >= 1 || mainGain >= 1 || (docsGain > docsNoise && homeGain >= 0) || (homeGain > homeNoise && docsGain >= 0);
    const isReference = each === allOn || each.label.startsWith('stock');
    return [
      isReference ? each.label : each.off.join('+'),
      spread(each.docsMs),
      isReference ? '' : signed(docsGain, 'ms'),
      spread(each.homeMs),
      isReference ? '' : signed(homeGain, 'ms'),
      kb(each.mainJs!),
      isReference ? '' : signed(mainGain, 'KB'),
      kb(each.firstLoadJs!),
      isReference ? '' : signed(jsGain, 'KB'),
      each.buildSeconds === undefined ? '-' : each.buildSeconds.toFixed(0),
      isReference ? '' : pays ? 'pays' : 'within noise',
    ];
  });
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column].length)));
  const line = (cells: string[]) => cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]))).join('  ');
  console.log(`\nLong-task probe: /docs/installation (stock: /docs/intro) and /, ${loads} loads each, 390 px, 4x CPU;`);
  console.log(`blocking = sum of (long task - 50 ms) until 2 s quiet; median (min-max). Noise (all on, IQR): docs ${docsNoise.toFixed(0)} ms, home ${homeNoise.toFixed(0)} ms.`);
  console.log('Δ = switched off minus all on (positive: the mechanism saves that much). Build s: cold webpack cache, wall.');
  console.log(line(header));
  rows.forEach((row) => console.log(line(row)));
}
