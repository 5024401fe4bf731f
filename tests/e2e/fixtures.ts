/**
 * The `test` every spec imports. It watches each page for what a reader would
 * suffer from: console errors, uncaught exceptions and requests that leave the
 * machine (no trackers, no remote fonts). A spec that expects an error (the
 * crash fixture, say) opts out with `test.use({allowConsoleErrors: true})`.
 */
import {test as base, expect, type Page} from '@playwright/test';

export interface SiteFixtures {
  allowConsoleErrors: boolean;
  consoleErrors: string[];
}

const isLocal = (url: string) =>
  /^(data:|blob:|about:|chrome-extension:)/.test(url) ||
  /^https?:\/\/(127\.0\.0\.1|localhost|\[::1\])(:\d+)?\//.test(url);

export const test = base.extend<SiteFixtures>({
  allowConsoleErrors: [false, {option: true}],
  consoleErrors: [async ({page, allowConsoleErrors}, use) => {
    const errors: string[] = [];
    const external: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
    // Any request to another host is recorded here; the browser cannot resolve
    // other hosts anyway (playwright.config.ts). Listening, not page.route():
    // routing would send every request of every test through Node and turn
    // the HTTP cache off, which cost about a quarter of each page load.
    page.on('request', (request) => {
      if (!isLocal(request.url())) external.push(request.url());
    });
    await use(errors);
    expect(external, 'requests that left localhost').toEqual([]);
    if (!allowConsoleErrors) {
      // A 404 document (the not-found page itself) logs a resource error: not a bug.
      const real = errors.filter((text) => !/status of 404/.test(text));
      expect(real, 'console errors').toEqual([]);
    }
  }, {auto: true}],
});

export {expect};

/**
 * Tag for checks whose outcome cannot depend on the viewport (HTTP statuses,
 * headings, feeds, service worker caching): the phone project skips them
 * (playwright.config.ts), which keeps the suite inside its time budget.
 */
export const anyViewport = {tag: '@any-viewport'};

/** Waits until React has hydrated the page (the colour toggle is enabled then). */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const toggle = document.querySelector('button[class*="toggleButton"]');
    return toggle !== null && !toggle.hasAttribute('disabled');
  });
}

/** Is this project a phone-sized viewport (below the 996 px breakpoint)? */
export function isMobile(page: Page): boolean {
  return (page.viewportSize()?.width ?? 1280) <= 996;
}
