/** Narrows the showcase to sites whose name contains the typed text. */
import React from 'react';

import styles from './ShowcaseNameSearch.module.css';

interface Props {
  value: string;
  onChange: (value: string) => void;
}

export default function ShowcaseNameSearch({value, onChange}: Props): JSX.Element {
  return (
    <div className={styles.search}>
      <label htmlFor="showcase-name-search" className={styles.label}>
        Search by site name
      </label>
      <input
        id="showcase-name-search"
        type="search"
        className={styles.input}
        value={value}
        placeholder="For example: Jest"
        autoComplete="off"
        spellCheck={false}
        onChange={(event) => onChange(event.currentTarget.value)}
      />
    </div>
  );
}
