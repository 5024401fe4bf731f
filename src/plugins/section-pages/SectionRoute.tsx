/**
 * Parent route of the section pages (see ./index.ts): renders
 * its single child route, which matches the section path and all sub-paths.
 */
import renderRoutes from '@docusaurus/renderRoutes';
import type {RouteConfig} from 'react-router-config';

export default function SectionRoute({route}: {route: {routes: RouteConfig[]}}): JSX.Element {
  return renderRoutes(route.routes);
}
