/**
 * Generates a 1200x630 PNG social card for every docs page (all versions,
 * community), blog post and changelog entry, at the path
 * src/utils/socialCardUrl.ts gives; the swizzled DocItem/Metadata and
 * BlogPostPage/Metadata point og:image and twitter:image at it. Pages whose
 * front matter sets `image` keep that image and get no card.
 *
 * Cards are rendered after the build, a few at a time, and cached under
 * node_modules/.cache/social-cards, so a warm build only copies them.
 */
import os from 'os';
import path from 'path';
import logger from '@docusaurus/logger';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {contentPagesTracker} from '../shared/contentPages';
import {socialCardPathFor} from '../../utils/socialCardUrl';
import {cardSvg} from './cardSvg';
import {cardSection} from './cardSection';
import {renderCards, type CardJob} from './renderCards';

/** One render per core (librsvg renders a card on one thread), at most four. */
const CONCURRENCY = Math.max(1, Math.min(4, os.cpus().length));

export function socialCardsPlugin(context: LoadContext): Plugin {
  const {siteDir, baseUrl, siteConfig} = context;
  const content = contentPagesTracker(siteDir);

  return {
    name: 'social-cards',

    contentLoaded: content.contentLoaded,

    async postBuild({outDir}) {
      const start = Date.now();
      const jobs: CardJob[] = content.pages()
        .filter((page) => !page.frontMatterImage)
        .map((page) => ({
          svg: cardSvg({siteName: siteConfig.title, section: cardSection(page), title: page.title}),
          outputFile: path.join(outDir, socialCardPathFor(page.permalink, baseUrl).slice(baseUrl.length)),
        }));
      const cacheDir = path.join(siteDir, 'node_modules/.cache/social-cards');
      const stats = await renderCards(jobs, cacheDir, CONCURRENCY);
      logger.info`Social cards: ${jobs.length} cards (${stats.rendered} rendered, ${stats.fromCache} from cache) in ${Date.now() - start} ms.`;
    },
  };
}
