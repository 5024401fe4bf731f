/**
 * Reads the showcase filters from the URL and writes changes back to it with
 * React Router, so every change is a history entry (back/forward work).
 *
 * The theme moves focus to the top of the page on every pushed location (its
 * skip-to-content behaviour for page changes), which threw a keyboard reader
 * out of the filters at each checkbox press. The control that changed the
 * filters gets the focus back once that has happened: this hook runs in the
 * page component, whose effects run after those of the layout inside it.
 */
import {useCallback, useEffect, useMemo, useRef} from 'react';
import {useHistory, useLocation} from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';

import {parseFilters, serializeFilters, type ShowcaseFilters} from './filterQuery';

export type HistoryMode = 'push' | 'replace';

export function useShowcaseFilters(): {
  filters: ShowcaseFilters;
  setFilters: (next: ShowcaseFilters, mode?: HistoryMode) => void;
} {
  const location = useLocation();
  const history = useHistory();
  // The HTML is pre-rendered without a query. Until hydration is done, render
  // that same unfiltered state, or React 17 would keep mismatched markup.
  const isBrowser = useIsBrowser();
  const search = isBrowser ? location.search : '';
  const filters = useMemo(() => parseFilters(search), [search]);
  const focusBeforeChange = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const control = focusBeforeChange.current;
    focusBeforeChange.current = null;
    if (control?.isConnected && document.activeElement !== control) control.focus({preventScroll: true});
  }, [search]);

  const setFilters = useCallback(
    (next: ShowcaseFilters, mode: HistoryMode = 'push') => {
      const target = {
        pathname: location.pathname,
        search: serializeFilters(next, location.search),
        hash: location.hash,
      };
      focusBeforeChange.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      if (mode === 'push') history.push(target);
      else history.replace(target);
    },
    [history, location.pathname, location.search, location.hash],
  );

  return {filters, setFilters};
}
