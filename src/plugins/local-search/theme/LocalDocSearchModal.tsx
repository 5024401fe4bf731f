/**
 * Stands in for `@docsearch/react/modal` in the theme's SearchBar when the
 * site searches its local index: the same modal, with its search client
 * swapped for the local one (through DocSearch's own `transformSearchClient`
 * hook) and a "Let us know." link on the no-results screen.
 *
 * Loading this module also lets the search button prefetch the local index
 * (client/indexPrefetch.ts).
 *
 * Two additions are portalled into the modal:
 * - the "Unable to fetch results" screen. DocSearch 3.9 flags a failed search
 *   as an error, but its autocomplete core resets the status right after, so
 *   the modal would claim "No results" while the index could not even be
 *   downloaded;
 * - in the footer, "Search runs in your browser" instead of the "Search by
 *   Algolia" mark (hidden by searchUnavailable.css), since Algolia is not
 *   involved;
 * - above the results, the engine's note: the words it left out, or "Did you
 *   mean …?" (QueryNote.tsx).
 *
 * And once the texts of the pages an answer showed have arrived, the modal
 * searches its query again, so that their paragraphs are listed.
 */
import React, {useEffect, useState} from 'react';
import {createPortal} from 'react-dom';
import {DocSearchModal as UpstreamDocSearchModal, type DocSearchModalProps} from '@docsearch/react';
import {getSiteSearchClient} from '../client/siteSearchClient';
import {onSearchAvailability} from '../client/searchAvailability';
import {missingResultsUrl} from '../client/missingResultsUrl';
import {provideIndexPrefetch} from '../client/indexPrefetch';
import {onFullerAnswer} from '../client/fullerAnswer';
import {idlePause} from '@site/src/utils/idle';
import SearchUnavailableScreen from './SearchUnavailableScreen';
import LocalSearchNote from './LocalSearchNote';
import QueryNote from './QueryNote';
import {useModalElement} from './useModalElement';
import './searchUnavailable.css';

type TransformClient = NonNullable<DocSearchModalProps['transformSearchClient']>;

const toLocalClient: TransformClient = (upstreamClient) => {
  const local = getSiteSearchClient();
  return {
    ...upstreamClient,
    search: local.search as unknown as typeof upstreamClient.search,
  };
};

// The search button downloads this code at idle after load, then asks for the
// index through this, so that search keeps working if the network drops.
provideIndexPrefetch((facetFilters) => getSiteSearchClient().prefetch(facetFilters, idlePause));

/**
 * Makes DocSearch search its input's query again. React reports an input
 * event only for a value it has not seen, so its record of the value is
 * cleared first.
 */
function searchAgain(): void {
  const input = document.querySelector<HTMLInputElement>('.DocSearch-Modal .DocSearch-Input');
  if (!input?.value.trim()) {
    return;
  }
  // Searching again selects the first hit: a reader who has moved to another
  // (arrow keys, pointer) keeps it, and gets the paragraphs with the next key.
  const selected = document.querySelector('.DocSearch-Modal .DocSearch-Hit[aria-selected="true"]');
  if (selected && selected !== document.querySelector('.DocSearch-Modal .DocSearch-Hit')) {
    return;
  }
  (input as HTMLInputElement & {_valueTracker?: {setValue: (value: string) => void}})._valueTracker?.setValue('');
  input.dispatchEvent(new Event('input', {bubbles: true}));
}

export function DocSearchModal(props: DocSearchModalProps): JSX.Element {
  const [unavailable, setUnavailable] = useState(false);
  useEffect(() => onSearchAvailability((available) => setUnavailable(!available)), []);
  useEffect(() => onFullerAnswer(searchAgain), []);
  const dropdown = useModalElement('.DocSearch-Dropdown');
  const logo = useModalElement('.DocSearch-Logo');
  const texts = props.translations?.errorScreen;
  return (
    <>
      <UpstreamDocSearchModal getMissingResultsUrl={missingResultsUrl} {...props} transformSearchClient={toLocalClient} />
      {unavailable &&
        dropdown &&
        createPortal(
          <SearchUnavailableScreen
            title={texts?.titleText ?? 'Unable to fetch results'}
            help={texts?.helpText ?? 'You might want to check your network connection.'}
          />,
          dropdown,
        )}
      {logo && createPortal(<LocalSearchNote />, logo)}
      <QueryNote inputSelector=".DocSearch-Modal .DocSearch-Input" anchorSelector=".DocSearch-Modal .DocSearch-Dropdown" where="first-inside" />
    </>
  );
}
