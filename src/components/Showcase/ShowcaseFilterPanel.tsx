/** Tag checkboxes, the AND/OR choice, the name search and a reset button. */
import React from 'react';
import {showcaseSites, showcaseTags, tagKeys, type TagKey} from '@site/src/data/showcase';

import {hasActiveFilters, NO_FILTERS, type ShowcaseFilters} from './filterQuery';
import type {HistoryMode} from './useShowcaseFilters';
import ShowcaseTagCheckbox from './ShowcaseTagCheckbox';
import ShowcaseOperatorToggle from './ShowcaseOperatorToggle';
import ShowcaseNameSearch from './ShowcaseNameSearch';
import TagSwatch from './TagSwatch';

import styles from './ShowcaseFilterPanel.module.css';

interface Props {
  filters: ShowcaseFilters;
  onChange: (next: ShowcaseFilters, mode?: HistoryMode) => void;
}

const sitesPerTag = Object.fromEntries(
  tagKeys.map((tag) => [tag, showcaseSites.filter((site) => site.tags.includes(tag)).length]),
) as Record<TagKey, number>;

export default function ShowcaseFilterPanel({filters, onChange}: Props): JSX.Element {
  const toggleTag = (tag: TagKey, checked: boolean) => {
    const tags = checked ? [...filters.tags, tag] : filters.tags.filter((selected) => selected !== tag);
    onChange({...filters, tags});
  };
  // The first keystroke adds a history entry; the rest of the word replaces it,
  // so Back does not replay the search letter by letter.
  const changeName = (name: string) => onChange({...filters, name}, filters.name === '' ? 'push' : 'replace');
  const canClear = hasActiveFilters(filters) || filters.operator !== NO_FILTERS.operator;

  return (
    <section className={styles.panel} aria-labelledby="showcase-filters-heading">
      <h2 id="showcase-filters-heading" className={styles.heading}>
        Filter sites
      </h2>
      <fieldset className={styles.tags}>
        <legend className={styles.legend}>Tags</legend>
        <ul className={styles.tagList}>
          {tagKeys.map((tag) => (
            <ShowcaseTagCheckbox
              key={tag}
              tag={tag}
              checked={filters.tags.includes(tag)}
              siteCount={sitesPerTag[tag]}
              onToggle={toggleTag}
            />
          ))}
        </ul>
      </fieldset>
      <div className={styles.controls}>
        <ShowcaseOperatorToggle operator={filters.operator} onChange={(operator) => onChange({...filters, operator})} />
        <ShowcaseNameSearch value={filters.name} onChange={changeName} />
        <button
          type="button"
          className="button button--secondary button--sm"
          disabled={!canClear}
          onClick={() => onChange(NO_FILTERS)}>
          Clear filters
        </button>
      </div>
      <details className={styles.glossary}>
        <summary>What the tags mean</summary>
        <dl className={styles.glossaryList}>
          {tagKeys.map((tag) => (
            <div key={tag} className={styles.glossaryItem}>
              <dt>
                <TagSwatch tag={tag} />
                {showcaseTags[tag].label}
              </dt>
              <dd>{showcaseTags[tag].description}</dd>
            </div>
          ))}
        </dl>
      </details>
    </section>
  );
}
