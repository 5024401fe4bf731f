/**
 * Redirects kept for readers arriving from old URLs. Pure functions so they can
 * be unit-tested without building the site.
 */
import type {Options as ClientRedirectsOptions} from '@docusaurus/plugin-client-redirects';

type RedirectOption = NonNullable<ClientRedirectsOptions['redirects']>[number];

/** Pages that used to live in the main docs and moved to the community docs. */
export const movedDocsRedirects: RedirectOption[] = ['support', 'team', 'resources'].map(
  (page) => ({from: `/docs/${page}`, to: `/community/${page}`}),
);

/** The home path of the current docs and of each older version. */
export function docsHomePaths(versions: readonly string[]): string[] {
  return ['/docs', ...versions.map((version) => `/docs/${version}`)];
}

/**
 * `/docs/introduction` (and the same under each version) once was the docs home;
 * it now lives at the version root. Given an existing route, returns the old
 * paths that must redirect to it.
 */
export function docsVersionRedirects(
  existingPath: string,
  versions: readonly string[],
): string[] | undefined {
  const withoutTrailingSlash = existingPath.replace(/\/$/, '');
  if (docsHomePaths(versions).includes(withoutTrailingSlash)) {
    return [`${withoutTrailingSlash}/introduction`];
  }
  return undefined;
}
