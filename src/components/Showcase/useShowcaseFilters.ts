/**
 * Reads the showcase filters from the URL and writes changes back to it with
 * React Router, so every change is a history entry (back/forward work).
 */
import {useCallback, useMemo} from 'react';
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

  const setFilters = useCallback(
    (next: ShowcaseFilters, mode: HistoryMode = 'push') => {
      const target = {
        pathname: location.pathname,
        search: serializeFilters(next, location.search),
        hash: location.hash,
      };
      if (mode === 'push') history.push(target);
      else history.replace(target);
    },
    [history, location.pathname, location.search, location.hash],
  );

  return {filters, setFilters};
}
