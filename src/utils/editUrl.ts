/**
 * "Edit this page" links lead to this site's own sources, not to the
 * framework's repository: the text a reader would edit lives here. One setting,
 * the EDIT_URL_BASE environment variable, moves every docs and blog instance at
 * once (a fork, another host or another branch).
 */
import type {EditUrlFunction as DocsEditUrlFunction} from '@docusaurus/plugin-content-docs';
import type {EditUrlFunction as BlogEditUrlFunction} from '@docusaurus/plugin-content-blog';

export const DEFAULT_EDIT_URL_BASE = 'https://github.com/docusaurus-community/docs-site/edit/main/';

/** The base of every edit link, always ending with a slash; a malformed value stops the build with the reason. */
export function editUrlBase(env: NodeJS.ProcessEnv = process.env): string {
  const base = env.EDIT_URL_BASE?.trim() || DEFAULT_EDIT_URL_BASE;
  let url: URL;
  try {
    url = new URL(base);
  } catch {
    throw new Error(`EDIT_URL_BASE must be an absolute http(s) URL such as ${DEFAULT_EDIT_URL_BASE}; got "${base}".`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`EDIT_URL_BASE must use http or https; got "${base}".`);
  }
  return base.endsWith('/') ? base : `${base}/`;
}

/**
 * The edit link of one source file. Each path segment is percent-encoded
 * because some folders of this repository contain spaces (the test fixtures).
 */
export function editUrlOf(base: string, ...paths: string[]): string {
  const segments = paths.flatMap((part) => part.split('/')).filter((segment) => segment !== '' && segment !== '.');
  return base + segments.map(encodeURIComponent).join('/');
}

/** For a docs instance: the file under docs/, versioned_docs/version-x/, community/, ... */
export function docsEditUrl(base: string): DocsEditUrlFunction {
  return ({versionDocsDirPath, docPath}) => editUrlOf(base, versionDocsDirPath, docPath);
}

/** For a blog instance: the file under blog/, changelog/, ... */
export function blogEditUrl(base: string): BlogEditUrlFunction {
  return ({blogDirPath, blogPath}) => editUrlOf(base, blogDirPath, blogPath);
}
