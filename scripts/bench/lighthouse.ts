/**
 * One Lighthouse run with its mobile preset (simulated slow 4G, 4x CPU) in
 * Debian's Chromium, fetched by npx at a pinned version like
 * scripts/measure-lighthouse.sh does (it is too heavy to be a devDependency).
 */
import {execFile} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {promisify} from 'node:util';

export const lighthouseVersion = '12.8.2';

export interface LighthouseRun {
  perf: number;
  tbtMs: number;
  lcpMs: number;
}

const chromeFlags =
  '--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run';

export async function runLighthouse(url: string): Promise<LighthouseRun> {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-lighthouse-'));
  const report = path.join(outDir, 'report.json');
  try {
    await promisify(execFile)(
      'npx',
      ['--yes', `lighthouse@${lighthouseVersion}`, url, '--quiet', '--output=json', `--output-path=${report}`,
        '--only-categories=performance', `--chrome-flags=${chromeFlags}`],
      {env: {...process.env, CHROME_PATH: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'}, maxBuffer: 64 * 1024 * 1024},
    );
    const result = JSON.parse(fs.readFileSync(report, 'utf8'));
    return {
      perf: Math.round((result.categories.performance.score ?? 0) * 100),
      tbtMs: result.audits['total-blocking-time'].numericValue,
      lcpMs: result.audits['largest-contentful-paint'].numericValue,
    };
  } finally {
    fs.rmSync(outDir, {recursive: true, force: true});
  }
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}
