/** A tag shown on a site card: colour dot and label, description on hover. */
import React from 'react';
import {showcaseTags, type TagKey} from '@site/src/data/showcase';
import TagSwatch from './TagSwatch';

import styles from './ShowcaseCardTag.module.css';

export default function ShowcaseCardTag({tag}: {tag: TagKey}): JSX.Element {
  const {label, description} = showcaseTags[tag];
  return (
    <li className={styles.tag} title={description}>
      <TagSwatch tag={tag} small />
      {label}
    </li>
  );
}
