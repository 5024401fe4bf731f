/** One tag filter: a real checkbox inside a pill-shaped label with the tag's colour. */
import React from 'react';
import clsx from 'clsx';
import {showcaseTags, type TagKey} from '@site/src/data/showcase';
import TagSwatch from './TagSwatch';

import styles from './ShowcaseTagCheckbox.module.css';

interface Props {
  tag: TagKey;
  checked: boolean;
  /** How many sites carry the tag, shown so readers know what to expect. */
  siteCount: number;
  onToggle: (tag: TagKey, checked: boolean) => void;
}

export default function ShowcaseTagCheckbox({tag, checked, siteCount, onToggle}: Props): JSX.Element {
  const {label, description} = showcaseTags[tag];
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
        <TagSwatch tag={tag} />
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
