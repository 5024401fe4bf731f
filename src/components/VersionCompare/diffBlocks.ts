/**
 * Lines two versions of a doc up passage by passage (a diff of the block
 * lists), then diffs the words of each passage that was edited rather than
 * added or removed, so a reader sees exactly which words changed.
 */
import {diffArrays, diffWords} from 'diff';
import type {ComparedDoc, TextBlock} from '@site/src/plugins/version-compare/dataFormat';

export interface Segment {
  text: string;
  change?: 'added' | 'removed';
}

export type DiffRow =
  | {type: 'same'; block: TextBlock}
  | {type: 'removed'; block: TextBlock}
  | {type: 'added'; block: TextBlock}
  | {type: 'changed'; before: TextBlock; after: TextBlock; beforeSegments: Segment[]; afterSegments: Segment[]};

export interface DocDiff {
  rows: DiffRow[];
  added: number;
  removed: number;
  changed: number;
}

/** Below this share of common words, an "edit" reads better as one passage removed and another added. */
const minimumSharedRatio = 0.4;

function wordCount(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

/** The word diff of two passages, or undefined when they have too little in common to pair. */
function editedPassage(before: TextBlock, after: TextBlock): DiffRow | undefined {
  if (before.kind !== after.kind) return undefined;
  const changes = diffWords(before.text, after.text);
  const shared = changes.filter((change) => !change.added && !change.removed).reduce((sum, change) => sum + wordCount(change.value), 0);
  if (shared < minimumSharedRatio * Math.max(wordCount(before.text), wordCount(after.text))) return undefined;
  return {
    type: 'changed',
    before,
    after,
    beforeSegments: changes.filter((change) => !change.added).map((change) => (change.removed ? {text: change.value, change: 'removed'} : {text: change.value})),
    afterSegments: changes.filter((change) => !change.removed).map((change) => (change.added ? {text: change.value, change: 'added'} : {text: change.value})),
  };
}

/** Pairs the passages of a removed run with those of the added run that replaced it, in order. */
function replacementRows(removed: TextBlock[], added: TextBlock[]): DiffRow[] {
  const rows: DiffRow[] = [];
  let next = 0;
  for (const before of removed) {
    const pairIndex = added.slice(next).findIndex((after) => editedPassage(before, after) !== undefined);
    if (pairIndex < 0) {
      rows.push({type: 'removed', block: before});
      continue;
    }
    for (const after of added.slice(next, next + pairIndex)) rows.push({type: 'added', block: after});
    rows.push(editedPassage(before, added[next + pairIndex]!)!);
    next += pairIndex + 1;
  }
  for (const after of added.slice(next)) rows.push({type: 'added', block: after});
  return rows;
}

export function diffDocVersions(doc: ComparedDoc, fromVersion: string, toVersion: string): DocDiff {
  const from = doc.versions[fromVersion]?.blocks ?? [];
  const to = doc.versions[toVersion]?.blocks ?? [];
  const block = (index: number) => doc.blocks[index]!;
  const rows: DiffRow[] = [];
  let pendingRemoved: TextBlock[] = [];
  for (const change of diffArrays(from, to)) {
    if (change.removed) {
      pendingRemoved.push(...change.value.map(block));
    } else if (change.added) {
      rows.push(...replacementRows(pendingRemoved, change.value.map(block)));
      pendingRemoved = [];
    } else {
      rows.push(...pendingRemoved.map((removed): DiffRow => ({type: 'removed', block: removed})));
      pendingRemoved = [];
      rows.push(...change.value.map((index): DiffRow => ({type: 'same', block: block(index)})));
    }
  }
  rows.push(...pendingRemoved.map((removed): DiffRow => ({type: 'removed', block: removed})));
  const count = (type: DiffRow['type']) => rows.filter((row) => row.type === type).length;
  return {rows, added: count('added'), removed: count('removed'), changed: count('changed')};
}
