/**
 * axe-core, run inside the page: injected once per document, then run as many
 * times as a check needs (both colour modes, say).
 *
 * Why not AxeBuilder from @axe-core/playwright: every analyze() injects axe
 * again and opens an extra page to merge its results, which made a page's
 * check two to five times slower (measured on the whole-site sweep). The
 * site embeds no iframes, so axe's own frame handling is switched off.
 */
import fs from 'node:fs';
import type {Page} from '@playwright/test';
import type {Result, RunOptions} from 'axe-core';

const axeSource = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** WCAG 2.0, 2.1 and 2.2, levels A and AA. */
export const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/** The rules that read colours (the rest see the same DOM in either mode). */
export const colourRules = ['color-contrast', 'link-in-text-block'];

/** A tag list runs every rule it tags but those in `except`. */
export type AxeScope = {tags: string[]; except?: string[]} | {rules: string[]};

/**
 * Runs axe and returns its violations only: over the whole document, or
 * without the elements matching `exclude` (a CSS selector).
 */
export async function axeViolations(page: Page, scope: AxeScope = {tags: wcagTags}, exclude?: string): Promise<Result[]> {
  const injected = await page.evaluate(() => 'axe' in window);
  if (!injected) await page.evaluate(axeSource);
  const options: RunOptions = {
    runOnly: 'tags' in scope ? {type: 'tag', values: scope.tags} : {type: 'rule', values: scope.rules},
    rules: 'tags' in scope ? Object.fromEntries((scope.except ?? []).map((rule) => [rule, {enabled: false}])) : undefined,
    // Passes and incomplete results are not read: not computing them saves time.
    resultTypes: ['violations'],
    iframes: false,
  };
  return page.evaluate(
    ({runOptions, excluded}) =>
      (window as unknown as {axe: typeof import('axe-core')}).axe
        .run(excluded ? {exclude: [[excluded]]} : document, runOptions)
        .then((results) => results.violations),
    {runOptions: options, excluded: exclude},
  );
}

/** One line per violation: rule, then the first offending element. */
export const describeViolations = (violations: Result[]): string[] =>
  violations.map((violation) => `${violation.id}: ${violation.nodes[0]?.target.join(' ') ?? ''}`);
