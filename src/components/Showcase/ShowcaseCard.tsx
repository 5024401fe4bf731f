/**
 * One site: generated preview, linked name, source link, description and tags.
 * On the page's first load a card keeps its server markup (its links are plain
 * links to other sites) until it nears the viewport: hydrating all the cards
 * at once was the page's longest task.
 */
import React from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import type {Site} from '@site/src/data/showcase';

import {keptServerChildren} from '@site/src/plugins/bundle-performance/keepServerMarkup/useKeepServerMarkup';
import {useKeepServerMarkupUntilNear} from '@site/src/plugins/bundle-performance/keepServerMarkup/useKeepServerMarkupUntilNear';
import {useLazyPreview} from './useLazyPreview';
import ShowcaseCardTag from './ShowcaseCardTag';

import styles from './ShowcaseCard.module.css';

export default function ShowcaseCard({site}: {site: Site}): JSX.Element {
  const {keep, ref} = useKeepServerMarkupUntilNear<HTMLLIElement>();
  return (
    <li ref={ref} className={clsx('card', styles.card)} {...(keep ? keptServerChildren : {})}>
      {keep ? undefined : <CardContent site={site} />}
    </li>
  );
}

function CardContent({site}: {site: Site}): JSX.Element {
  const [previewRef, preview] = useLazyPreview(site.preview);
  return (
    <>
      <div className={styles.preview} ref={previewRef}>
        {/* The picture only repeats the name, domain and tags shown below it: decorative. */}
        {preview && <preview.Image img={preview.image} alt="" />}
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
    </>
  );
}
