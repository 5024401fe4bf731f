/** One site: generated preview, linked name, source link, description and tags. */
import React from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Image from '@theme/IdealImage';
import type {Site} from '@site/src/data/showcase';

import {useLazyPreview} from './useLazyPreview';
import ShowcaseCardTag from './ShowcaseCardTag';

import styles from './ShowcaseCard.module.css';

export default function ShowcaseCard({site}: {site: Site}): JSX.Element {
  const [previewRef, previewImage] = useLazyPreview(site.preview);
  return (
    <li className={clsx('card', styles.card)}>
      <div className={styles.preview} ref={previewRef}>
        {/* The picture only repeats the name, domain and tags shown below it: decorative. */}
        {previewImage && <Image img={previewImage} alt="" />}
      </div>
      <div className={clsx('card__body', styles.body)}>
        <div className={styles.titleRow}>
          <h3 className={styles.title}>
            <Link to={site.website} className={styles.siteLink}>
              {site.name}
            </Link>
          </h3>
          {site.source && (
            <Link to={site.source} className={clsx('button button--secondary button--sm', styles.sourceLink)}>
              Source<span className="visually-hidden"> code of {site.name}</span>
            </Link>
          )}
        </div>
        <p className={styles.description}>{site.description}</p>
      </div>
      {site.tags.length > 0 && (
        <ul className={clsx('card__footer', styles.tags)} aria-label="Tags">
          {site.tags.map((tag) => (
            <ShowcaseCardTag key={tag} tag={tag} />
          ))}
        </ul>
      )}
    </li>
  );
}
