/**
 * Walks the build output and crawls every HTML page that belongs in the
 * search index.
 */
import fs from 'fs/promises';
import path from 'path';
import {crawlPage} from './crawl';
import type {CrawledPage} from '../shared/format';

async function* htmlFiles(directory: string, skipped: string): AsyncGenerator<string> {
  const entries = await fs.readdir(directory, {withFileTypes: true});
  entries.sort((a, b) => a.name.localeCompare(b.name));
  for (const entry of entries) {
    const fullPath = path.join(directory, entry.name);
    if (entry.isDirectory()) {
      if (fullPath !== skipped) {
        yield* htmlFiles(fullPath, skipped);
      }
    } else if (entry.isFile() && entry.name.endsWith('.html')) {
      yield fullPath;
    }
  }
}

/** `docs/intro/index.html` → `/docs/intro`, `404.html` → `/404`. */
export function urlFromFile(outDir: string, file: string, baseUrl: string): string {
  const relative = path.relative(outDir, file).split(path.sep).join('/');
  const withoutIndex = relative.replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '');
  return `${baseUrl.replace(/\/$/, '')}/${withoutIndex}`.replace(/\/$/, '') || '/';
}

export async function collectPages(outDir: string, baseUrl: string): Promise<CrawledPage[]> {
  const pages: CrawledPage[] = [];
  const seen = new Set<string>();
  // Bundles and images live there, never pages.
  const assetsDir = path.join(outDir, 'assets');
  for await (const file of htmlFiles(outDir, assetsDir)) {
    const html = await fs.readFile(file, 'utf8');
    const page = crawlPage(html, {
      fallbackUrl: urlFromFile(outDir, file, baseUrl),
      baseUrl,
    });
    // `/x.html` and `/x/index.html` can be the same page.
    if (page && !seen.has(page.url)) {
      seen.add(page.url);
      pages.push(page);
    }
  }
  return pages;
}
