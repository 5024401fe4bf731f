/**
 * Stands in for `@docsearch/react/modal` in the theme's SearchBar when the
 * site searches its local index: the same modal, with its search client
 * swapped for the local one (through DocSearch's own `transformSearchClient`
 * hook) and a "Let us know." link on the no-results screen.
 */
import React from 'react';
import {DocSearchModal as UpstreamDocSearchModal, type DocSearchModalProps} from '@docsearch/react';
import {getSiteSearchClient} from './siteSearchClient';
import {missingResultsUrl} from './missingResultsUrl';

type TransformClient = NonNullable<DocSearchModalProps['transformSearchClient']>;

const toLocalClient: TransformClient = (upstreamClient) => {
  const local = getSiteSearchClient();
  return {
    ...upstreamClient,
    search: local.search as unknown as typeof upstreamClient.search,
  };
};

export function DocSearchModal(props: DocSearchModalProps): JSX.Element {
  return (
    <UpstreamDocSearchModal
      getMissingResultsUrl={missingResultsUrl}
      {...props}
      transformSearchClient={toLocalClient}
    />
  );
}
