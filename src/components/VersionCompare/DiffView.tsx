/**
 * The two versions of a doc side by side (stacked below the 996 px
 * breakpoint): unchanged passages once per side, removed words and passages
 * struck out on the left, added ones highlighted on the right.
 */
import React from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import type {TextBlock} from '@site/src/plugins/version-compare/dataFormat';
import type {DiffRow, Segment} from './diffBlocks';
import styles from './styles.module.css';

function Passage({block, children}: {block: TextBlock; children: React.ReactNode}): JSX.Element {
  if (block.kind === 'code') {
    return (
      <pre className={styles.code}>
        <code>{children}</code>
      </pre>
    );
  }
  if (block.kind === 'heading') {
    return <p className={clsx(styles.heading, styles[`heading${Math.min(block.level ?? 2, 4)}`])}>{children}</p>;
  }
  return <p className={block.kind === 'row' ? styles.row : undefined}>{children}</p>;
}

function Segments({segments}: {segments: Segment[]}): JSX.Element {
  return (
    <>
      {segments.map((segment, index) =>
        segment.change === 'added' ? (
          <ins key={index} className={styles.addedWords}>{segment.text}</ins>
        ) : segment.change === 'removed' ? (
          <del key={index} className={styles.removedWords}>{segment.text}</del>
        ) : (
          <React.Fragment key={index}>{segment.text}</React.Fragment>
        ),
      )}
    </>
  );
}

/** Screen readers do not announce <ins>/<del>: each changed cell says what it is. */
function ChangeLabel({text}: {text: string}): JSX.Element {
  return <span className="visually-hidden">{text}: </span>;
}

/** Version labels of both sides; stacked cells show theirs, since the column titles are gone. */
const SideLabels = React.createContext({from: '', to: ''});

function Cell({side, kind, children}: {side: 'from' | 'to'; kind: DiffRow['type'] | 'empty'; children?: React.ReactNode}): JSX.Element {
  const labels = React.useContext(SideLabels);
  return (
    <div className={clsx(styles.cell, styles[side], styles[kind])} data-change={kind} data-version={labels[side]}>
      {children}
    </div>
  );
}

function Row({row}: {row: DiffRow}): JSX.Element {
  switch (row.type) {
    case 'same':
      return (
        <>
          <Cell side="from" kind="same"><Passage block={row.block}>{row.block.text}</Passage></Cell>
          <Cell side="to" kind="same"><Passage block={row.block}>{row.block.text}</Passage></Cell>
        </>
      );
    case 'removed':
      return (
        <>
          <Cell side="from" kind="removed">
            <ChangeLabel text="Removed" />
            <del className={styles.removedPassage}><Passage block={row.block}>{row.block.text}</Passage></del>
          </Cell>
          <Cell side="to" kind="empty" />
        </>
      );
    case 'added':
      return (
        <>
          <Cell side="from" kind="empty" />
          <Cell side="to" kind="added">
            <ChangeLabel text="Added" />
            <ins className={styles.addedPassage}><Passage block={row.block}>{row.block.text}</Passage></ins>
          </Cell>
        </>
      );
    case 'changed':
      return (
        <>
          <Cell side="from" kind="changed">
            <ChangeLabel text="Changed, before" />
            <Passage block={row.before}><Segments segments={row.beforeSegments} /></Passage>
          </Cell>
          <Cell side="to" kind="changed">
            <ChangeLabel text="Changed, after" />
            <Passage block={row.after}><Segments segments={row.afterSegments} /></Passage>
          </Cell>
        </>
      );
  }
}

export interface DiffSide {
  label: string;
  title: string;
  permalink: string;
}

export default function DiffView({rows, from, to}: {rows: DiffRow[]; from: DiffSide; to: DiffSide}): JSX.Element {
  return (
    <SideLabels.Provider value={{from: from.label, to: to.label}}>
    <div className={styles.grid} data-testid="version-diff">
      <div className={clsx(styles.columnTitle, styles.from)}>
        <Link to={from.permalink}>{from.label}</Link>
      </div>
      <div className={clsx(styles.columnTitle, styles.to)}>
        <Link to={to.permalink}>{to.label}</Link>
      </div>
      {rows.map((row, index) => (
        <Row key={index} row={row} />
      ))}
    </div>
    </SideLabels.Provider>
  );
}
