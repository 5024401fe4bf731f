/**
 * The changelog: one Markdown entry per release in `changelog/`, published at
 * `/changelog` by the framework's own blog plugin, which this local plugin
 * wraps. Release pages, feeds, pagination and the sidebar stay the blog
 * plugin's; the wrapper swaps the list page for a compact release list, tells
 * that page where the feeds are, and describes each entry by its summary.
 */
import path from 'path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import blogPlugin from '@docusaurus/plugin-content-blog';
import type {BlogContent, PluginOptions} from '@docusaurus/plugin-content-blog';
import {summaryDescription} from './description';
import {changelogGlobalData} from './globalData';

// The blog plugin's default list component; anything else was chosen on
// purpose in the site config and is left alone.
const DEFAULT_BLOG_LIST_COMPONENT = '@theme/BlogListPage';
// A plain module path rather than a `@theme/` alias: theme aliases are global,
// so a `@theme/` override here would also restyle the main blog.
const CHANGELOG_LIST_COMPONENT = path.join(__dirname, 'theme', 'ChangelogListPage');

export function withChangelogComponents(options: PluginOptions): PluginOptions {
  if (options.blogListComponent !== DEFAULT_BLOG_LIST_COMPONENT) {
    return options;
  }
  return {...options, blogListComponent: CHANGELOG_LIST_COMPONENT};
}

/** Entries without a `description` in front matter are described by their summary. */
export function withSummaryDescriptions(content: BlogContent): BlogContent {
  for (const post of content.blogPosts) {
    if (post.metadata.frontMatter.description === undefined) {
      const description = summaryDescription(post.content);
      if (description !== undefined) {
        post.metadata = {...post.metadata, description};
      }
    }
  }
  return content;
}

export default async function changelogPlugin(
  context: LoadContext,
  options: PluginOptions,
): Promise<Plugin<BlogContent>> {
  const blog = await blogPlugin(context, withChangelogComponents(options));
  // The plugin keeps the blog plugin's name: its generated data folder is
  // derived from that name, and the MDX loader looks for it there.
  return {
    ...blog,
    async loadContent() {
      if (!blog.loadContent) {
        throw new Error('The blog plugin no longer has loadContent(): update src/plugins/changelog.');
      }
      return withSummaryDescriptions(await blog.loadContent());
    },
    async contentLoaded(args) {
      await blog.contentLoaded?.(args);
      args.actions.setGlobalData(
        changelogGlobalData({
          baseUrl: context.baseUrl,
          routeBasePath: options.routeBasePath,
          feedTypes: options.feedOptions.type,
          entryPermalinks: args.content.blogPosts.map((post) => post.metadata.permalink),
        }),
      );
    },
  };
}

// Option validation (and defaults) are exactly the blog plugin's.
// The package's type entry only declares the default export, hence the require.
// eslint-disable-next-line @typescript-eslint/no-var-requires
export const validateOptions = require('@docusaurus/plugin-content-blog').validateOptions as unknown;
