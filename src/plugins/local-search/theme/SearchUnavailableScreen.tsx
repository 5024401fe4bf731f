/**
 * The search modal's "Unable to fetch results" screen, in DocSearch's own
 * markup and classes so it looks like the modal's other screens.
 */
import React from 'react';

/** A cloud crossed out. */
function UnavailableIcon(): JSX.Element {
  return (
    <svg width="40" height="40" viewBox="0 0 40 40" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <path d="M12 28h17a7 7 0 0 0 0-14 10 10 0 0 0-19 3 5.5 5.5 0 0 0 2 11z" strokeLinecap="round" strokeLinejoin="round" />
      <path d="M8 8l24 24" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

export default function SearchUnavailableScreen({title, help}: {title: string; help: string}): JSX.Element {
  return (
    <div className="local-search-unavailable">
      <div className="DocSearch-ErrorScreen" role="alert">
        <div className="DocSearch-Screen-Icon">
          <UnavailableIcon />
        </div>
        <p className="DocSearch-Title">{title}</p>
        <p className="DocSearch-Help">{help}</p>
      </div>
    </div>
  );
}
