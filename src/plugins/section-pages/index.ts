/**
 * Adds page routes that also match every sub-path (the sections listed in
 * ./sectionRoutes.ts). The pages plugin only creates exact routes, hence this
 * small plugin.
 */
import type {LoadContext, Plugin} from '@docusaurus/types';
import {normalizeUrl} from '@docusaurus/utils';

import type {SectionRoute} from './sectionRoutes';

export interface SectionPagesOptions {
  pages: readonly Pick<SectionRoute, 'path' | 'component'>[];
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
          component: '@site/src/plugins/section-pages/SectionRoute',
          exact: false,
          priority: -2,
          routes: [{path: routePath, component: page.component, exact: false}],
        });
      }
    },
  };
}
