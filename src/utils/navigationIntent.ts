/**
 * The reader heading for a control or a link before using it: the pointer
 * over it, a touch on it, or keyboard focus on it. That comes before the
 * click by a few hundred milliseconds, time enough to fetch or render what
 * the click will need (the next page's code, the phone menu).
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

/**
 * Calls `work` once, the first time the reader heads for an element that
 * `isTarget` accepts (pointer over it, touch, keyboard focus). Returns a
 * function that stops waiting.
 */
export function whenHeadedFor(isTarget: (target: EventTarget | null) => boolean, work: () => void): () => void {
  const stop = () => {
    for (const type of intentEvents) document.removeEventListener(type, onIntent, true);
  };
  const onIntent = (event: Event) => {
    if (!isTarget(event.target)) return;
    stop();
    work();
  };
  for (const type of intentEvents) document.addEventListener(type, onIntent, {capture: true, passive: true});
  return stop;
}

export function whenNavigationIntended(work: () => void): void {
  whenHeadedFor((target) => isLinkToAnotherPage(target, window.location), work);
}
