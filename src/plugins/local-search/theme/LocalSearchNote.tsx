/**
 * Says where the answers come from when the local index answers: in the
 * reader's browser, not from Algolia. It takes the place of the "Search by
 * Algolia" mark in the search modal and on the search page, which would
 * credit a service that is not involved.
 */
import React from 'react';
import Translate from '@docusaurus/Translate';

export default function LocalSearchNote(): JSX.Element {
  return (
    <span className="local-search-note">
      <Translate id="search.localNote" description="Shown where Algolia's mark would be when the site searches its own index">
        Search runs in your browser
      </Translate>
    </span>
  );
}
