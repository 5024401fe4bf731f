/**
 * axe-core (WCAG 2.0, 2.1 and 2.2, levels A and AA) over every page of the
 * build, in light and in dark mode, at desktop width. A sample of pages let
 * 197 broken pages through once (code blocks share one theme, fixtures share
 * one layout), so nothing is sampled here.
 *
 * Speed: one context and a few tabs working through the list at once; each
 * page is checked in the mode it opens in, then reloaded in the other mode
 * (stored as the toggle stores it) and checked again for colours.
 *
 * The per-rule summary is printed on every run, so `npm run a11y:sweep`
 * doubles as the measuring command (A11Y_SWEEP_ONLY=<regexp> limits it to
 * matching paths).
 */
import AxeBuilder from '@axe-core/playwright';
import type {Page} from '@playwright/test';
import {test, expect, anyViewport, waitForHydration} from './fixtures';
import {builtPagePaths} from './helpers/builtPages';

type Mode = 'light' | 'dark';

const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];
const openTabs = 4;

const extraPaths = ['/search/?q=sidebar', '/no-such-page-for-the-a11y-sweep'];

interface Finding {
  rule: string;
  mode: Mode;
  path: string;
  nodes: number;
  sample: string;
}

/** Waits for CSS transitions (colour fades after a theme switch, opening details) to end. */
async function settle(page: Page): Promise<void> {
  await page.waitForFunction(
    () => document.getAnimations().filter((animation) => animation.constructor.name === 'CSSTransition' && animation.playState === 'running').length === 0,
  );
}

/**
 * Switching the colour mode changes colours and nothing else (same DOM, same
 * names, same structure), so the second mode only needs the rules that read
 * colours: a large share of the sweep's time saved, nothing left unchecked.
 */
const colourRules = ['color-contrast', 'link-in-text-block'];

async function checkMode(page: Page, path: string, mode: Mode, scope: 'all' | 'colours'): Promise<Finding[]> {
  await settle(page);
  const builder = new AxeBuilder({page})
    // options() replaces the whole options object, rule selection included: call it first.
    .options({resultTypes: ['violations']});
  const results = await (scope === 'all' ? builder.withTags(wcagTags) : builder.withRules(colourRules)).analyze();
  return results.violations.map((violation) => ({
    rule: violation.id,
    mode,
    path,
    nodes: violation.nodes.length,
    sample: violation.nodes[0]?.target.join(' ') ?? '',
  }));
}

const dataTheme = (page: Page) => page.locator('html').getAttribute('data-theme') as Promise<Mode>;

/** Waits until the page is interactive and everything collapsible is open. */
async function prepare(page: Page, path: string): Promise<void> {
  await waitForHydration(page);
  if (path.startsWith('/search/')) {
    await expect(page.locator('main article').first()).toBeVisible();
  }
  // Collapsed sections are checked too (their content is rendered on opening).
  await page.evaluate(() => document.querySelectorAll<HTMLElement>('details:not([open]) > summary').forEach((summary) => summary.click()));
}

async function checkPage(page: Page, path: string): Promise<Finding[]> {
  await page.goto(path);
  await prepare(page, path);
  const firstMode = await dataTheme(page);
  const findings = await checkMode(page, path, firstMode, 'all');
  // The other mode as a reader's stored choice (what the toggle saves): after a
  // reload every component, code-block palettes included, renders in it.
  const secondMode: Mode = firstMode === 'dark' ? 'light' : 'dark';
  await page.evaluate((mode) => localStorage.setItem('theme', mode), secondMode);
  await page.reload();
  await prepare(page, path);
  await expect(page.locator('html'), 'the stored colour mode applies').toHaveAttribute('data-theme', secondMode);
  return [...findings, ...(await checkMode(page, path, secondMode, 'colours'))];
}

function summarise(findings: Finding[], pageCount: number): string {
  const byRule = new Map<string, Finding[]>();
  for (const finding of findings) byRule.set(finding.rule, [...(byRule.get(finding.rule) ?? []), finding]);
  const lines = [`axe sweep: ${pageCount} pages x 2 colour modes`];
  if (byRule.size === 0) lines.push('no violations');
  for (const [rule, list] of [...byRule].sort((a, b) => b[1].length - a[1].length)) {
    const pagesIn = (mode: Mode) => new Set(list.filter((finding) => finding.mode === mode).map((finding) => finding.path));
    const samples = [...new Set(list.map((finding) => `${finding.path} (${finding.mode}: ${finding.sample})`))].slice(0, 3);
    lines.push(`${rule}: ${pagesIn('light').size} pages light, ${pagesIn('dark').size} pages dark`);
    for (const sample of samples) lines.push(`    e.g. ${sample}`);
  }
  return lines.join('\n');
}

// A trace of hundreds of page loads would cost more than the sweep itself.
test.use({trace: 'off'});
// A retry would sweep every page again: a failure here is reported at once, with its summary.
test.describe.configure({retries: 0});
// Too slow for CI on two cores today (465 pages x 2 modes took over 25 minutes alone):
// it runs with `npm run a11y:sweep` (A11Y_SWEEP=1) until it is sharded or made faster.
test.skip(!process.env.A11Y_SWEEP, 'whole-site axe sweep: run with npm run a11y:sweep');

test('every built page has no WCAG A/AA violations in light and dark mode', anyViewport, async ({browser, baseURL}) => {
  test.setTimeout(40 * 60_000);
  // A11Y_SWEEP_ONLY=<regexp> narrows the sweep while fixing one kind of page.
  const only = process.env.A11Y_SWEEP_ONLY ? new RegExp(process.env.A11Y_SWEEP_ONLY) : null;
  const paths = [...builtPagePaths(), ...extraPaths].filter((path) => !only || only.test(path));
  const started = Date.now();
  const context = await browser.newContext({baseURL, viewport: {width: 1280, height: 800}});
  // Nothing may leave the machine; fonts or trackers from elsewhere would also slow the sweep.
  await context.route(
    (url) => !/^https?:\/\/(127\.0\.0\.1|localhost)(:\d+)?\//.test(url.href),
    (route) => route.abort('blockedbyclient'),
  );
  // As a reader on Save-Data: search then skips its idle download of the index
  // (~270 files a page), which would multiply this sweep's requests for nothing axe sees.
  await context.addInitScript(() =>
    Object.defineProperty(navigator, 'connection', {configurable: true, value: {saveData: true, effectiveType: '4g'}}),
  );
  // Colours are checked in their final state: a fade still running after a
  // mode change would be measured half-way (and reported as low contrast).
  await context.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      const style = document.createElement('style');
      style.textContent = '*, *::before, *::after { transition: none !important; animation: none !important; }';
      document.head.append(style);
    });
  });
  const queue = [...paths];
  const findings: Finding[] = [];
  const failures: string[] = [];
  await Promise.all(
    Array.from({length: openTabs}, async () => {
      const page = await context.newPage();
      for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
        try {
          findings.push(...(await checkPage(page, path)));
        } catch (error) {
          failures.push(`${path}: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
        }
      }
      await page.close();
    }),
  );
  await context.close();
  const summary = summarise(findings, paths.length);
  const unchecked = failures.length ? `\n${failures.length} pages could not be checked, e.g.\n    ${failures.slice(0, 5).join('\n    ')}` : '';
  console.log(`${summary}${unchecked}\n(took ${Math.round((Date.now() - started) / 1000)} s)`);
  expect(failures, 'pages that could not be checked').toEqual([]);
  expect(findings.length, summary).toBe(0);
});
