/**
 * Stands in for `@docsearch/react` in the theme's SearchBar, which takes only
 * the search button and the keyboard shortcuts from it. Both are DocSearch's,
 * with two changes so that search survives the connection dropping mid-visit:
 *
 * - at idle after load, the button downloads the modal's code through the
 *   theme's own loader (the same lazy chunk a first use would fetch), then,
 *   with the local index, the index files the page's searches would read.
 *   Skipped for readers saving data or on 2G, as the framework's route
 *   prefetch is. `data-search-prefetch` on the button tells how it went;
 * - opening the modal (button, Ctrl+K, "/") waits for that code and, when it
 *   cannot be had, shows the modal's "Unable to fetch results" screen rather
 *   than nothing.
 */
import React, {forwardRef, useCallback, useEffect, useState} from 'react';
import {
  DocSearchButton as UpstreamDocSearchButton,
  useDocSearchKeyboardEvents as useUpstreamKeyboardEvents,
  type DocSearchButtonProps,
  type UseDocSearchKeyboardEventsProps,
} from '@docsearch/react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {usePluginData} from '@docusaurus/useGlobalData';
import {useAlgoliaContextualFacetFilters} from '@docusaurus/theme-search-algolia/client';
import {mayPrefetchAtIdle, type ConnectionHints} from '../client/idlePrefetchPolicy';
import {runWhenIdleAfterLoad} from '@site/src/utils/idle';
import {indexPrefetch} from '../client/indexPrefetch';
import type {LocalSearchGlobalData} from '../globalData';
import {loadModalCode, onModalCodeFailure, openWhenModalCodeLoaded, setModalCodeLoader} from './modalCode';
import ModalCodeUnavailable from './ModalCodeUnavailable';

type PrefetchState = 'waiting' | 'done' | 'failed' | 'skipped';

interface AlgoliaThemeConfig {
  contextualSearch?: boolean;
  searchParameters?: {facetFilters?: string | Array<string | string[]>};
}

/** The facet filters the theme's modal searches with on this page. */
function useModalFacetFilters(): Array<string | string[]> {
  const {siteConfig} = useDocusaurusContext();
  const {contextualSearch, searchParameters} = siteConfig.themeConfig.algolia as AlgoliaThemeConfig;
  const contextual = useAlgoliaContextualFacetFilters() as Array<string | string[]>;
  const configured = searchParameters?.facetFilters ?? [];
  const fromConfig = typeof configured === 'string' ? [configured] : configured;
  return contextualSearch ? [...contextual, ...fromConfig] : fromConfig;
}

function quietlyLoadModalCode(): void {
  // Hovering or focusing the button only warms up; failures show on opening.
  loadModalCode().catch(() => undefined);
}

function useIdlePrefetch(): PrefetchState {
  const facetFilters = useModalFacetFilters();
  const {hosted} = usePluginData('local-search') as LocalSearchGlobalData;
  const [state, setState] = useState<PrefetchState>('waiting');
  const filtersKey = JSON.stringify(facetFilters);
  useEffect(() => {
    const connection = (navigator as Navigator & {connection?: ConnectionHints}).connection;
    if (!mayPrefetchAtIdle(connection, navigator.onLine)) {
      setState('skipped');
      return undefined;
    }
    let unmounted = false;
    runWhenIdleAfterLoad(() => {
      // The connection may have dropped since the page loaded: then nothing is fetched.
      if (!navigator.onLine) {
        if (!unmounted) setState('skipped');
        return;
      }
      loadModalCode()
        .then(() => (hosted ? undefined : indexPrefetch()?.(facetFilters)))
        .then(
          () => !unmounted && setState('done'),
          () => !unmounted && setState('failed'),
        );
    });
    return () => {
      unmounted = true;
    };
    // The filters are compared by value: a new array each render is the same filters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [filtersKey, hosted]);
  return state;
}

export const DocSearchButton = forwardRef<HTMLButtonElement, DocSearchButtonProps>(function DocSearchButton(
  {onClick, onFocus, ...props},
  ref,
) {
  // The theme passes its modal loader as the focus handler (and hover, touch).
  useEffect(() => setModalCodeLoader(onFocus as unknown as () => Promise<unknown>), [onFocus]);
  const prefetch = useIdlePrefetch();
  const [codeMissing, setCodeMissing] = useState(false);
  useEffect(() => onModalCodeFailure(setCodeMissing), []);
  const closeNotice = useCallback(() => setCodeMissing(false), []);
  return (
    <>
      <UpstreamDocSearchButton
        {...props}
        ref={ref}
        onFocus={quietlyLoadModalCode}
        onMouseOver={quietlyLoadModalCode}
        onTouchStart={quietlyLoadModalCode}
        onClick={(event) => openWhenModalCodeLoaded(() => onClick?.(event))}
        data-search-prefetch={prefetch}
      />
      {codeMissing && <ModalCodeUnavailable onClose={closeNotice} />}
    </>
  );
});

export function useDocSearchKeyboardEvents(options: UseDocSearchKeyboardEventsProps): void {
  const {onOpen, onInput} = options;
  const open = useCallback(() => openWhenModalCodeLoaded(onOpen), [onOpen]);
  const input = useCallback(
    (event: KeyboardEvent) => openWhenModalCodeLoaded(() => onInput?.(event)),
    [onInput],
  );
  useUpstreamKeyboardEvents({...options, onOpen: open, onInput: onInput && input});
}
