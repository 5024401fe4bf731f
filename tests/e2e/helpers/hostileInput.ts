/**
 * Hostile input for the browser tests: markup, `javascript:` URLs, 100 KB
 * strings, malformed percent-escapes, NUL bytes and traversal tricks. A
 * payload that ran would open a dialog, set `window.__pwned` or leave an
 * element with id `pwned`; the checks here see each of those.
 */
import {expect, type Page} from '@playwright/test';
import {waitForHydration} from '../fixtures';

export const marker = 'window.__pwned=1';
/** 100 KB: longer than any request line a server accepts, so it goes into the page's inputs instead. */
export const longString = 'x'.repeat(100 * 1024);
export const payloads = [
  `<script>${marker}</script>`,
  `"><img src=x id=pwned onerror="${marker}">`,
  `'><svg id=pwned onload=${marker}>`,
  `javascript:${marker}`,
  `</textarea><iframe id=pwned srcdoc="<script>parent.${marker}</script>">`,
  `{{constructor.constructor('${marker}')()}}`,
  '%C3%28',
  '%FF',
  '%00',
  '%252e%252e%252f',
  '..%2f..%2f..%2fetc%2fpasswd',
];

/** Records dialogs and page errors per input so a failure names the input that caused it. */
export function watch(page: Page) {
  const incidents: string[] = [];
  let current = '';
  page.on('dialog', (dialog) => {
    incidents.push(`dialog "${dialog.message()}" for ${current.slice(0, 200)}`);
    void dialog.dismiss();
  });
  page.on('pageerror', (error) => incidents.push(`pageerror "${error.message}" for ${current.slice(0, 200)}`));
  return {
    incidents,
    setInput(input: string) {
      current = input;
    },
  };
}

/** Nothing from a payload ran or entered the DOM. */
export async function expectNothingInjected(page: Page, input: string): Promise<void> {
  const state = await page.evaluate(() => ({
    flag: (window as {__pwned?: unknown}).__pwned,
    injected: document.querySelectorAll('#pwned, [onerror], [onload], iframe[srcdoc]').length,
    scripts: [...document.scripts].filter((script) => script.textContent?.includes('__pwned')).length,
  }));
  expect(state, input.slice(0, 200)).toEqual({flag: undefined, injected: 0, scripts: 0});
}

/** Loads each URL, waits for React, and checks nothing was injected. */
export async function loadEach(page: Page, watcher: ReturnType<typeof watch>, urls: string[]): Promise<void> {
  for (const url of urls) {
    watcher.setInput(url);
    await page.goto(url);
    await waitForHydration(page);
    await expectNothingInjected(page, url);
  }
}

/** Types 100 KB into a text box the page reads as input. */
export async function typeLongString(page: Page, watcher: ReturnType<typeof watch>, selector: string): Promise<void> {
  watcher.setInput(`100 KB typed into ${selector}`);
  const box = page.locator(selector);
  await box.fill(longString);
  await expect(box).toHaveValue(longString);
  await expectNothingInjected(page, `100 KB in ${selector}`);
}

/** A query parameter value as a browser would put it in a link. */
export const query = (name: string, value: string) => `${name}=${encodeURIComponent(value)}`;
