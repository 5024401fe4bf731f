/**
 * The changelog: one Markdown entry per release in `changelog/`, published at
 * `/changelog` by the framework's own blog plugin, which this local plugin wraps
 * so that release pages can get their own components and options over time.
 */
import type {LoadContext, Plugin} from '@docusaurus/types';
import blogPluginModule from '@docusaurus/plugin-content-blog';
import type {PluginOptions} from '@docusaurus/plugin-content-blog';

const blogPlugin = blogPluginModule as unknown as (
  context: LoadContext,
  options: PluginOptions,
) => Promise<Plugin<unknown>>;

export default async function changelogPlugin(
  context: LoadContext,
  options: PluginOptions,
): Promise<Plugin<unknown>> {
  const blog = await blogPlugin(context, options);
  // The plugin keeps the blog plugin's name: its generated data folder is
  // derived from that name, and the MDX loader looks for it there.
  return {...blog};
}

// Option validation (and defaults) are exactly the blog plugin's.
// The package's type entry only declares the default export, hence the require.
// eslint-disable-next-line @typescript-eslint/no-var-requires
export const validateOptions = require('@docusaurus/plugin-content-blog').validateOptions as unknown;
