/**
 * What the performance layer is for, as a reader on a phone feels it: the
 * docs page's main thread is not blocked for long while it starts. The
 * long-task probe (scripts/lib/longTaskProbe.ts, the one `npm run bench --
 * --ablate` uses) at 390 px and 4x CPU, the best of five loads, under a
 * ceiling. The ceiling sits well above our median on a quiet machine
 * (~130 ms) and below the stock 2.1.0 site's (~430-650 ms). The best load,
 * not the median: other processes only ever add blocking time, so the best
 * load is the one they disturbed least. (A local CI run of 2026-12-02, with
 * a search benchmark running beside it, measured 1,441, 995, 1,509, 1,014 and
 * 873 ms: a machine that busy fails either way.) It runs last and alone
 * (its own project in playwright.config.ts), and only when asked, since a
 * timing is no CI test: a shared host's other tenants alone pushed it to
 * 445-763 ms. By itself, on a quiet machine:
 * `LONG_TASK_PROBE=1 npx playwright test --project=long-task-probe --no-deps`.
 */
import {test, expect, anyViewport} from './fixtures';
import {probeLongTasks} from '../../scripts/lib/longTaskProbe';

const loads = 5;
const blockingCeilingMs = 400;

test('docs page: blocking time at phone width and 4x CPU stays under the ceiling', anyViewport, async ({browser, baseURL}) => {
  test.setTimeout(120_000);
  const blocking: number[] = [];
  for (let load = 0; load < loads; load += 1) {
    blocking.push((await probeLongTasks(browser, `${baseURL}/docs/installation`)).blockingMs);
  }
  expect(Math.min(...blocking), `blocking ms of ${loads} loads: ${blocking.join(', ')}`).toBeLessThanOrEqual(blockingCeilingMs);
});
