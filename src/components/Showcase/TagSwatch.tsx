/** The colour dot of a showcase tag, next to its label (decorative: the label says it all). */
import React from 'react';
import clsx from 'clsx';
import {showcaseTags, type TagKey} from '@site/src/data/showcase';

import styles from './TagSwatch.module.css';

export default function TagSwatch({tag, small = false}: {tag: TagKey; small?: boolean}): JSX.Element {
  return (
    <span
      className={clsx(styles.swatch, small && styles.small)}
      style={{backgroundColor: showcaseTags[tag].color}}
      aria-hidden="true"
    />
  );
}
