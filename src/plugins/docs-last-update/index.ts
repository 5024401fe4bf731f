/**
 * The classic docs plugin, with its "last updated" dates and authors read from
 * one `git log` per plugin instance (gitLastCommits.ts) instead of one git
 * process per document.
 *
 * It runs the official plugin with `showLastUpdateTime` and
 * `showLastUpdateAuthor` off (so that it never calls git), then fills in what
 * the plugin would have: the `last_update` front matter first, then git; in
 * development the plugin's fixed placeholder. Every other hook, option and
 * CLI command is the official plugin's.
 */
import logger from '@docusaurus/logger';
import pluginContentDocs from '@docusaurus/plugin-content-docs';
import type {DocMetadataBase, LoadedContent, PluginOptions} from '@docusaurus/plugin-content-docs';
import type {LoadContext, OptionValidationContext, Plugin} from '@docusaurus/types';
import {readLastCommits, type LastCommit, type LastCommitIndex} from './gitLastCommits';

// The official plugin's option defaults and checks (untyped in its declarations).
// eslint-disable-next-line @typescript-eslint/no-var-requires
export const validateOptions: (context: OptionValidationContext<PluginOptions, PluginOptions>) => PluginOptions =
  require('@docusaurus/plugin-content-docs').validateOptions;

type LastUpdateOptions = Pick<PluginOptions, 'showLastUpdateAuthor' | 'showLastUpdateTime'>;

/** What the docs plugin shows in development instead of asking git. */
export const developmentLastCommit: LastCommit = {author: 'Author', timestamp: 1539502055};

/** The plugin's own date format for `formattedLastUpdatedAt`. */
export function formatLastUpdate(timestamp: number, locale: string, calendar?: string): string {
  return new Intl.DateTimeFormat(locale, {day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC', calendar}).format(
    new Date(timestamp * 1000),
  );
}

/** Whether the `last_update` front matter gives both author and date: the docs plugin then never asks git. */
function frontMatterSaysItAll(doc: Pick<DocMetadataBase, 'frontMatter'>): boolean {
  const frontMatter = doc.frontMatter.last_update;
  return Boolean(frontMatter?.author && frontMatter.date);
}

/** The docs plugin's rule: front matter with both author and date wins; each part falls back to git. */
export function lastUpdateOf(
  doc: Pick<DocMetadataBase, 'frontMatter'>,
  commit: LastCommit | undefined,
  options: LastUpdateOptions,
): {lastUpdatedAt?: number; lastUpdatedBy?: string} {
  const frontMatter = doc.frontMatter.last_update;
  const frontMatterTimestamp = frontMatter?.date ? new Date(frontMatter.date).getTime() / 1000 : undefined;
  if (frontMatterSaysItAll(doc)) {
    return {lastUpdatedAt: frontMatterTimestamp, lastUpdatedBy: frontMatter!.author};
  }
  return {
    lastUpdatedBy: options.showLastUpdateAuthor ? frontMatter?.author ?? commit?.author : undefined,
    lastUpdatedAt: options.showLastUpdateTime ? frontMatterTimestamp ?? commit?.timestamp : undefined,
  };
}

export default async function docsWithBatchedLastUpdate(
  context: LoadContext,
  options: PluginOptions,
): Promise<Plugin<LoadedContent>> {
  const {showLastUpdateAuthor, showLastUpdateTime} = options;
  const plugin = await pluginContentDocs(context, {...options, showLastUpdateAuthor: false, showLastUpdateTime: false});
  if (!showLastUpdateAuthor && !showLastUpdateTime) return plugin;
  const {currentLocale, localeConfigs} = context.i18n;
  return {
    ...plugin,
    async loadContent() {
      const content = await plugin.loadContent!();
      const inProduction = process.env.NODE_ENV === 'production';
      let commits: LastCommitIndex | null = null;
      if (inProduction) {
        const folders = content.loadedVersions.flatMap((version) => [version.contentPath, version.contentPathLocalized]);
        commits = readLastCommits([...new Set(folders)]);
        if (commits === null) logger.warn('Sorry, the docs plugin last update options require Git.');
      }
      const untracked: string[] = [];
      for (const version of content.loadedVersions) {
        for (const doc of version.docs) {
          const file = doc.source.replace(/^@site\//, `${context.siteDir}/`);
          const commit = inProduction ? commits?.lookup(file) : developmentLastCommit;
          // As with the official plugin, only a document whose date git had to give can lack one.
          if (commits && !commit && !frontMatterSaysItAll(doc)) untracked.push(doc.source);
          const {lastUpdatedAt, lastUpdatedBy} = lastUpdateOf(doc, commit, {showLastUpdateAuthor, showLastUpdateTime});
          Object.assign(doc, {
            lastUpdatedAt,
            lastUpdatedBy,
            formattedLastUpdatedAt:
              lastUpdatedAt === undefined
                ? undefined
                : formatLastUpdate(lastUpdatedAt, currentLocale, localeConfigs[currentLocale]?.calendar),
          });
        }
      }
      if (untracked.length > 0) {
        logger.warn`Cannot infer the update date of these files, as git does not track them: ${untracked.join(', ')}`;
      }
      return content;
    },
  };
}
