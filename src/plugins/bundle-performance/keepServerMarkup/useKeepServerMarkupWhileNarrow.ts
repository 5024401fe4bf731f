/**
 * useKeepServerMarkup for what the stylesheet hides on narrow screens: Infima
 * hides the navbar's items below 997px (a phone reaches them through the menu,
 * which renders its own). Hydrating on a narrow screen keeps the server's
 * markup, unhydrated and unseen, for as long as the window stays narrow; once
 * it is wide the component renders as usual. On a wide screen it hydrates.
 */
import {useEffect, type RefObject} from 'react';
import {useKeepServerMarkup} from './useKeepServerMarkup';

export const wideScreenQuery = '(min-width: 997px)';

const isNarrow = () => !window.matchMedia(wideScreenQuery).matches;

export function useKeepServerMarkupWhileNarrow<T extends HTMLElement>(): {keep: boolean; ref: RefObject<T>} {
  const {keep, ref, renderChildren} = useKeepServerMarkup<T>(isNarrow);
  useEffect(() => {
    if (!keep) return undefined;
    const wide = window.matchMedia(wideScreenQuery);
    const renderOnceWide = () => {
      if (wide.matches) renderChildren();
    };
    // The window may have widened between hydration and this effect.
    renderOnceWide();
    wide.addEventListener('change', renderOnceWide);
    return () => wide.removeEventListener('change', renderOnceWide);
  }, [keep]);
  return {keep, ref};
}
