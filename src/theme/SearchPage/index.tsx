/**
 * The theme's search page, plus what it lacks when the local index cannot be
 * read (offline before the index was cached, a broken deploy): left alone it
 * shows its spinner forever. Here the spinner gives way to the same message
 * as the search modal's error screen, with a way to try again.
 *
 * When the local index answers, the "Search by Algolia" mark gives way to
 * "Search runs in your browser": Algolia is not involved then, and the
 * engine's note (words left out, "Did you mean …?") shows under the box.
 *
 * Both are portalled into the page's content column because the original
 * component renders its own Layout, which a wrapper cannot enter.
 * The wrapper also gives the page a meta description and a name for its
 * unlabelled version select (both missing upstream; Lighthouse and axe flag them).
 */
import React, {useEffect, useState} from 'react';
import {createPortal} from 'react-dom';
import Head from '@docusaurus/Head';
import {translate} from '@docusaurus/Translate';
import SearchPage from '@theme-original/SearchPage';
import type SearchPageType from '@theme/SearchPage';
import type {WrapperProps} from '@docusaurus/types';
import {usePluginData} from '@docusaurus/useGlobalData';
import {onSearchAvailability} from '@site/src/plugins/local-search/client/searchAvailability';
import SearchUnavailableNotice from '@site/src/plugins/local-search/theme/SearchUnavailableNotice';
import LocalSearchNote from '@site/src/plugins/local-search/theme/LocalSearchNote';
import QueryNote from '@site/src/plugins/local-search/theme/QueryNote';
import type {LocalSearchGlobalData} from '@site/src/plugins/local-search/globalData';

type Props = WrapperProps<typeof SearchPageType>;

const versionSelectLabel = translate({
  id: 'search.versionSelect.label',
  message: 'Docs version to search',
});

/** The version select, named for screen readers once it is rendered. */
function useVersionSelectLabel(column: Element | null): void {
  useEffect(() => {
    column?.querySelector('select')?.setAttribute('aria-label', versionSelectLabel);
  });
}

/** The content column of the search page, once it is in the DOM. */
function useContentColumn(): Element | null {
  const [column, setColumn] = useState<Element | null>(null);
  useEffect(() => {
    setColumn(document.querySelector('.main-wrapper > .container'));
  }, []);
  return column;
}

/** "Search runs in your browser", where the page puts Algolia's mark. */
function AlgoliaMarkReplacement({column}: {column: Element | null}): JSX.Element | null {
  const logoColumn = column?.querySelector("[class*='searchLogoColumn']");
  return logoColumn ? createPortal(<LocalSearchNote />, logoColumn) : null;
}

export default function SearchPageWrapper(props: Props): JSX.Element {
  const {hosted} = usePluginData('local-search') as LocalSearchGlobalData;
  const [unavailable, setUnavailable] = useState(false);
  useEffect(() => onSearchAvailability((available) => setUnavailable(!available)), []);
  const column = useContentColumn();
  useVersionSelectLabel(column);
  return (
    <>
      <Head>
        <meta
          name="description"
          content={translate({
            id: 'search.page.description',
            message: 'Search the Docusaurus documentation, blog and changelog.',
          })}
        />
      </Head>
      <SearchPage {...props} />
      {unavailable && column && createPortal(<SearchUnavailableNotice />, column)}
      {!hosted && <AlgoliaMarkReplacement column={column} />}
      {!hosted && column && (
        <QueryNote inputSelector=".search-page-wrapper input[name='q']" anchorSelector=".search-page-wrapper .container form" where="after" />
      )}
    </>
  );
}
