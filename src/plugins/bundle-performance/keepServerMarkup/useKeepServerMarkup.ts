/**
 * Lets a component skip hydrating its children on the page's first load.
 *
 * React 17 hydrates a whole page in one task; on a long page most of that
 * task re-creates, in memory, what the server already rendered and never
 * changes (paragraphs, lists, tables, cards). An element rendered with an
 * empty `dangerouslySetInnerHTML` is matched to its server element but its
 * children are left as they are, neither hydrated nor removed. This hook says
 * when that is safe: only while the server's markup is being hydrated, never
 * in development (where nothing is server-rendered) nor on a page rendered by
 * client-side navigation. If the element turns out to be empty (the HTML
 * served was not this page's), it renders its children after all, before the
 * browser paints. When the kept markup is swapped for React's while the
 * reader's focus is inside it (a keyboard reader tabbed onto a kept button),
 * the focus moves to React's element in the same place.
 */
import {useLayoutEffect, useRef, useState, type RefObject} from 'react';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import useIsBrowser from '@docusaurus/useIsBrowser';

/** The props that keep an element's server-rendered children, in place of `children`. */
export const keptServerChildren = {dangerouslySetInnerHTML: {__html: ''}, suppressHydrationWarning: true} as const;

const focusableSelector = 'a[href], button, input, select, textarea, summary, [tabindex]';

export function useKeepServerMarkup<T extends HTMLElement>(): {keep: boolean; ref: RefObject<T>; renderChildren: () => void} {
  const isBrowser = useIsBrowser();
  const [keep, setKeep] = useState(
    () => process.env.NODE_ENV === 'production' && ExecutionEnvironment.canUseDOM && !isBrowser,
  );
  const ref = useRef<T>(null);
  const focusedIndex = useRef(-1);
  useLayoutEffect(() => {
    if (keep && ref.current && !ref.current.hasChildNodes()) setKeep(false);
    if (!keep && focusedIndex.current >= 0) {
      ref.current?.querySelectorAll<HTMLElement>(focusableSelector)[focusedIndex.current]?.focus();
      focusedIndex.current = -1;
    }
  }, [keep]);
  const renderChildren = () => {
    const focused = document.activeElement;
    if (ref.current && focused && ref.current.contains(focused)) {
      focusedIndex.current = [...ref.current.querySelectorAll(focusableSelector)].indexOf(focused);
    }
    setKeep(false);
  };
  return {keep, ref, renderChildren};
}
