/** Chooses how several selected tags combine: any of them (OR) or all of them (AND). */
import React from 'react';
import clsx from 'clsx';
import type {TagOperator} from './filterQuery';

import styles from './ShowcaseOperatorToggle.module.css';

interface Props {
  operator: TagOperator;
  onChange: (operator: TagOperator) => void;
}

const OPTIONS: {value: TagOperator; hint: string}[] = [
  {value: 'OR', hint: 'any selected tag'},
  {value: 'AND', hint: 'all selected tags'},
];

export default function ShowcaseOperatorToggle({operator, onChange}: Props): JSX.Element {
  return (
    <fieldset className={styles.toggle}>
      <legend className={styles.legend}>Sites must have</legend>
      <div className={styles.options}>
        {OPTIONS.map(({value, hint}) => (
          <label key={value} className={clsx(styles.option, operator === value && styles.optionSelected)}>
            <input
              type="radio"
              name="showcase-operator"
              value={value}
              className={styles.radio}
              checked={operator === value}
              onChange={() => onChange(value)}
            />
            <span className={styles.keyword}>{value}</span> {hint}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
