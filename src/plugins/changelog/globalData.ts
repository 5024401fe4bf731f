/**
 * The small piece of data the changelog plugin publishes to the client: where
 * its feeds live. Pure string handling only, because the list page imports
 * these types and this module must stay safe to bundle for the browser.
 */
import type {FeedType} from '@docusaurus/plugin-content-blog';

export type ChangelogFeedLink = {
  readonly type: FeedType;
  readonly label: string;
  readonly href: string;
};

export type ChangelogGlobalData = {
  readonly feeds: readonly ChangelogFeedLink[];
  /** The releases with an entry, as their entry's last path segment (`2.0.0-rc.1`). */
  readonly releases: readonly string[];
};

// File names are the ones the blog plugin writes in its postBuild step.
const feedFiles: Record<FeedType, {file: string; label: string}> = {
  rss: {file: 'rss.xml', label: 'RSS'},
  atom: {file: 'atom.xml', label: 'Atom'},
  json: {file: 'feed.json', label: 'JSON Feed'},
};

/** Joins URL path segments with exactly one slash between them. */
export function joinUrlPath(...segments: readonly string[]): string {
  const parts = segments.flatMap((segment) => segment.split('/')).filter(Boolean);
  return `/${parts.join('/')}`;
}

export function changelogGlobalData({
  baseUrl,
  routeBasePath,
  feedTypes,
  entryPermalinks,
}: {
  baseUrl: string;
  routeBasePath: string;
  feedTypes: readonly FeedType[] | null | undefined;
  entryPermalinks: readonly string[];
}): ChangelogGlobalData {
  return {
    releases: entryPermalinks.map((permalink) => permalink.split('/').filter(Boolean).pop()!),
    feeds: (feedTypes ?? []).map((type) => ({
      type,
      label: feedFiles[type].label,
      href: joinUrlPath(baseUrl, routeBasePath, feedFiles[type].file),
    })),
  };
}
