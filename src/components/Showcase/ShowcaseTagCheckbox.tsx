/** One tag filter: a real checkbox inside a pill-shaped label with the tag's colour. */
import React from 'react';
import clsx from 'clsx';
import {showcaseTags, type TagKey} from '@site/src/data/showcaseSites';

import styles from './ShowcaseTagCheckbox.module.css';

interface Props {
  tag: TagKey;
  checked: boolean;
  /** How many sites carry the tag, shown so readers know what to expect. */
  siteCount: number;
  onToggle: (tag: TagKey, checked: boolean) => void;
}

export default function ShowcaseTagCheckbox({tag, checked, siteCount, onToggle}: Props): JSX.Element {
  const {label, description, color} = showcaseTags[tag];
  const descriptionId = `showcase-tag-${tag}-description`;
  return (
    <li className={styles.item}>
      <label className={clsx(styles.pill, checked && styles.pillChecked)} title={description}>
        <input
          type="checkbox"
          className={styles.checkbox}
          checked={checked}
          onChange={(event) => onToggle(tag, event.currentTarget.checked)}
          aria-describedby={descriptionId}
        />
        <span className={styles.swatch} style={{backgroundColor: color}} aria-hidden="true" />
        {label}
        <span className={styles.count}>
          {siteCount}
          <span className="visually-hidden"> sites</span>
        </span>
      </label>
      <span id={descriptionId} hidden>
        {description}
      </span>
    </li>
  );
}
