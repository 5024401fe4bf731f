/**
 * Catalogue of the test fixtures: one entry per published route, with what it
 * exercises. The /tests/ index page renders it, the end-to-end tests load
 * every route from it, and a unit test checks it against the files on disk,
 * so a fixture cannot be added or removed without this list following.
 */

export interface Fixture {
  /** Route path, without base URL. */
  to: string;
  title: string;
  /** The edge case, in one sentence. */
  exercises: string;
  /** Source file relative to the site root, when the route has one. */
  source?: string;
}

export interface FixtureGroup {
  id: string;
  title: string;
  description: string;
  fixtures: Fixture[];
}

const docsDir = '_dogfooding/_docs tests';
const blogDir = '_dogfooding/_blog tests';
const pagesDir = '_dogfooding/_pages tests';

/** `toc-<min>-<max>` fixtures; `_` leaves the bound unset. */
const tocBounds = ['_-_', '_-5', '2-2', '2-3', '2-4', '2-5', '3-_', '3-5', '4-5', '5-5'];

const docTags = ['a', 'b', 'c', 'd-custom-permalink', 'e', 'some-tag'];

const blogPosts: [slug: string, file: string, title: string, exercises: string][] = [
  ['2022/04/20/dup-footnote', '2022-04-20-dup-footnote.md', 'A footnote, first of two', 'the same footnote label as another post shown on the same list page'],
  ['2022/01/22/dup-footnote', '2022-01-22-dup-footnote.md', 'A footnote, second of two', 'footnote ids kept unique per post on a shared list page'],
  ['2022/01/20/image-only-authors', '2022-01-20-image-only-authors.md', 'Authors with only a picture', 'six authors given by a picture alone'],
  ['2021/11/13/dup-title', '2021-11-13-dup-title.md', 'Post with a duplicate title (November)', 'a title shared with another post'],
  ['2021/10/08/blog-post-mdx-require-feed-tests', '2021-10-08-blog-post-mdx-require-feed-tests.mdx', 'Blog post MDX require feed tests', 'files loaded with require() in a post and in the feeds'],
  ['2021/10/07/blog-post-mdx-tests', '2021-10-07-blog-post-mdx-tests.mdx', 'Blog post MDX tests', 'imports, exports, an imported partial and expressions in a post'],
  ['2021/10/07/blog-post-mdx-feed-tests', '2021-10-07-blog-post-mdx-feed-tests.mdx', 'Blog post MDX feed tests', 'JSX rendered into the RSS, Atom and JSON feeds, and a very long tag'],
  ['2021/09/13/dup-title', '2021-09-13-dup-title.md', 'Post with a duplicate title (September)', 'the other post of the same title, with four authors'],
  ['2021/08/23/multiple-authors', '2021-08-23-multiple-authors.md', 'A post with several kinds of authors', 'an authors.yml key mixed with inline authors'],
  ['2021/08/22/no-author', '2021-08-22-no-author.md', 'A post with no front matter at all', 'title from the first heading, date and slug from the file name'],
  ['2021/08/21/blog-post-toc-tests', '2021-08-21-blog-post-toc-tests.mdx', 'Blog TOC front matter tests', 'TOC heading levels 2 to 4 set on a post'],
  ['2020/08/03/second-blog-intro', '2020-08-03-second-blog-intro.md', 'Using twice the blog plugin', 'a second blog instance, independent of the main blog'],
];

export const fixtureGroups: FixtureGroup[] = [
  {
    id: 'docs',
    title: 'Docs',
    description:
      'A docs plugin instance (id docs-tests) with two sidebars, docs in no sidebar, drafts, tags and unusual file names.',
    fixtures: [
      {to: '/tests/docs/', title: 'Docs tests index', source: `${docsDir}/index.md`, exercises: 'a root doc set by slug: /, with a sidebar label and class name of its own'},
      {to: '/tests/docs/more-test', title: 'Another test page', source: `${docsDir}/more-test.md`, exercises: 'a doc listed twice in one sidebar, with two spellings of the same tag'},
      {to: '/tests/docs/doc-with-another-sidebar', title: 'Doc with another sidebar', source: `${docsDir}/doc-with-another-sidebar.md`, exercises: 'displayed_sidebar showing a sidebar the doc is not listed in'},
      {to: '/tests/docs/doc-without-sidebar', title: 'Doc without sidebar', source: `${docsDir}/doc-without-sidebar.md`, exercises: 'displayed_sidebar: null hiding the sidebar of a listed doc'},
      {to: '/tests/docs/doc-with-last-update', title: 'Doc with last update', source: `${docsDir}/doc-with-last-update.md`, exercises: 'last_update front matter overriding the date and author from Git'},
      {to: '/tests/docs/dummy.html', title: 'Doc in another sidebar', source: `${docsDir}/dummy.md`, exercises: 'a slug ending in .html, and the only item of anotherSidebar'},
      {to: '/tests/docs/standalone', title: 'Standalone doc', source: `${docsDir}/standalone.md`, exercises: 'a doc listed in no sidebar, tagged with an underscore spelling'},
      {to: '/tests/docs/folder with space/doc 1', title: 'Doc 1 in a folder with spaces', source: `${docsDir}/folder with space/doc 1.md`, exercises: 'spaces in folder and file names, ids and URLs'},
      {to: '/tests/docs/folder with space/doc 2', title: 'Doc 2 in a folder with spaces', source: `${docsDir}/folder with space/doc 2.md`, exercises: 'Markdown links between files with spaces, and a tag with a custom permalink'},
      {to: '/tests/docs/tests/Case-Sentitive-Doc', title: 'Case-sensitive doc', source: `${docsDir}/tests/Case-Sentitive-Doc.md`, exercises: 'capital letters kept in the doc id and the URL'},
      {to: '/tests/docs/tests/img-tests', title: 'Image tests', source: `${docsDir}/tests/img-tests.md`, exercises: 'relative, static, linked, reference-style and imported SVG images'},
      {to: '/tests/docs/tests/custom-props', title: 'Custom props', source: `${docsDir}/tests/custom-props/index.mdx`, exercises: 'customProps of a category and sidebar_custom_props of docs, read back from the sidebar'},
      {to: '/tests/docs/tests/custom-props/with-custom-props', title: 'Doc with custom props', source: `${docsDir}/tests/custom-props/with-custom-props.md`, exercises: 'nested sidebar_custom_props in front matter'},
      {to: '/tests/docs/tests/custom-props/without-custom-props', title: 'Doc without custom props', source: `${docsDir}/tests/custom-props/without-custom-props.md`, exercises: 'a sidebar item with no customProps at all'},
      {to: '/tests/docs/category/tests', title: 'Generated index "Tests"', exercises: 'a generated-index category link declared in the sidebars file'},
      {to: '/tests/docs/category/another-category-with-index', title: 'Generated index "Another category with index"', exercises: 'a generated index of a non-collapsible category, with a description'},
    ],
  },
  {
    id: 'category-links',
    title: 'Docs: category links',
    description: 'Every way an autogenerated category chooses its link, or has none.',
    fixtures: [
      {to: '/tests/docs/tests/category-links', title: 'Category links', source: `${docsDir}/tests/category-links/readme.md`, exercises: 'a readme.md doc used as its folder\'s category link'},
      {to: '/tests/docs/tests/category-links/with-index-doc', title: 'Category with an index doc', source: `${docsDir}/tests/category-links/with-index-doc/index.md`, exercises: 'an index.md doc as category link'},
      {to: '/tests/docs/tests/category-links/with-index-doc/sample-doc', title: 'Sample doc under an index doc', source: `${docsDir}/tests/category-links/with-index-doc/sample-doc.md`, exercises: 'the child of a category linked to its index doc'},
      {to: '/tests/docs/tests/category-links/with-category-name-doc', title: 'Category with a doc named like its folder', source: `${docsDir}/tests/category-links/with-category-name-doc/with-category-name-doc.md`, exercises: 'a doc named like its folder as category link'},
      {to: '/tests/docs/tests/category-links/with-category-name-doc/sample-doc', title: 'Sample doc beside a folder-named doc', source: `${docsDir}/tests/category-links/with-category-name-doc/sample-doc.md`, exercises: 'the child of that category'},
      {to: '/tests/docs/tests/category-links/explicit-doc-index/overview', title: 'Doc chosen as category link', source: `${docsDir}/tests/category-links/explicit-doc-index/overview.md`, exercises: 'a doc link chosen in _category_.json'},
      {to: '/tests/docs/tests/category-links/explicit-doc-index/sample-doc', title: 'Sample doc beside an explicit link', source: `${docsDir}/tests/category-links/explicit-doc-index/sample-doc.md`, exercises: 'the child of that category'},
      {to: '/tests/docs/category/no-index-doc', title: 'A generated category index', exercises: 'a generated index with a custom slug, title and description from _category_.json'},
      {to: '/tests/docs/tests/category-links/no-index-doc/first-doc', title: 'First doc of a generated index', source: `${docsDir}/tests/category-links/no-index-doc/first-doc.md`, exercises: 'a card text taken from the description front matter'},
      {to: '/tests/docs/tests/category-links/no-index-doc/second-doc', title: 'Second doc of a generated index', source: `${docsDir}/tests/category-links/no-index-doc/second-doc.md`, exercises: 'a card text taken from the first paragraph'},
      {to: '/tests/docs/tests/category-links/no-link', title: 'Index doc that is not a category link', source: `${docsDir}/tests/category-links/no-link/index.md`, exercises: 'link: null turning the index convention off'},
      {to: '/tests/docs/tests/category-links/no-link/sample-doc', title: 'Sample doc in a category without link', source: `${docsDir}/tests/category-links/no-link/sample-doc.md`, exercises: 'the sibling of that index doc'},
      {to: '/tests/docs/tests/category-links/no-subdoc', title: 'Category without sub-docs', source: `${docsDir}/tests/category-links/no-subdoc/index.md`, exercises: 'a category with only an index doc, collapsed into a doc link'},
    ],
  },
  {
    id: 'toc',
    title: 'Docs: table of contents levels',
    description:
      'Each page has headings h2 to h6; toc_min_heading_level and toc_max_heading_level decide which reach the TOC. The name says the bounds, _ meaning unset (site default 2 to 3).',
    fixtures: [
      ...tocBounds.map((bounds) => ({
        to: `/tests/docs/toc/toc-${bounds}`,
        title: `toc-${bounds}`,
        source: `${docsDir}/toc/toc-${bounds}.md`,
        exercises: `TOC bounds ${bounds.replace('-', ' to ')}`,
      })),
      {to: '/tests/docs/toc/toc-test-good', title: 'toc-test-good', source: `${docsDir}/toc/toc-test-good.md`, exercises: 'well-nested headings, all five levels in the TOC'},
      {to: '/tests/docs/toc/toc-test-bad', title: 'toc-test-bad', source: `${docsDir}/toc/toc-test-bad.md`, exercises: 'headings that skip levels and climb back out of order'},
    ],
  },
  {
    id: 'tags',
    title: 'Docs: tags',
    description: 'Tag pages of the docs instance: two spellings sharing a page, and a custom permalink.',
    fixtures: [
      {to: '/tests/docs/tags', title: 'All tags', exercises: 'the tag list of a docs instance, grouped by letter'},
      ...docTags.map((tag) => ({
        to: `/tests/docs/tags/${tag}`,
        title: `Tag page ${tag}`,
        exercises: tag === 'some-tag' ? 'some-tag and some_tag merged on one page' : tag === 'd-custom-permalink' ? 'the tag d, at the permalink chosen in front matter' : `the docs tagged ${tag}`,
      })),
    ],
  },
  {
    id: 'blog',
    title: 'Blog',
    description: 'A second blog instance (id blog-tests) with 12 posts, 3 per page.',
    fixtures: [
      {to: '/tests/blog', title: 'Blog tests, page 1', exercises: 'a list page of a second blog instance'},
      {to: '/tests/blog/page/2', title: 'Page 2', exercises: 'pagination at 3 posts per page'},
      {to: '/tests/blog/page/3', title: 'Page 3', exercises: 'pagination, middle page'},
      {to: '/tests/blog/page/4', title: 'Page 4', exercises: 'the last page, holding the oldest posts'},
      {to: '/tests/blog/archive', title: 'Archive', exercises: 'every post by year, duplicate titles included'},
      {to: '/tests/blog/tags', title: 'Tags', exercises: 'the tag list, with a very long tag'},
      {to: '/tests/blog/tags/paginated-tag', title: 'Tag with pagination', exercises: 'a tag page paginated like the list'},
      {to: '/tests/blog/tags/paginated-tag/page/2', title: 'Tag with pagination, page 2', exercises: 'the second page of a tag'},
      {to: '/tests/blog/tags/a-deliberately-long-tag-name-that-has-to-wrap-on-narrow-screens', title: 'Long tag', exercises: 'a tag name that must wrap'},
      ...blogPosts.map(([slug, file, title, exercises]) => ({
        to: `/tests/blog/${slug}`,
        title,
        source: `${blogDir}/${file}`,
        exercises,
      })),
    ],
  },
  {
    id: 'pages',
    title: 'Pages',
    description: 'A second pages instance (id pages-tests): Markdown, MDX and React pages.',
    fixtures: [
      {to: '/tests/pages', title: 'Page tests index', source: `${pagesDir}/index.md`, exercises: 'a Markdown page importing a partial'},
      {to: '/tests/pages/code-block-tests', title: 'Code blocks', source: `${pagesDir}/code-block-tests.mdx`, exercises: 'titles, highlighted lines, magic comments, line numbers, a live editor'},
      {to: '/tests/pages/error-boundary-tests', title: 'Error boundaries', source: `${pagesDir}/error-boundary-tests.tsx`, exercises: 'crashes during render and in an effect, and the "Try again" recovery'},
      {to: '/tests/pages/head-metadata', title: 'Head metadata', source: `${pagesDir}/head-metadata.md`, exercises: 'head tags written in Markdown'},
      {to: '/tests/pages/hydration-tests', title: 'Hydration', source: `${pagesDir}/hydration-tests.tsx`, exercises: 'useIsBrowser, BrowserOnly and event handlers after hydration'},
      {to: '/tests/pages/layout-no-children', title: 'Layout without children', source: `${pagesDir}/layout-no-children.tsx`, exercises: 'the theme layout with nothing inside it'},
      {to: '/tests/pages/link-tests', title: 'Links', source: `${pagesDir}/link-tests.tsx`, exercises: 'every kind of Link target'},
      {to: '/tests/pages/markdown-tests', title: 'Markdown', source: `${pagesDir}/markdown-tests.md`, exercises: 'the Markdown syntax on a Markdown page'},
      {to: '/tests/pages/markdownPageTests', title: 'Markdown page features', source: `${pagesDir}/markdownPageTests.md`, exercises: 'wrapperClassName, hidden TOC and imports on a Markdown page'},
      {to: '/tests/pages/page-toc-tests', title: 'Page TOC', source: `${pagesDir}/page-toc-tests.mdx`, exercises: 'TOC heading levels 2 to 4 on an MDX page'},
      {to: '/tests/pages/tabs-tests', title: 'Tabs', source: `${pagesDir}/tabs-tests.mdx`, exercises: 'synced, lazy, nested and default tabs'},
      {to: '/tests/pages/z-index-tests', title: 'z-index', source: `${pagesDir}/z-index-tests.tsx`, exercises: 'page layers against the fixed navbar'},
    ],
  },
];

/** Drafts: sources that exist but must never be published. */
export const unpublishedFixtures: {to: string; source: string}[] = [
  {to: '/tests/docs/test-draft', source: `${docsDir}/test-draft.md`},
  {to: '/tests/docs/tests/another-draft', source: `${docsDir}/tests/another-draft.md`},
];

export const allFixtures: Fixture[] = fixtureGroups.flatMap((group) => group.fixtures);
