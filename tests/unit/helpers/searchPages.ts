/**
 * Small search indexes for unit tests: crawled from HTML shaped like the
 * site's doc pages, and a local client that reads the index from memory.
 */
import assert from 'node:assert/strict';
import {crawlPage} from '../../../src/plugins/local-search/build/crawl';
import {sitePolicy} from '../../../src/plugins/local-search/build/sitePolicy';
import {buildIndexFiles} from '../../../src/plugins/local-search/build/buildIndex';
import {createLocalSearchClient, type LocalSearchClientOptions} from '../../../src/plugins/local-search/client/localSearchClient';
import type {CrawledPage} from '../../../src/plugins/local-search/shared/format';

export function docPage(url: string, tag: string, title: string, sections: string): CrawledPage {
  const version = tag.replace(/^docs-default-/, '');
  const html = `<html class="docs-wrapper docs-doc-page plugin-docs plugin-id-default"><head>
<meta name="docsearch:language" content="en">
${tag.startsWith('docs-') ? `<meta name="docsearch:version" content="${version}">` : ''}
<meta name="docsearch:docusaurus_tag" content="${tag}">
<link rel="canonical" href="https://docusaurus.io${url}"></head><body>
<div class="main-wrapper"><main><article><div class="theme-doc-markdown markdown">
<header><h1>${title}</h1></header>${sections}</div></article></main></div></body></html>`;
  const page = crawlPage(html, {fallbackUrl: url, policy: {...sitePolicy, pageRank: () => (tag === 'default' ? 1 : 4)}});
  assert.ok(page, `${url} is indexed`);
  return page;
}

/** A client over the index of these pages, listing the files it fetched. */
export function inMemoryClient(
  pages: CrawledPage[],
  options: {failing?: () => boolean} & Partial<LocalSearchClientOptions> = {},
) {
  const {files} = buildIndexFiles(pages);
  const fetched: string[] = [];
  const {failing, ...clientOptions} = options;
  const client = createLocalSearchClient({
    origin: 'https://example.test',
    fetchJson: async (path) => {
      if (failing?.()) {
        throw new Error('offline');
      }
      fetched.push(path);
      const body = files.get(path);
      if (body === undefined) {
        throw new Error(`404 ${path}`);
      }
      return JSON.parse(body);
    },
    ...clientOptions,
  });
  return {client, fetched};
}
