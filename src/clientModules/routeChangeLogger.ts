/**
 * Client module registered only in preview builds (DOCS_PREVIEW_BUILD=true):
 * logs each client-side route change, so reviewers of a preview can see what
 * the router did from the browser console.
 */
import type {Location} from 'history';

export function describeRouteChange(location: Location, previousLocation: Location | null): string {
  const to = `${location.pathname}${location.search}${location.hash}`;
  if (!previousLocation) {
    return `[preview] route: ${to}`;
  }
  const from = `${previousLocation.pathname}${previousLocation.search}${previousLocation.hash}`;
  return `[preview] route change: ${from} -> ${to}`;
}

export function onRouteDidUpdate({
  location,
  previousLocation,
}: {
  location: Location;
  previousLocation: Location | null;
}): void {
  // eslint-disable-next-line no-console
  console.log(describeRouteChange(location, previousLocation));
}
