/**
 * The pages written in Markdown that the site publishes for readers: every
 * version of /docs, /community, the blog and the changelog (not the /tests
 * fixtures), read from the content the docs and blog plugins loaded, so URLs,
 * titles and descriptions are exactly the site's.
 */
import path from 'path';

export type ContentKind = 'docs' | 'community' | 'blog' | 'changelog';

export interface ContentPage {
  kind: ContentKind;
  /** Route path including the base URL, as the plugin computed it. */
  permalink: string;
  /** Absolute path of the Markdown/MDX source. */
  sourceFile: string;
  title: string;
  description: string;
  /** Label of the docs version ("2.0.0-rc.2"); undefined outside versioned docs. */
  versionLabel?: string;
  /** True for the version served at /docs, the community docs, blog and changelog. */
  isCurrent: boolean;
  /** Sidebar the doc belongs to ("docs", "api", "community"), if any. */
  sidebar?: string;
  /** An image the page's front matter already chose for social cards. */
  frontMatterImage?: string;
  /** Position in reading order: sidebar order for docs, newest first for posts. */
  order: number;
}

interface DocMetadata {
  id: string;
  source: string;
  permalink: string;
  title: string;
  description: string;
  sidebar?: string;
  frontMatter: {image?: string};
}

interface SidebarItem {
  type: string;
  id?: string;
  items?: SidebarItem[];
  link?: {type: string; id?: string};
}

interface LoadedVersion {
  label: string;
  isLast: boolean;
  docs: DocMetadata[];
  sidebars: Record<string, SidebarItem[]>;
}

interface BlogPost {
  metadata: {source: string; permalink: string; title: string; description: string; frontMatter: {image?: string}};
}

export type AllContent = Record<string, Record<string, unknown> | undefined>;

/** `@site/docs/x.md` → absolute path. */
export function sourcePath(source: string, siteDir: string): string {
  return source.startsWith('@site/') ? path.join(siteDir, source.slice('@site/'.length)) : path.resolve(siteDir, source);
}

function sidebarOrder(sidebars: Record<string, SidebarItem[]>): string[] {
  const ids: string[] = [];
  const visit = (items: SidebarItem[]) => {
    for (const item of items) {
      if (item.link?.type === 'doc' && item.link.id) {
        ids.push(item.link.id);
      }
      if ((item.type === 'doc' || item.type === 'ref') && item.id) {
        ids.push(item.id);
      }
      visit(item.items ?? []);
    }
  };
  Object.values(sidebars).forEach(visit);
  return ids;
}

function docsPages(content: unknown, kind: 'docs' | 'community', siteDir: string): ContentPage[] {
  const versions = (content as {loadedVersions?: LoadedVersion[]} | undefined)?.loadedVersions ?? [];
  return versions.flatMap((version) => {
    const order = sidebarOrder(version.sidebars);
    const positionOf = (id: string) => (order.includes(id) ? order.indexOf(id) : order.length);
    return version.docs.map((doc) => ({
      kind,
      permalink: doc.permalink,
      sourceFile: sourcePath(doc.source, siteDir),
      title: doc.title,
      description: doc.description,
      versionLabel: kind === 'docs' ? version.label : undefined,
      isCurrent: version.isLast,
      sidebar: doc.sidebar,
      frontMatterImage: doc.frontMatter.image,
      order: positionOf(doc.id),
    }));
  });
}

function blogPages(content: unknown, kind: 'blog' | 'changelog', siteDir: string): ContentPage[] {
  const posts = (content as {blogPosts?: BlogPost[]} | undefined)?.blogPosts ?? [];
  return posts.map(({metadata}, index) => ({
    kind,
    permalink: metadata.permalink,
    sourceFile: sourcePath(metadata.source, siteDir),
    title: metadata.title,
    description: metadata.description,
    isCurrent: true,
    frontMatterImage: metadata.frontMatter.image,
    order: index,
  }));
}

export function collectContentPages(allContent: AllContent, siteDir: string): ContentPage[] {
  const docs = allContent['docusaurus-plugin-content-docs'] ?? {};
  const blogs = allContent['docusaurus-plugin-content-blog'] ?? {};
  return [
    ...docsPages(docs.default, 'docs', siteDir),
    ...docsPages(docs.community, 'community', siteDir),
    ...blogPages(blogs.default, 'blog', siteDir),
    ...blogPages(blogs.changelog, 'changelog', siteDir),
  ];
}

/**
 * For a plugin that works on these pages after the build: `contentLoaded`
 * keeps the content every plugin loaded, `pages()` reads the pages from it.
 */
export function contentPagesTracker(siteDir: string) {
  let allContent: AllContent = {};
  return {
    async contentLoaded({allContent: loaded}: {allContent: unknown}): Promise<void> {
      allContent = loaded as AllContent;
    },
    pages: (): ContentPage[] => collectContentPages(allContent, siteDir),
  };
}
