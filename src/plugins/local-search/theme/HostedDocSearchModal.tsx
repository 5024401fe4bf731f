/**
 * Stands in for `@docsearch/react/modal` when the hosted Algolia index is
 * used: the modal and its Algolia client are untouched; it only adds the
 * "Let us know." link to the no-results screen, which the theme cannot
 * configure (it takes a function, and theme config is serialised).
 */
import React from 'react';
import {DocSearchModal as UpstreamDocSearchModal, type DocSearchModalProps} from '@docsearch/react';
import {missingResultsUrl} from '../client/missingResultsUrl';

export function DocSearchModal(props: DocSearchModalProps): JSX.Element {
  return <UpstreamDocSearchModal getMissingResultsUrl={missingResultsUrl} {...props} />;
}
