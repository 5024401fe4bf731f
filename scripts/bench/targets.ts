/** The performance targets `npm run bench` checks its figures against, one line each. */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type {FirstLoadBytes} from '../lib/first-load-bytes';
import {kb} from '../lib/first-load-bytes';
import {median, type LighthouseRun} from './lighthouse';
import {benchPages} from './pages';
import {budgetDocsPage} from '../../tests/perf-budgets';

export interface SiteFigures {
  bytes: Map<string, FirstLoadBytes>;
  lighthouse: Map<string, LighthouseRun[]>;
}

const maxDocsTbtRatio = 1.5;
const minPerfScore = 90;
const maxColdBuildSeconds = 100;
// The goals; the CI budgets in tests/perf-budgets.ts only stop regressions from where we are.
const maxDocsPageJsGzip = 160 * 1024;
const maxMainJsGzip = 120 * 1024;

function mainJsGzipBytes(buildDir: string): number {
  const jsDir = path.join(buildDir, 'assets/js');
  const main = fs.readdirSync(jsDir).find((name) => /^main\.[0-9a-f]+\.js$/.test(name));
  if (!main) throw new Error(`no main.js in ${jsDir}`);
  return zlib.gzipSync(fs.readFileSync(path.join(jsDir, main)), {level: 6}).length;
}

export function printTargets({ours, stock, buildDir, coldBuildSeconds}: {
  ours: SiteFigures;
  stock: SiteFigures;
  buildDir: string;
  coldBuildSeconds?: number;
}): void {
  const lines: [string, boolean | undefined, string][] = [];
  const docs = benchPages.find((page) => page.ours === budgetDocsPage)!;
  const tbt = (site: SiteFigures, route: string) => {
    const runs = site.lighthouse.get(route);
    return runs?.length ? median(runs.map((run) => run.tbtMs)) : undefined;
  };
  const oursTbt = tbt(ours, docs.ours);
  const stockTbt = tbt(stock, docs.stock!);
  const ratio = oursTbt !== undefined && stockTbt ? oursTbt / stockTbt : undefined;
  lines.push([`docs page TBT <= ${maxDocsTbtRatio}x stock's`, ratio === undefined ? undefined : ratio <= maxDocsTbtRatio, ratio === undefined ? 'not measured' : `${ratio.toFixed(2)}x`]);
  for (const page of benchPages) {
    const runs = ours.lighthouse.get(page.ours);
    const perf = runs?.length ? median(runs.map((run) => run.perf)) : undefined;
    lines.push([`Lighthouse perf >= ${minPerfScore} on ${page.ours}`, perf === undefined ? undefined : perf >= minPerfScore, perf === undefined ? 'not measured' : String(perf)]);
  }
  const docsJs = ours.bytes.get(docs.ours)?.js;
  lines.push([`docs page first-load JS <= ${kb(maxDocsPageJsGzip)}`, docsJs === undefined ? undefined : docsJs <= maxDocsPageJsGzip, docsJs === undefined ? 'not measured' : kb(docsJs)]);
  const mainJs = mainJsGzipBytes(buildDir);
  lines.push([`main.js <= ${kb(maxMainJsGzip)} gzip`, mainJs <= maxMainJsGzip, kb(mainJs)]);
  lines.push([`cold build <= ${maxColdBuildSeconds} s`, coldBuildSeconds === undefined ? undefined : coldBuildSeconds <= maxColdBuildSeconds, coldBuildSeconds === undefined ? 'not measured' : `${coldBuildSeconds.toFixed(0)} s`]);
  console.log('\ntargets:');
  for (const [label, met, value] of lines) {
    console.log(`  ${met === undefined ? '  ?  ' : met ? ' ok  ' : 'MISSED'} ${label.padEnd(48)} ${value}`);
  }
}
