/**
 * Generates a 1200x630 PNG social card for every docs page (all versions,
 * community), blog post and changelog entry, at the path
 * src/utils/socialCardUrl.ts gives; the swizzled DocItem/Metadata and
 * BlogPostPage/Metadata point og:image and twitter:image at it. Pages whose
 * front matter sets `image` keep that image and get no card.
 *
 * Cards are rendered into a cache (node_modules/.cache/social-cards) as soon
 * as the content is loaded, so the work overlaps the bundling instead of
 * adding to it, one per core; after the build they are copied into the output.
 * A warm build finds every card in the cache and only copies them.
 */
import os from 'os';
import path from 'path';
import logger from '@docusaurus/logger';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {contentPagesTracker} from '../shared/contentPages';
import {socialCardPathFor} from '../../utils/socialCardUrl';
import {cardSvg} from './cardSvg';
import {cardSection} from './cardSection';
import {renderCards, type CardJob, type RenderStats} from './renderCards';

/** One render per core (librsvg renders a card on one thread), at most four. */
const CONCURRENCY = Math.max(1, Math.min(4, os.cpus().length));
/** After the build every card is in the cache: copying is I/O, not CPU, so more at once. */
const COPY_CONCURRENCY = 16;

export function socialCardsPlugin(context: LoadContext): Plugin {
  const {siteDir, baseUrl, siteConfig} = context;
  const content = contentPagesTracker(siteDir);
  const cacheDir = path.join(siteDir, 'node_modules/.cache/social-cards');
  let prerender: Promise<{stats: RenderStats; ms: number} | {error: unknown}> | undefined;

  /** One card per page that has no image of its own; written under `outDir` when given. */
  const cardJobs = (outDir?: string): CardJob[] =>
    content
      .pages()
      .filter((page) => !page.frontMatterImage)
      .map((page) => ({
        svg: cardSvg({siteName: siteConfig.title, section: cardSection(page), title: page.title}),
        outputFile: outDir && path.join(outDir, socialCardPathFor(page.permalink, baseUrl).slice(baseUrl.length)),
      }));

  return {
    name: 'social-cards',

    async contentLoaded(args) {
      await content.contentLoaded(args);
      // The dev server never serves the cards: only production builds render them.
      if (process.env.NODE_ENV === 'production') {
        const start = Date.now();
        prerender = renderCards(cardJobs(), cacheDir, CONCURRENCY).then(
          (stats) => ({stats, ms: Date.now() - start}),
          // Kept until postBuild reports it, so the failure is not an unhandled rejection.
          (error: unknown) => ({error}),
        );
      }
    },

    async postBuild({outDir}) {
      const waitStart = Date.now();
      const rendered = await prerender;
      if (rendered && 'error' in rendered) {
        throw rendered.error;
      }
      const waitedMs = Date.now() - waitStart;
      const copyStart = Date.now();
      const jobs = cardJobs(outDir);
      await renderCards(jobs, cacheDir, COPY_CONCURRENCY);
      const stats = rendered?.stats ?? {rendered: 0, fromCache: 0};
      logger.info`Social cards: ${jobs.length} cards (${stats.rendered} rendered, ${stats.fromCache} from cache) in ${rendered?.ms ?? 0} ms during the bundling; postBuild waited ${waitedMs} ms and copied them in ${Date.now() - copyStart} ms.`;
    },
  };
}
