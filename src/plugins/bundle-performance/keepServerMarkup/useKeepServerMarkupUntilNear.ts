/**
 * useKeepServerMarkup for markup below the fold: the server's markup is kept
 * on the page's first load until the element comes within a screen's reach
 * (whenNearViewport.ts), then the component renders as usual.
 */
import {useEffect, type RefObject} from 'react';
import {useKeepServerMarkup} from './useKeepServerMarkup';
import {whenNearViewport} from './whenNearViewport';

export function useKeepServerMarkupUntilNear<T extends HTMLElement>(): {keep: boolean; ref: RefObject<T>} {
  const {keep, ref, renderChildren} = useKeepServerMarkup<T>();
  useEffect(() => (keep && ref.current ? whenNearViewport(ref.current, renderChildren) : undefined), [keep]);
  return {keep, ref};
}
