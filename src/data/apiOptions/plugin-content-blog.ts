import type {ApiOptionTable} from './types';

const options: ApiOptionTable = {
  packageName: '@docusaurus/plugin-content-blog',
  options: [
    {
      name: 'id',
      type: 'string',
      default: 'default',
      description:
        'Names this plugin instance. Give each instance its own ID when a site has more than one blog.',
    },
    {
      name: 'path',
      type: 'string',
      default: 'blog',
      description: 'Folder, relative to the site directory, that holds the posts.',
    },
    {
      name: 'routeBasePath',
      type: 'string',
      default: 'blog',
      description:
        'URL segment of the blog, after the site `baseUrl`. Use `/` to make the blog the home page of the site. Leave out any trailing slash.',
    },
    {
      name: 'tagsBasePath',
      type: 'string',
      default: 'tags',
      description:
        'URL segment of the tag pages, appended to `routeBasePath` (`/blog/tags` by default).',
    },
    {
      name: 'archiveBasePath',
      type: 'string | null',
      default: 'archive',
      description:
        'URL segment of the page listing every post by year, appended to `routeBasePath`. Set it to `null` to skip the archive page.',
    },
    {
      name: 'include',
      type: 'string[]',
      default: ['**/*.{md,mdx}'],
      description: 'Glob patterns, relative to `path`, that select which files become posts.',
    },
    {
      name: 'exclude',
      type: 'string[]',
      default: [
        '**/_*.{js,jsx,ts,tsx,md,mdx}',
        '**/_*/**',
        '**/*.test.{js,jsx,ts,tsx}',
        '**/__tests__/**',
      ],
      description:
        'Glob patterns removed from the `include` matches; underscore-prefixed files and folders and test files are skipped by default.',
    },
    {
      name: 'postsPerPage',
      type: "number | 'ALL'",
      default: 10,
      description:
        'How many posts each page of the paginated post list holds. `ALL` puts every post on a single page.',
    },
    {
      name: 'blogListComponent',
      type: 'string',
      default: '@theme/BlogListPage',
      description: 'Module path of the paginated list of posts.',
    },
    {
      name: 'blogPostComponent',
      type: 'string',
      default: '@theme/BlogPostPage',
      description: 'Module path of the page that renders a single post.',
    },
    {
      name: 'blogTagsListComponent',
      type: 'string',
      default: '@theme/BlogTagsListPage',
      description: 'Module path of the page listing every tag used by the posts.',
    },
    {
      name: 'blogTagsPostsComponent',
      type: 'string',
      default: '@theme/BlogTagsPostsPage',
      description: 'Module path of the page listing the posts that carry one tag.',
    },
    {
      name: 'blogArchiveComponent',
      type: 'string',
      default: '@theme/BlogArchivePage',
      description: 'Module path of the archive page.',
    },
    {
      name: 'blogTitle',
      type: 'string',
      default: 'Blog',
      description:
        'Title of the post list pages, used in the browser tab and in search-engine metadata.',
    },
    {
      name: 'blogDescription',
      type: 'string',
      default: 'Blog',
      description: 'Meta description of the post list pages, shown by search engines.',
    },
    {
      name: 'blogSidebarCount',
      type: "number | 'ALL'",
      default: 5,
      description:
        'Number of recent posts linked from the blog sidebar. `0` removes the sidebar and `ALL` lists every post.',
    },
    {
      name: 'blogSidebarTitle',
      type: 'string',
      default: 'Recent posts',
      description: 'Heading shown above the links of the blog sidebar.',
    },
    {
      name: 'showReadingTime',
      type: 'boolean',
      default: true,
      description: 'Displays an estimated reading time next to the date of each post.',
    },
    {
      name: 'readingTime',
      type: 'ReadingTimeFunctionOption',
      defaultDescription: 'the built-in estimate',
      description:
        'Function computing the reading time in minutes. It receives `{content, frontMatter, defaultReadingTime}`, so you can tweak the built-in estimate (for instance its words per minute) or return `undefined` to hide it for a post.',
    },
    {
      name: 'truncateMarker',
      type: 'RegExp',
      default: /<!--\s*truncate\s*-->/,
      description:
        'Pattern marking where the excerpt of a post ends; the post list shows only the text above it.',
    },
    {
      name: 'sortPosts',
      type: "'descending' | 'ascending'",
      default: 'descending',
      description: 'Order of the posts by date: newest first (`descending`) or oldest first.',
    },
    {
      name: 'authorsMapPath',
      type: 'string',
      default: 'authors.yml',
      description:
        'File, relative to `path`, that declares reusable authors; posts then reference them by key in their `authors` front matter.',
    },
    {
      name: 'editUrl',
      type: 'string | EditUrlFunction',
      description:
        'Enables an "Edit this page" link on posts. A string is a base URL to which the post path is appended; a function receives `{blogDirPath, blogPath, permalink, locale}` and returns the full URL, or `undefined` for no link.',
    },
    {
      name: 'editLocalizedFiles',
      type: 'boolean',
      default: false,
      description:
        'Makes edit links of translated posts point to the file in the `i18n` folder. Ignored when `editUrl` is a function.',
    },
    {
      name: 'feedOptions',
      type: 'object',
      default: {type: ['rss', 'atom'], copyright: ''},
      description: 'Settings of the RSS, Atom and JSON feeds, detailed in the next rows.',
    },
    {
      name: 'feedOptions.type',
      type: "FeedType | FeedType[] | 'all' | null",
      default: ['rss', 'atom'],
      description:
        'Which feeds to write: any of `rss`, `atom` and `json`, `all` for the three, or `null` for none.',
    },
    {
      name: 'feedOptions.title',
      type: 'string',
      defaultDescription: 'the site title followed by "Blog"',
      description: 'Title written into the feeds.',
    },
    {
      name: 'feedOptions.description',
      type: 'string',
      defaultDescription: 'the site title followed by "Blog"',
      description: 'Description written into the feeds.',
    },
    {
      name: 'feedOptions.copyright',
      type: 'string',
      default: '',
      description: 'Copyright notice written into the feeds.',
    },
    {
      name: 'feedOptions.language',
      type: 'string',
      defaultDescription: 'the locale being built',
      description: 'Language code declared by the feeds, such as `en` or `fr-FR`.',
    },
    {
      name: 'remarkPlugins',
      type: 'any[]',
      default: [],
      description:
        'Extra remark plugins for the posts, run after the built-in ones. Each entry is a plugin or a `[plugin, options]` pair.',
    },
    {
      name: 'rehypePlugins',
      type: 'any[]',
      default: [],
      description: 'Extra rehype plugins for the posts, run after the built-in ones.',
    },
    {
      name: 'beforeDefaultRemarkPlugins',
      type: 'any[]',
      default: [],
      description: 'Remark plugins that must run before the built-in ones.',
    },
    {
      name: 'beforeDefaultRehypePlugins',
      type: 'any[]',
      default: [],
      description: 'Rehype plugins that must run before the built-in ones.',
    },
    {
      name: 'admonitions',
      type: 'boolean | {tag?: string; keywords?: string[]}',
      default: true,
      description:
        'Turns the `:::tip` style callouts on or off in posts; an object changes the marker or the recognised keywords.',
    },
  ],
};

export default options;
