import type {ApiOptionTable} from './types';

const options: ApiOptionTable = {
  packageName: '@docusaurus/plugin-content-pages',
  options: [
    {
      name: 'id',
      type: 'string',
      default: 'default',
      description:
        'Names this plugin instance; required to be unique when you register the plugin more than once, for example to read pages from a second folder.',
    },
    {
      name: 'path',
      type: 'string',
      default: 'src/pages',
      description:
        'Folder, relative to the site directory, scanned for pages. Each matching file becomes one route that mirrors its location in the folder.',
    },
    {
      name: 'routeBasePath',
      type: 'string',
      default: '/',
      description:
        'URL prefix placed in front of every page route, after the site `baseUrl`.',
    },
    {
      name: 'include',
      type: 'string[]',
      default: ['**/*.{js,jsx,ts,tsx,md,mdx}'],
      description:
        'Glob patterns, relative to `path`, of the files turned into pages: React components and Markdown files.',
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
        'Glob patterns removed from the `include` matches. Keeps helper components (names starting with an underscore) and tests out of the routes.',
    },
    {
      name: 'mdxPageComponent',
      type: 'string',
      default: '@theme/MDXPage',
      description: 'Module path of the layout used to render Markdown and MDX pages.',
    },
    {
      name: 'remarkPlugins',
      type: 'any[]',
      default: [],
      description:
        'Extra remark plugins for Markdown pages, run after the built-in ones. Each entry is a plugin or a `[plugin, options]` pair.',
    },
    {
      name: 'rehypePlugins',
      type: 'any[]',
      default: [],
      description: 'Extra rehype plugins for Markdown pages, run after the built-in ones.',
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
        'Turns the `:::info` style callouts on or off in Markdown pages; an object changes the marker or the recognised keywords.',
    },
  ],
};

export default options;
