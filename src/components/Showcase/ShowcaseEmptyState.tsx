/** Shown instead of the grid when no site passes the filters. */
import React from 'react';

import styles from './ShowcaseEmptyState.module.css';

export default function ShowcaseEmptyState({onClear}: {onClear: () => void}): JSX.Element {
  return (
    <div className={styles.empty}>
      <p className={styles.message}>
        <strong>No site matches these filters.</strong> Select fewer tags, switch to OR, or shorten the name
        you searched for.
      </p>
      <button type="button" className="button button--primary" onClick={onClear}>
        Clear all filters
      </button>
    </div>
  );
}
