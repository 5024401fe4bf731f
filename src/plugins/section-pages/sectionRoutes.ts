/**
 * The site's sections: pages whose route also matches every sub-path, so
 * `/versions/anything` renders the versions page. The one list of them, read by
 * the site configuration (which registers the routes) and by both static
 * servers (scripts/lib/staticSite.ts; deploy/nginx.conf is checked against it
 * by scripts/check-hosting.ts).
 */
export interface SectionRoute {
  /** Route path without base URL and without trailing slash, e.g. `/versions`. */
  path: string;
  /** Module path of the page component. */
  component: string;
  /**
   * Whether the server answers unknown sub-paths with the section page and a
   * 200. `/tests` has other routes under it (/tests/docs, /tests/blog...), so
   * its unknown sub-paths keep the 404 status and the client renders them.
   */
  serverFallback: boolean;
}

export const sectionRoutes: readonly SectionRoute[] = [
  {path: '/versions', component: '@site/src/sections/VersionsPage', serverFallback: true},
  {path: '/feature-requests', component: '@site/src/sections/FeatureRequestsPage', serverFallback: true},
  {path: '/showcase', component: '@site/src/sections/ShowcasePage', serverFallback: true},
  {path: '/tests', component: '@site/src/sections/TestsPage', serverFallback: false},
];
