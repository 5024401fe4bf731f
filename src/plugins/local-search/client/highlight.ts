/**
 * Algolia-style `_highlightResult` / `_snippetResult` values. The text is
 * always HTML-escaped first and only the highlight tags are markup, because
 * the theme renders these values with `dangerouslySetInnerHTML`: a page or a
 * query containing `<script>` must come out as text.
 */
import {quality, wordMatchQuality} from './engine';
import {camelCaseParts, normalizeWord, tokenSpans} from '../shared/tokenize';

export type MatchLevel = 'none' | 'partial' | 'full';

export interface HighlightResult {
  value: string;
  matchLevel: MatchLevel;
  matchedWords: string[];
  fullyHighlighted?: boolean;
}

export interface SnippetResult {
  value: string;
  matchLevel: MatchLevel;
}

export interface HighlightOptions {
  /** Normalised query words, in order (the last one may be a prefix). */
  words: string[];
  /** Per word, other terms that count as it (synonyms), matched whole or by stem. */
  alternatives?: string[][];
  preTag: string;
  postTag: string;
}

const htmlEscapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => htmlEscapes[character]!);
}

interface MatchRange {
  start: number;
  end: number;
}

interface TextMatches {
  ranges: MatchRange[];
  matchedWords: Set<number>;
  /** Index in the word list of the first matched word. */
  firstMatchedToken: number;
  tokens: ReturnType<typeof tokenSpans>;
}

function bestMatch(words: string[], term: string, alternatives: string[][] = []): {wordIndex: number; matchQuality: number} {
  let best = {wordIndex: -1, matchQuality: 0};
  words.forEach((word, index) => {
    let matchQuality = wordMatchQuality(word, term, index === words.length - 1);
    for (const alternative of alternatives[index] ?? []) {
      if (matchQuality < quality.sameStem && wordMatchQuality(alternative, term, false) >= quality.sameStem) {
        matchQuality = quality.sameStem;
      }
    }
    if (matchQuality > best.matchQuality) {
      best = {wordIndex: index, matchQuality};
    }
  });
  return best;
}

/**
 * One answer marks the same texts and words many times over: every hit of a
 * page repeats its title, content is both highlighted and snippeted, and most
 * words recur from text to text. Matches are kept for the words of the latest
 * answer (the same arrays on every call it makes) and dropped with them.
 */
let answerMemo:
  | {words: string[]; alternatives?: string[][]; texts: Map<string, TextMatches>; terms: Map<string, {wordIndex: number; matchQuality: number}>}
  | undefined;

function memoFor(words: string[], alternatives?: string[][]): NonNullable<typeof answerMemo> {
  if (answerMemo?.words !== words || answerMemo.alternatives !== alternatives) {
    answerMemo = {words, alternatives, texts: new Map(), terms: new Map()};
  }
  return answerMemo;
}

function findMatches(text: string, words: string[], alternatives?: string[][]): TextMatches {
  const memo = memoFor(words, alternatives);
  let matches = memo.texts.get(text);
  if (!matches) {
    matches = matchText(text, words, alternatives, memo.terms);
    memo.texts.set(text, matches);
  }
  return matches;
}

function matchText(
  text: string,
  words: string[],
  alternatives: string[][] | undefined,
  termMatches: Map<string, {wordIndex: number; matchQuality: number}>,
): TextMatches {
  const bestMatchOf = (term: string) => {
    let match = termMatches.get(term);
    if (!match) {
      match = bestMatch(words, term, alternatives);
      termMatches.set(term, match);
    }
    return match;
  };
  const tokens = tokenSpans(text);
  const ranges: MatchRange[] = [];
  const matchedWords = new Set<number>();
  let firstMatchedToken = -1;
  tokens.forEach((token, tokenIndex) => {
    const whole = bestMatchOf(token.term);
    if (whole.matchQuality > 0) {
      matchedWords.add(whole.wordIndex);
      // A prefix match marks only the typed part, as Algolia does.
      const end =
        whole.matchQuality === quality.prefix
          ? token.start + words[whole.wordIndex]!.length
          : token.end;
      ranges.push({start: token.start, end: Math.min(end, token.end)});
      firstMatchedToken = firstMatchedToken < 0 ? tokenIndex : firstMatchedToken;
      return;
    }
    // `onBrokenLinks` matches "broken": mark that part only.
    let offset = token.start;
    for (const part of camelCaseParts(text.slice(token.start, token.end))) {
      const partStart = text.indexOf(part, offset);
      offset = partStart + part.length;
      const match = bestMatchOf(normalizeWord(part));
      if (match.matchQuality > 0 && part.length > 1) {
        matchedWords.add(match.wordIndex);
        ranges.push({start: partStart, end: partStart + part.length});
        firstMatchedToken = firstMatchedToken < 0 ? tokenIndex : firstMatchedToken;
      }
    }
  });
  return {ranges, matchedWords, firstMatchedToken, tokens};
}

function renderRange(text: string, from: number, to: number, ranges: MatchRange[], options: HighlightOptions): string {
  let html = '';
  let cursor = from;
  for (const range of ranges) {
    if (range.end <= from || range.start >= to) {
      continue;
    }
    const start = Math.max(range.start, cursor);
    const end = Math.min(range.end, to);
    if (start >= end) {
      continue;
    }
    html += escapeHtml(text.slice(cursor, start));
    html += options.preTag + escapeHtml(text.slice(start, end)) + options.postTag;
    cursor = end;
  }
  return html + escapeHtml(text.slice(cursor, to));
}

function matchLevel(matched: number, total: number): MatchLevel {
  if (matched === 0) {
    return 'none';
  }
  return matched >= total ? 'full' : 'partial';
}

export function highlight(text: string, options: HighlightOptions): HighlightResult {
  const matches = findMatches(text, options.words, options.alternatives);
  const level = matchLevel(matches.matchedWords.size, options.words.length);
  const highlightedLength = matches.ranges.reduce((sum, range) => sum + range.end - range.start, 0);
  const wordCharacters = matches.tokens.reduce((sum, token) => sum + token.end - token.start, 0);
  return {
    value: renderRange(text, 0, text.length, matches.ranges, options),
    matchLevel: level,
    matchedWords: [...matches.matchedWords].sort((a, b) => a - b).map((index) => options.words[index]!),
    ...(level !== 'none' && {fullyHighlighted: highlightedLength >= wordCharacters}),
  };
}

/**
 * A window of `wordCount` words around the first match, with `ellipsis`
 * where text was cut, highlighted like `highlight`.
 */
export function snippet(
  text: string,
  options: HighlightOptions & {wordCount: number; ellipsis: string},
): SnippetResult {
  const matches = findMatches(text, options.words, options.alternatives);
  const {tokens} = matches;
  const level = matchLevel(matches.matchedWords.size, options.words.length);
  if (tokens.length <= options.wordCount) {
    return {value: renderRange(text, 0, text.length, matches.ranges, options), matchLevel: level};
  }
  const firstMatch = Math.max(matches.firstMatchedToken, 0);
  // Keep a little context before the first match.
  let startToken = Math.max(0, firstMatch - Math.floor(options.wordCount / 4));
  const endToken = Math.min(tokens.length, startToken + options.wordCount);
  startToken = Math.max(0, endToken - options.wordCount);
  const from = startToken === 0 ? 0 : tokens[startToken]!.start;
  const to = endToken === tokens.length ? text.length : tokens[endToken - 1]!.end;
  const before = from > 0 ? escapeHtml(options.ellipsis) : '';
  const after = to < text.length ? escapeHtml(options.ellipsis) : '';
  return {value: before + renderRange(text, from, to, matches.ranges, options) + after, matchLevel: level};
}
