/**
 * Reads an RSS or Atom feed of the built site the way a feed reader would:
 * fetched over HTTP, then parsed by the browser's XML parser, which reports
 * malformed input as a <parsererror> document instead of throwing.
 */
import {expect, type APIRequestContext, type Page} from '@playwright/test';

export interface ParsedFeed {
  /** Text of the parser's error, or null for well-formed XML. */
  error: string | null;
  /** Local name of the root element: "rss" or "feed". */
  root: string;
  itemCount: number;
  /** Title of the first item or entry, in document order. */
  firstTitle: string | null;
}

/** RSS items and Atom entries; each carries its own <title>. */
const itemSelector = 'rss > channel > item, feed > entry';

export async function readFeed(page: Page, request: APIRequestContext, path: string): Promise<ParsedFeed> {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  expect(response.headers()['content-type'], path).toMatch(/xml/);
  const source = await response.text();
  return page.evaluate(
    ({xml, selector}) => {
      const document = new DOMParser().parseFromString(xml, 'application/xml');
      const items = document.querySelectorAll(selector);
      return {
        error: document.querySelector('parsererror')?.textContent ?? null,
        root: document.documentElement.localName,
        itemCount: items.length,
        firstTitle: items[0]?.querySelector('title')?.textContent ?? null,
      };
    },
    {xml: source, selector: itemSelector},
  );
}
