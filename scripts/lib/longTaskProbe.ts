/**
 * The long-task probe: loads a page at phone width with Chromium's CPU
 * throttled 4x (the bench's phone setting) and sums the main thread's long
 * tasks from navigation until it has been quiet for a while. Unlike
 * Lighthouse's TBT, which swings up to 10x between runs here, the median of
 * several loads is steady enough to compare builds. Shared by
 * `npm run bench -- --ablate` and tests/e2e/long-task-probe.spec.ts (run on demand, LONG_TASK_PROBE=1).
 */
import type {Browser} from 'playwright-core';

export interface LongTaskLoad {
  /** Sum over long tasks of the time past 50 ms: blocking time, as TBT counts it. */
  blockingMs: number;
}

const phoneViewport = {width: 390, height: 844};
const phoneCpuSlowdown = 4;
/** Quiet this long (no long task) after the load event ends a probe. */
const quietMs = 2000;
const maxWaitMs = 20000;

declare global {
  interface Window {
    probedLongTasks?: number[];
  }
}

export async function probeLongTasks(browser: Browser, url: string): Promise<LongTaskLoad> {
  const context = await browser.newContext({viewport: phoneViewport, isMobile: true, hasTouch: true, serviceWorkers: 'block'});
  try {
    const page = await context.newPage();
    const origin = new URL(url).origin;
    await page.route((target) => !target.href.startsWith(`${origin}/`), (route) => route.abort());
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', {rate: phoneCpuSlowdown});
    // Registered before any of the page's scripts runs, so no task is missed.
    await page.addInitScript(() => {
      window.probedLongTasks = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) window.probedLongTasks!.push(entry.duration);
      }).observe({type: 'longtask', buffered: true});
    });
    await page.goto(url, {waitUntil: 'load'});
    const start = Date.now();
    let seen = -1;
    let quietSince = Date.now();
    while (Date.now() - start < maxWaitMs) {
      const count = await page.evaluate(() => window.probedLongTasks!.length);
      if (count !== seen) {
        seen = count;
        quietSince = Date.now();
      } else if (Date.now() - quietSince >= quietMs) break;
      await page.waitForTimeout(250);
    }
    const durations = await page.evaluate(() => window.probedLongTasks!);
    return {blockingMs: durations.reduce((sum, duration) => sum + Math.max(0, duration - 50), 0)};
  } finally {
    await context.close();
  }
}
