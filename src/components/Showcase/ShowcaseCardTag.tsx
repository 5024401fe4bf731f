/** A tag shown on a site card: colour dot and label, description on hover. */
import React from 'react';
import {showcaseTags, type TagKey} from '@site/src/data/showcaseSites';

import styles from './ShowcaseCardTag.module.css';

export default function ShowcaseCardTag({tag}: {tag: TagKey}): JSX.Element {
  const {label, description, color} = showcaseTags[tag];
  return (
    <li className={styles.tag} title={description}>
      <span className={styles.swatch} style={{backgroundColor: color}} aria-hidden="true" />
      {label}
    </li>
  );
}
