/**
 * Makes every link and image of an exported page absolute, the way the site
 * itself resolves them: links to other Markdown files go to those files'
 * pages, `/paths` get the site URL and base URL, and relative files (images,
 * downloads) point to the copy the build made of them.
 */
import path from 'path';
import type {LinkResolver} from './inlineMarkdown';

export interface LinkContext {
  /** `https://docusaurus.io` (no trailing slash). */
  siteOrigin: string;
  /** `/` or `/some/base/`. */
  baseUrl: string;
  /** Absolute URL of the page being exported. */
  pageUrl: string;
  /** Absolute path of the page's source file. */
  sourceFile: string;
  /** Absolute source path → permalink (with base URL) of every page the site builds from Markdown. */
  permalinkBySource: ReadonlyMap<string, string>;
  /** The build's URL path (with base URL) of a local file the site copied into the output, if any. */
  assetUrl?: (absolutePath: string) => string | undefined;
}

const PROTOCOL = /^[a-z][a-z\d+.-]*:/i;

/**
 * A few permalinks hold a space (`/changelog/V2 Changelog`): a Markdown link
 * destination ends at a raw space, so URLs built from paths carry it encoded.
 */
export function siteUrl(siteOrigin: string, urlPath: string): string {
  return `${siteOrigin}${urlPath.replace(/ /g, '%20')}`;
}

export function createLinkResolver(context: LinkContext): LinkResolver {
  const fromPath = (urlPath: string) => siteUrl(context.siteOrigin, urlPath);
  return (href: string) => {
    if (href.startsWith('pathname://')) {
      return fromPath(`${context.baseUrl}${href.slice('pathname://'.length).replace(/^\//, '')}`);
    }
    if (PROTOCOL.test(href) || href.startsWith('//')) {
      return href;
    }
    if (href.startsWith('#')) {
      return `${context.pageUrl}${href}`;
    }
    if (href.startsWith('/')) {
      return fromPath(`${context.baseUrl}${href.slice(1)}`);
    }
    const [filePart, hash = ''] = href.split('#');
    const target = path.resolve(path.dirname(context.sourceFile), decodeURIComponent(filePart));
    const permalink = context.permalinkBySource.get(target);
    if (permalink) {
      return fromPath(permalink) + (hash ? `#${hash}` : '');
    }
    const asset = context.assetUrl?.(target);
    if (asset) {
      return fromPath(asset);
    }
    return new URL(href, context.pageUrl).href;
  };
}
