/**
 * The theme's search page, plus what it lacks when the local index cannot be
 * read (offline before the index was cached, a broken deploy): left alone it
 * shows its spinner forever. Here the spinner gives way to the same message
 * as the search modal's error screen, with a way to try again.
 *
 * The notice is portalled into the page's content column because the
 * original component renders its own Layout, which a wrapper cannot enter.
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
import {onSearchAvailability} from '@site/src/search/siteSearchClient';
import SearchUnavailableNotice from '@site/src/search/SearchUnavailableNotice';

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

export default function SearchPageWrapper(props: Props): JSX.Element {
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
    </>
  );
}
