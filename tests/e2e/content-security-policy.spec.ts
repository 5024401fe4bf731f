/**
 * The content security policy (deploy/headers.ts, hashes from
 * scripts/finish-build.ts) must not break any kind of page: one page of every
 * template is loaded under it, with the interactions that run extra code (the
 * live editor, the search modal and a query), and any violation fails.
 * Every other spec runs under the policy as well, since the fixture fails on
 * console errors, which is what a violation logs.
 */
import type {BrowserContext, Page} from '@playwright/test';
import {test, expect, anyViewport, waitForHydration} from './fixtures';

/** One page per template the site renders. */
const templates = [
  '/',
  '/docs/installation',
  '/docs/markdown-features/code-blocks',
  '/docs/markdown-features/math-equations',
  '/docs/2.0.0-beta.22/installation',
  '/search?q=plugin',
  '/showcase',
  '/blog',
  '/blog/2022/01/24/docusaurus-2021-recap',
  '/blog/tags',
  '/changelog',
  '/versions',
  '/feature-requests',
  '/community/support',
  '/tests',
  '/tests/docs',
  '/tests/blog',
  '/tests/pages',
  '/tests/pages/code-block-tests',
  '/tests/pages/markdown-tests',
  '/tests/pages/hydration-tests',
  '/tests/pages/tabs-tests',
  '/tests/pages/head-metadata',
  '/tests/pages/link-tests',
  '/no/such/page',
];

declare global {
  interface Window {
    policyViolations?: string[];
  }
}

/** Records violations from the first script on, in every page of the context. */
async function watchViolations(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window.policyViolations ??= []).push(`${event.violatedDirective} blocked ${event.blockedURI || 'inline code'}`);
    });
  });
}

/** Opens `path` and returns what the policy refused on it (console and events). */
async function violationsOn(page: Page, path: string, interact?: (page: Page) => Promise<void>): Promise<string[]> {
  const logged: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) logged.push(message.text());
  });
  const response = await page.goto(path);
  expect(response?.headers()['content-security-policy'], `${path} is served with the policy`).toMatch(
    /script-src 'self'/,
  );
  await waitForHydration(page);
  await interact?.(page);
  await page.waitForLoadState('networkidle');
  const fromEvents = await page.evaluate(() => window.policyViolations ?? []);
  return [...logged, ...fromEvents].map((text) => `${path}: ${text}`);
}

test.describe('content security policy', anyViewport, () => {
  test('no page template and no interaction is refused by the policy', async ({page, context}) => {
    test.setTimeout(120_000);
    await watchViolations(context);
    const violations: string[] = [];
    // Four tabs at a time: quick, and gentle with a 2-core machine.
    const queue = [...templates];
    await Promise.all(
      Array.from({length: 4}, async () => {
        const tab = await context.newPage();
        for (let path = queue.shift(); path; path = queue.shift()) {
          violations.push(...(await violationsOn(tab, path)));
        }
        await tab.close();
      }),
    );
    // The code that only runs on use: the live editor compiling an edit, the
    // search modal and a query against the local index.
    violations.push(
      ...(await violationsOn(page, '/docs/markdown-features/code-blocks', async (tab) => {
        const editor = tab.locator('[class*="playgroundContainer"] textarea').first();
        await editor.click();
        await tab.keyboard.type(' ');
        await expect(tab.locator('[class*="playgroundPreview"]').first()).not.toBeEmpty();
      })),
      ...(await violationsOn(page, '/docs/installation', async (tab) => {
        await tab.keyboard.press('Control+k');
        await expect(tab.locator('.DocSearch-Input')).toBeFocused();
        await tab.keyboard.type('plugin', {delay: 20});
        await expect(tab.locator('.DocSearch-Hit').first()).toBeVisible();
      })),
    );
    expect(violations).toEqual([]);
  });
});
