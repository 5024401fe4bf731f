/**
 * This site's choices for its search index, kept apart from the generic
 * crawler (crawl.ts): which pages stay out, what section label heads their
 * hits, and how much each section weighs in the ranking.
 */

/** What the crawler tells the policy about one page. */
export interface PageFacts {
  /** `docsearch:docusaurus_tag`: `default` or `docs-<plugin>-<version>`. */
  tag: string;
  /** Classes on `<html>` (`docs-doc-page`, `blog-post-page`, `plugin-id-…`). */
  htmlClass: string;
  /** Label of the sidebar category that holds the page, on docs pages. */
  activeSidebarCategory?: string;
  /** Label of the navbar item marked active. */
  activeNavbarItem?: string;
}

export interface SearchPolicy {
  /** Is a page at this path (relative to the base URL, starting with `/`) left out? */
  isExcludedPath(sitePath: string): boolean;
  /** Is a page with this docsearch tag a listing of other pages (left out)? */
  isListingTag(tag: string): boolean;
  /** The section heading shown above the page's hits (DocSearch's lvl0). */
  sectionLabel(page: PageFacts): string;
  /** Ranking weight of the page's section, as DocSearch's `pageRank`. */
  pageRank(page: PageFacts): number;
}

const hasClass = (htmlClass: string, name: string) => ` ${htmlClass} `.includes(` ${name} `);

/**
 * Listing pages (blog pagination, tag pages) repeat content that is indexed
 * on its own page, and contextual search never asks for them.
 */
const listingTags = new Set([
  'blog_posts_list',
  'blog_tags_list',
  'blog_tags_posts',
  'doc_tags_list',
  'doc_tag_doc_list',
]);

export const sitePolicy: SearchPolicy = {
  isExcludedPath(sitePath) {
    // The test fixtures, the debug pages and the search page itself are not
    // reading matter; neither are the not-found page and the blog archives.
    return (
      /^\/(tests|__docusaurus|search)(\/|$)/.test(sitePath) ||
      /\/404(\.html)?$/.test(sitePath) ||
      /\/archive\/?$/.test(sitePath)
    );
  },

  isListingTag: (tag) => listingTags.has(tag),

  sectionLabel({htmlClass, activeSidebarCategory, activeNavbarItem}) {
    const isDocsPage = hasClass(htmlClass, 'docs-doc-page');
    if (activeSidebarCategory && isDocsPage) {
      return activeSidebarCategory;
    }
    if (hasClass(htmlClass, 'plugin-id-changelog')) {
      return 'Changelog';
    }
    if (activeNavbarItem) {
      return activeNavbarItem;
    }
    if (hasClass(htmlClass, 'blog-post-page')) {
      return 'Blog';
    }
    return isDocsPage ? 'Documentation' : 'Pages';
  },

  // The reference docs come before community pages, standalone pages, blog
  // posts and release notes when the text matches equally well.
  pageRank({tag, htmlClass}) {
    if (tag.startsWith('docs-default-')) {
      return 4;
    }
    if (tag.startsWith('docs-')) {
      return 3;
    }
    if (hasClass(htmlClass, 'plugin-id-changelog')) {
      return 0;
    }
    return hasClass(htmlClass, 'blog-post-page') ? 1 : 2;
  },
};

/** The path of a page relative to the site's base URL: `/x/docs/a` → `/docs/a` for base `/x/`. */
export function pathWithinSite(url: string, baseUrl: string): string {
  const base = baseUrl.replace(/\/$/, '');
  if (base && (url === base || url.startsWith(`${base}/`))) {
    return url.slice(base.length) || '/';
  }
  return url;
}
