/**
 * Publishes every docs page (all versions, community), blog post and changelog
 * entry as clean Markdown at its URL plus `.md`, and writes `/llms.txt` and
 * `/llms-full.txt`. Runs after the build from the content the docs and blog
 * plugins loaded, reading each page's source file.
 */
import fs from 'fs';
import path from 'path';
import logger from '@docusaurus/logger';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {contentPagesTracker, type ContentPage} from '../shared/contentPages';
import {markdownUrlFor} from '../../utils/markdownUrl';
import {createLinkResolver, siteUrl} from './links';
import {mdxToMarkdown, pageMarkdown} from './mdxToMarkdown';
import {llmsFullTxt, llmsTxt, type LlmsSite} from './llmsTxt';
import {buildAssetIndex} from './buildAssets';
import {importResolver} from './importResolver';

export function markdownExportPlugin(context: LoadContext): Plugin {
  const {siteDir, baseUrl, siteConfig} = context;
  const siteOrigin = siteConfig.url.replace(/\/$/, '');
  const content = contentPagesTracker(siteDir);

  return {
    name: 'markdown-export',

    contentLoaded: content.contentLoaded,

    async postBuild({outDir}) {
      const start = Date.now();
      const pages = content.pages();
      const permalinkBySource = new Map(pages.map((page) => [page.sourceFile, page.permalink]));
      const assetUrl = buildAssetIndex(outDir, baseUrl);
      const outputPath = (urlPath: string) => path.join(outDir, urlPath.slice(baseUrl.length));
      const site: LlmsSite = {
        title: siteConfig.title,
        summary: String(siteConfig.customFields?.description ?? siteConfig.tagline),
        siteOrigin,
        markdownUrl: (page) => siteUrl(siteOrigin, markdownUrlFor(page.permalink)),
      };

      const exported: Array<{page: ContentPage; markdown: string}> = [];
      for (const page of pages) {
        const pageUrl = siteUrl(siteOrigin, page.permalink);
        const source = fs.readFileSync(page.sourceFile, 'utf8');
        const imports = importResolver(page.sourceFile, siteDir);
        const body = mdxToMarkdown(source, {
          pageUrl,
          resolveLink: createLinkResolver({siteOrigin, baseUrl, pageUrl, sourceFile: page.sourceFile, permalinkBySource, assetUrl}),
          loadTable: imports.table,
          loadPartial: imports.partial,
        });
        const markdown = pageMarkdown({title: page.title, description: page.description, body});
        const file = outputPath(markdownUrlFor(page.permalink));
        fs.mkdirSync(path.dirname(file), {recursive: true});
        fs.writeFileSync(file, markdown);
        exported.push({page, markdown});
      }
      fs.writeFileSync(path.join(outDir, 'llms.txt'), llmsTxt(site, pages));
      fs.writeFileSync(
        path.join(outDir, 'llms-full.txt'),
        llmsFullTxt(site, exported, (page) => siteUrl(siteOrigin, page.permalink)),
      );
      logger.info`Markdown export: wrote ${exported.length} Markdown files, llms.txt and llms-full.txt in ${Date.now() - start} ms.`;
    },
  };
}
