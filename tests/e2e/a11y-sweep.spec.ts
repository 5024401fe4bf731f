/**
 * axe-core (WCAG 2.0, 2.1 and 2.2, levels A and AA) over every page of the
 * build, in light and in dark mode, at desktop width. A sample of pages let
 * 197 broken pages through once (code blocks share one theme, fixtures share
 * one layout), so nothing is sampled here.
 *
 * Speed (it runs in `npm test`): the pages are dealt round-robin into shards,
 * separate tests that both Playwright workers take in turn between the other
 * specs; each shard has two tabs (each in a context of its own) working through its list.
 * A page is loaded once: checked with every rule in the mode it opens in,
 * then switched to the other mode the way another tab's choice arrives (the
 * stored choice plus a storage event, which re-renders every component, code
 * block palettes included) and checked again with the rules that read colours.
 * Those rules skip code blocks, whose colours are checked against the palette
 * instead (helpers/codePalette.ts says why).
 *
 * Each shard prints its per-rule summary, so `npm run a11y:sweep` doubles as
 * the measuring command (A11Y_SWEEP_ONLY=<regexp> limits it to matching paths).
 */
import type {Browser, Page} from '@playwright/test';
import {test, expect, anyViewport, waitForHydration} from './fixtures';
import {builtPagePaths} from './helpers/builtPages';
import {dataTheme} from './helpers/colourMode';
import {axeViolations, colourRules, wcagTags, type AxeScope} from './helpers/axe';
import {codeBlocks, offPaletteCode} from './helpers/codePalette';

type Mode = 'light' | 'dark';

const shardCount = 8;
const tabsPerShard = 2;

const extraPaths = ['/search/?q=sidebar', '/no-such-page-for-the-a11y-sweep'];

interface Finding {
  rule: string;
  mode: Mode;
  path: string;
  nodes: number;
  sample: string;
}

async function checkMode(page: Page, path: string, mode: Mode, scope: AxeScope, exclude?: string): Promise<Finding[]> {
  const violations = await axeViolations(page, scope, exclude);
  return violations.map((violation) => ({
    rule: violation.id,
    mode,
    path,
    nodes: violation.nodes.length,
    sample: violation.nodes[0]?.target.join(' ') ?? '',
  }));
}

const colourToggle = 'button[class*="toggleButton"]';

/**
 * Waits until the page is interactive and everything collapsible is open.
 * Pages with the theme's layout are hydrated once their colour toggle is
 * enabled; the debug pages have their own layout, without one.
 */
async function prepare(page: Page, path: string): Promise<void> {
  if (path.startsWith('/__docusaurus/debug')) {
    await page.waitForLoadState('networkidle');
  } else {
    await waitForHydration(page);
  }
  if (path.startsWith('/search/')) {
    await expect(page.locator('main article').first()).toBeVisible();
  }
  // Collapsed sections are checked too (their content is rendered on opening).
  await page.evaluate(() => document.querySelectorAll<HTMLElement>('details:not([open]) > summary').forEach((summary) => summary.click()));
}

/**
 * The other colour mode, as a choice made in another tab reaches this one: the
 * stored choice and a storage event, which re-renders every component (code
 * block palettes included). A page without the theme's colour mode context
 * (the debug pages) takes the stored choice on a reload, from the head script.
 */
async function switchMode(page: Page, path: string, mode: Mode): Promise<void> {
  const live = (await page.locator(colourToggle).count()) > 0;
  await page.evaluate(
    ({stored, notify}) => {
      localStorage.setItem('theme', stored);
      if (notify) window.dispatchEvent(new StorageEvent('storage', {key: 'theme', newValue: stored}));
    },
    {stored: mode, notify: live},
  );
  if (!live) {
    await page.reload();
    await prepare(page, path);
  }
  // React sets data-theme after it has re-rendered in the new mode.
  await expect(page.locator('html'), 'the other colour mode applies').toHaveAttribute('data-theme', mode);
}

/**
 * Names that are translation ids (a theme string without a default message):
 * axe accepts them, a screen reader reads them out as "theme dot common dot…".
 */
async function rawTranslationIds(page: Page, path: string, mode: Mode): Promise<Finding[]> {
  const labels = await page.evaluate(() =>
    Array.from(document.querySelectorAll('[aria-label], [title], img[alt]'))
      .flatMap((element) => ['aria-label', 'title', 'alt'].map((name) => element.getAttribute(name) ?? ''))
      .filter((text) => /^(theme|site)\.[\w.]+$/.test(text)),
  );
  return labels.map((label) => ({rule: 'name-is-a-translation-id', mode, path, nodes: 1, sample: label}));
}

/**
 * axe's colour rules, but for the tokens of code blocks, whose colours must
 * be the palette's instead (see helpers/codePalette.ts).
 */
async function checkColours(page: Page, path: string, mode: Mode): Promise<Finding[]> {
  const findings = await checkMode(page, path, mode, {rules: colourRules}, codeBlocks);
  const offPalette = await offPaletteCode(page, mode);
  if (offPalette.length > 0) {
    findings.push({rule: 'code-colour-outside-palette', mode, path, nodes: offPalette.length, sample: offPalette[0]!});
  }
  return findings;
}

async function checkPage(page: Page, path: string): Promise<Finding[]> {
  await page.goto(path);
  await prepare(page, path);
  const firstMode = (await dataTheme(page)) as Mode;
  const findings = await checkMode(page, path, firstMode, {tags: wcagTags, except: colourRules});
  findings.push(...(await checkColours(page, path, firstMode)));
  findings.push(...(await rawTranslationIds(page, path, firstMode)));
  const secondMode: Mode = firstMode === 'dark' ? 'light' : 'dark';
  await switchMode(page, path, secondMode);
  // Switching the mode changes colours and nothing else (same DOM, names and structure).
  findings.push(...(await checkColours(page, path, secondMode)));
  await page.evaluate(() => localStorage.removeItem('theme'));
  return findings;
}

function summarise(label: string, findings: Finding[], pageCount: number): string {
  const byRule = new Map<string, Finding[]>();
  for (const finding of findings) byRule.set(finding.rule, [...(byRule.get(finding.rule) ?? []), finding]);
  const lines = [`${label}: ${pageCount} pages x 2 colour modes`];
  if (byRule.size === 0) lines.push('no violations');
  for (const [rule, list] of [...byRule].sort((a, b) => b[1].length - a[1].length)) {
    const pagesIn = (mode: Mode) => new Set(list.filter((finding) => finding.mode === mode).map((finding) => finding.path));
    lines.push(`${rule}: ${pagesIn('light').size} pages light, ${pagesIn('dark').size} pages dark`);
    // One line per offending element and mode (the same element tends to fail on many pages).
    const byElement = new Map<string, string[]>();
    for (const finding of list) {
      const key = `${finding.mode}: ${finding.sample}`;
      byElement.set(key, [...(byElement.get(key) ?? []), finding.path]);
    }
    for (const [element, paths] of [...byElement].slice(0, 10)) {
      lines.push(`    ${element} on ${paths.length} page(s), e.g. ${paths.slice(0, 2).join(', ')}`);
    }
  }
  return lines.join('\n');
}

/**
 * A tab with a context of its own: tabs that shared one would share their
 * storage, and one tab's stored colour mode would reach the others through
 * the storage event, switching their mode in the middle of a check.
 */
async function newTab(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({baseURL, viewport: {width: 1280, height: 800}});
  // No request router here: other hosts do not resolve in these tests
  // (playwright.config.ts), and routing would turn the HTTP cache off.
  // As a reader on Save-Data: search then skips its idle download of the index
  // (the shards and text bundles of the page's docs), which would multiply
  // this sweep's requests for nothing axe sees.
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
  const page = await context.newPage();
  // A page that never settles is reported as unchecked instead of stalling the shard.
  page.setDefaultTimeout(30_000);
  return page;
}

// A trace of hundreds of page loads would cost more than the sweep itself.
test.use({trace: 'off'});
// A retry would sweep the shard again: a failure here is reported at once, with its summary.
test.describe.configure({retries: 0});

// A11Y_SWEEP_ONLY=<regexp> narrows the sweep while fixing one kind of page.
const only = process.env.A11Y_SWEEP_ONLY ? new RegExp(process.env.A11Y_SWEEP_ONLY) : null;
const allPaths = [...builtPagePaths(), ...extraPaths].filter((path) => !only || only.test(path));

for (let shard = 0; shard < shardCount; shard += 1) {
  // Round-robin, so the long API and changelog pages spread over every shard.
  const paths = allPaths.filter((_, index) => index % shardCount === shard);
  const label = `axe sweep, shard ${shard + 1} of ${shardCount}`;

  test(`every built page has no WCAG A/AA violations in light and dark mode (shard ${shard + 1} of ${shardCount})`, anyViewport, async ({browser, baseURL}) => {
    test.setTimeout(15 * 60_000);
    const started = Date.now();
    const queue = [...paths];
    const findings: Finding[] = [];
    const failures: string[] = [];
    await Promise.all(
      Array.from({length: tabsPerShard}, async () => {
        const page = await newTab(browser, baseURL);
        for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
          try {
            findings.push(...(await checkPage(page, path)));
          } catch (error) {
            failures.push(`${path}: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
          }
        }
        await page.context().close();
      }),
    );
    const summary = summarise(label, findings, paths.length);
    const unchecked = failures.length ? `\n${failures.length} pages could not be checked, e.g.\n    ${failures.slice(0, 5).join('\n    ')}` : '';
    console.log(`${summary}${unchecked}\n(took ${Math.round((Date.now() - started) / 1000)} s)`);
    expect(failures, 'pages that could not be checked').toEqual([]);
    expect(findings.length, summary).toBe(0);
  });
}
