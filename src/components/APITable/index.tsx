import React from 'react';
import type {ApiOption, ApiOptionTable} from '../../data/apiOptions/types';
import {formatDefault, optionRowId, splitInlineCode} from './formatDefault';
import styles from './styles.module.css';

export interface Props {
  /** Typed option data, usually a default export of `src/data/apiOptions/*.ts`. */
  readonly table: ApiOptionTable;
}

function Description({text}: {text: string}): JSX.Element {
  return (
    <>
      {splitInlineCode(text).map((part, index) =>
        part.code ? (
          // eslint-disable-next-line react/no-array-index-key
          <code key={index}>{part.text}</code>
        ) : (
          // eslint-disable-next-line react/no-array-index-key
          <React.Fragment key={index}>{part.text}</React.Fragment>
        ),
      )}
    </>
  );
}

function DefaultCell({option}: {option: ApiOption}): JSX.Element {
  const formatted = formatDefault(option);
  switch (formatted.kind) {
    case 'code':
      return <code>{formatted.text}</code>;
    case 'text':
      return <Description text={formatted.text} />;
    default:
      return (
        <span className={styles.noDefault}>
          <span aria-hidden="true">{formatted.text}</span>
          <span className="visually-hidden">No default</span>
        </span>
      );
  }
}

/**
 * Renders the options of one plugin or theme as an accessible table. Every
 * row carries an `id`: the option name, after the table's `anchorPrefix` when
 * it has one, so `#optionName` (or `#prefix.optionName`) links to it.
 */
export default function APITable({table}: Props): JSX.Element {
  return (
    <div className={styles.wrapper}>
      <table className={styles.table}>
        <caption className={styles.caption}>
          Options accepted by <code>{table.packageName}</code>
        </caption>
        <thead>
          <tr>
            <th scope="col">Option</th>
            <th scope="col">Type</th>
            <th scope="col">Default</th>
            <th scope="col">Description</th>
          </tr>
        </thead>
        <tbody>
          {table.options.map((option) => (
            <tr key={option.name} id={optionRowId(table, option)} className={styles.row}>
              <th scope="row" className={styles.name}>
                <a href={`#${optionRowId(table, option)}`} className={styles.anchor}>
                  <code>{option.name}</code>
                </a>
              </th>
              <td>
                <code className={styles.type}>{option.type}</code>
              </td>
              <td className={styles.default}>
                <DefaultCell option={option} />
              </td>
              <td>
                <Description text={option.description} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
