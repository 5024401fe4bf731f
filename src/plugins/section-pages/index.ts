/**
 * Adds page routes that also match every sub-path (spec §2: `/versions/`,
 * `/feature-requests/`, `/showcase/` and `/tests/` are non-exact). The pages
 * plugin only creates exact routes, hence this small plugin.
 */
import type {LoadContext, Plugin} from '@docusaurus/types';
import {normalizeUrl} from '@docusaurus/utils';

export interface SectionPage {
  /** Route path without base URL, e.g. `/versions`. */
  path: string;
  /** Module path of the page component, e.g. `@site/src/sections/VersionsPage`. */
  component: string;
}

export interface SectionPagesOptions {
  pages: SectionPage[];
  id?: string;
}

export function sectionPagesPlugin(context: LoadContext, rawOptions: unknown): Plugin {
  const options = rawOptions as SectionPagesOptions;
  return {
    name: 'section-pages',
    async contentLoaded({actions}) {
      for (const page of options.pages) {
        const routePath = normalizeUrl([context.baseUrl, page.path]);
        // Docusaurus sorts routes that have child routes after flat ones, and
        // lower priorities last: wrapping the page in a parent route with
        // priority -2 (below the docs plugin's own -1; ties sort by path) keeps
        // `/tests` from shadowing `/tests/docs`, `/tests/blog`,
        // ... The child route is what gets pre-rendered to HTML.
        actions.addRoute({
          path: routePath,
          component: '@site/src/sections/SectionRoute',
          exact: false,
          priority: -2,
          routes: [{path: routePath, component: page.component, exact: false}],
        });
      }
    },
  };
}
