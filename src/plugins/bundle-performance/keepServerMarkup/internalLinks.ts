/**
 * What a Docusaurus `<Link>` does, for links inside server markup that React
 * did not hydrate (see useKeepServerMarkup): a click on a link to another page
 * of the site is a client-side navigation, not a page load, and the pointer
 * over it or focus on it preloads that page's chunks.
 */
import {useCallback, type MouseEvent, type SyntheticEvent} from 'react';
import {useHistory} from '@docusaurus/router';
import {isLinkToAnotherPage} from '@site/src/utils/navigationIntent';

interface History {
  push(path: string): void;
}

function internalLinkOf(event: SyntheticEvent): HTMLAnchorElement | null {
  if (!isLinkToAnotherPage(event.target, window.location)) return null;
  return (event.target as Element).closest('a[href]');
}

/** A plain left click (no modifier: those open a tab or a window) on a link to another page. */
export function followInternalLink(event: MouseEvent, history: History): void {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
  const link = internalLinkOf(event);
  if (!link) return;
  event.preventDefault();
  history.push(`${link.pathname}${link.search}${link.hash}`);
}

/** `docusaurus.preload` itself skips a page it has already preloaded. */
export function preloadInternalLink(event: SyntheticEvent): void {
  const link = internalLinkOf(event);
  if (!link) return;
  (window as unknown as {docusaurus?: {preload(path: string): unknown}}).docusaurus?.preload(link.pathname);
}

/** The event props that give an element's kept links what a `<Link>` does (delegated: the links themselves are not hydrated). */
export function useInternalLinkHandlers(): {
  onClick: (event: MouseEvent) => void;
  onPointerOver: typeof preloadInternalLink;
  onFocus: typeof preloadInternalLink;
  onTouchStart: typeof preloadInternalLink;
} {
  const history = useHistory();
  const onClick = useCallback((event: MouseEvent) => followInternalLink(event, history), [history]);
  return {onClick, onPointerOver: preloadInternalLink, onFocus: preloadInternalLink, onTouchStart: preloadInternalLink};
}
