/**
 * Scoring of ranked result pages against the golden query set
 * (tests/data/search-golden-queries.json): hit@1, hit@3 and MRR@10 per kind
 * and per half. Shared by `npm run bench:search` and the relevance unit test.
 */
import fs from 'node:fs';
import path from 'node:path';
import {queryTerms} from '../../src/plugins/local-search/shared/tokenize';

export interface GoldenQuery {
  query: string;
  kind: string;
  /** `tuned`: ranking was adjusted while looking at it; `held-out`: never looked at while tuning. */
  half: 'tuned' | 'held-out';
  /** Pages a reader would accept, as paths of the current docs. */
  accept: string[];
}

export const goldenQueriesFile = path.resolve(__dirname, '../../tests/data/search-golden-queries.json');

export function readGoldenQueries(file = goldenQueriesFile): GoldenQuery[] {
  return (JSON.parse(fs.readFileSync(file, 'utf8')) as {queries: GoldenQuery[]}).queries;
}

/** `/docs/` and `/docs`, or `/a/index.html` and `/a`, are the same page. */
export function normalizePage(page: string): string {
  const withoutIndex = page.replace(/(\/index)?\.html$/, '').replace(/#.*$/, '');
  return withoutIndex.length > 1 ? withoutIndex.replace(/\/+$/, '') : withoutIndex;
}

/** Rank (1-based) of the first accepted page among the results, 0 when absent. */
export function rankOfAccepted(pages: string[], accept: string[]): number {
  const wanted = new Set(accept.map(normalizePage));
  const seen: string[] = [];
  for (const page of pages.map(normalizePage)) {
    if (!seen.includes(page)) {
      seen.push(page);
      if (wanted.has(page)) {
        return seen.length;
      }
    }
  }
  return 0;
}

export interface Scores {
  count: number;
  hit1: number;
  hit3: number;
  mrr10: number;
  empty: number;
}

export function score(ranks: Array<{rank: number; empty: boolean}>): Scores {
  const count = ranks.length;
  const share = (predicate: (rank: number) => boolean) =>
    count === 0 ? 0 : ranks.filter(({rank}) => predicate(rank)).length / count;
  return {
    count,
    hit1: share((rank) => rank === 1),
    hit3: share((rank) => rank >= 1 && rank <= 3),
    mrr10: count === 0 ? 0 : ranks.reduce((sum, {rank}) => sum + (rank >= 1 && rank <= 10 ? 1 / rank : 0), 0) / count,
    empty: ranks.filter(({empty}) => empty).length,
  };
}

/** Groups results by kind and half, plus the totals, in a stable order. */
export function groupScores<T extends {query: GoldenQuery}>(
  rows: T[],
  rankOf: (row: T) => {rank: number; empty: boolean},
): Array<{label: string; scores: Scores}> {
  const kinds = [...new Set(rows.map((row) => row.query.kind))];
  const groups: Array<{label: string; scores: Scores}> = [];
  for (const half of ['tuned', 'held-out'] as const) {
    for (const kind of kinds) {
      const selected = rows.filter((row) => row.query.kind === kind && row.query.half === half);
      groups.push({label: `${half.padEnd(8)} ${kind}`, scores: score(selected.map(rankOf))});
    }
    groups.push({label: `${half.padEnd(8)} ALL`, scores: score(rows.filter((row) => row.query.half === half).map(rankOf))});
  }
  for (const kind of kinds) {
    groups.push({label: `both     ${kind}`, scores: score(rows.filter((row) => row.query.kind === kind).map(rankOf))});
  }
  groups.push({label: 'both     ALL', scores: score(rows.map(rankOf))});
  return groups;
}

function meaningfulWords(query: string): Set<string> {
  return new Set(queryTerms(query));
}

function overlapOfWords(wordsOfA: Set<string>, wordsOfB: Set<string>): number {
  const shared = [...wordsOfA].filter((word) => wordsOfB.has(word)).length;
  const all = wordsOfA.size + wordsOfB.size - shared;
  return all === 0 ? 0 : shared / all;
}

/** Share of their meaningful words (stop words left out) two queries have in common: 0 to 1. */
export function wordOverlap(a: string, b: string): number {
  return overlapOfWords(meaningfulWords(a), meaningfulWords(b));
}

/**
 * Held-out queries that share less than `maxOverlap` of their words with
 * every tuned query. Blind writers given the same docs keep writing queries
 * close to earlier rounds' ("how do I try a bug fix that was merged but isn't
 * in a release yet", then "... merged on main but not released yet"), which a
 * fix made for the tuned one also answers: this is the part of the held-out
 * half that nothing was tuned for.
 */
export function unlikeTuned(queries: GoldenQuery[], maxOverlap = 0.5): GoldenQuery[] {
  // Each tuned query's words once, not once per held-out query (4,000 tuned x 200 held out).
  const tuned = queries.filter((query) => query.half === 'tuned').map((query) => meaningfulWords(query.query));
  return queries.filter((query) => {
    if (query.half !== 'held-out') {
      return false;
    }
    const words = meaningfulWords(query.query);
    return tuned.every((other) => overlapOfWords(words, other) < maxOverlap);
  });
}
