/**
 * The route table's component factory, made lazy. The generated route table
 * (`@generated/routes`) calls `ComponentCreator` for each of its ~1,000 routes
 * when main.js is evaluated; the framework's factory flattens the route's chunk
 * names and builds a react-loadable component each time, a large part of the
 * main.js task on a phone-class CPU (README.md) and garbage to collect, though a page
 * load only ever renders or preloads the handful of routes its path matches.
 * Here each route gets a small component that builds the framework's one the
 * first time the route is preloaded or rendered (lazyRouteComponent.tsx); the
 * markup and the preload behaviour are the framework's.
 *
 * Swapped in for `@docusaurus/ComponentCreator` by a resolve alias in
 * src/plugins/bundle-performance, server and client alike.
 */
import originalComponentCreator from '@original-framework-module/ComponentCreator';
import {lazyRouteComponent, type PreloadableComponent} from './lazyRouteComponent';

export default function ComponentCreator(path: string, hash: string): PreloadableComponent {
  return lazyRouteComponent(() => originalComponentCreator(path, hash));
}
