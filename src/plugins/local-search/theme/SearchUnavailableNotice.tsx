/**
 * Shown on the search page when the search index cannot be read. Same words
 * as the search modal's error screen, so a reader meets one message
 * for one problem. Reloading keeps the query, which lives in the URL.
 */
import React from 'react';
import Translate from '@docusaurus/Translate';
import './searchUnavailable.css';

export default function SearchUnavailableNotice(): JSX.Element {
  return (
    <div className="alert alert--danger local-search-page-unavailable" role="alert">
      <p className="margin-bottom--sm">
        <strong>
          <Translate id="theme.SearchModal.errorScreen.titleText">Unable to fetch results</Translate>
        </strong>
      </p>
      <p className="margin-bottom--sm">
        <Translate id="theme.SearchModal.errorScreen.helpText">
          You might want to check your network connection.
        </Translate>
      </p>
      <button type="button" className="button button--secondary button--sm" onClick={() => window.location.reload()}>
        <Translate id="search.unavailable.retry">Try again</Translate>
      </button>
    </div>
  );
}
