/** The filtered site grid with its live count, or the empty state. */
import React from 'react';
import type {Site} from '@site/src/data/showcase';

import ShowcaseCard from './ShowcaseCard';
import ShowcaseEmptyState from './ShowcaseEmptyState';

import styles from './ShowcaseResults.module.css';

interface Props {
  sites: Site[];
  onClearFilters: () => void;
}

export default function ShowcaseResults({sites, onClearFilters}: Props): JSX.Element {
  return (
    <section aria-labelledby="showcase-sites-heading">
      <div className={styles.header}>
        <h2 id="showcase-sites-heading" className={styles.heading}>
          Sites
        </h2>
        {/* Announced politely after each filter change. */}
        <p className={styles.count} role="status" aria-live="polite" aria-atomic="true" data-testid="showcase-count">
          {sites.length === 1 ? '1 site' : `${sites.length} sites`}
        </p>
      </div>
      {sites.length === 0 ? (
        <ShowcaseEmptyState onClear={onClearFilters} />
      ) : (
        <ul className={styles.grid}>
          {sites.map((site) => (
            <ShowcaseCard key={site.name} site={site} />
          ))}
        </ul>
      )}
    </section>
  );
}
