/**
 * Calls `work` once, the first time the reader shows an intent to follow a
 * link to another page of this site: the pointer over it, a touch on it, or
 * keyboard focus on it. That comes before the click by a few hundred
 * milliseconds, time enough to fetch what the next page will need.
 */
const intentEvents = ['pointerover', 'touchstart', 'focusin'] as const;

/** A link that a click would follow to another page of the single-page app (not an anchor on this page). */
export function isLinkToAnotherPage(target: EventTarget | null, here: {origin: string; pathname: string}): boolean {
  // Duck-typed rather than `instanceof`: text nodes and the document have no
  // `closest`, and an SVG link has no `origin`.
  const closest = (target as Partial<Element> | null)?.closest;
  const link = typeof closest === 'function' ? (closest.call(target, 'a[href]') as Partial<HTMLAnchorElement> | null) : null;
  if (!link?.origin || link.target === '_blank' || link.hasAttribute?.('download')) return false;
  return link.origin === here.origin && link.pathname !== here.pathname;
}

export function whenNavigationIntended(work: () => void): void {
  const onIntent = (event: Event) => {
    if (!isLinkToAnotherPage(event.target, window.location)) return;
    for (const type of intentEvents) document.removeEventListener(type, onIntent, true);
    work();
  };
  for (const type of intentEvents) document.addEventListener(type, onIntent, {capture: true, passive: true});
}
