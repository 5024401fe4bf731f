/**
 * Turns text into search terms. The index builder (Node, at build time) and
 * the browser client share this file, so a query is cut into exactly the same
 * terms as the pages were.
 */

export interface TokenSpan {
  /** Normalised term: lower case, without diacritics. */
  term: string;
  /** Offsets of the word in the original text, for highlighting. */
  start: number;
  end: number;
}

const wordPattern = /[\p{L}\p{N}]+/gu;
const combiningMarks = /\p{M}/gu;

/**
 * Words so common in English prose that they match nearly every record. They
 * are left out of the index (a third of all postings) and out of queries.
 */
export const stopWords: ReadonlySet<string> = new Set([
  'a', 'an', 'and', 'are', 'as', 'at', 'be', 'but', 'by', 'can', 'do', 'does',
  'for', 'from', 'has', 'have', 'how', 'if', 'in', 'into', 'is', 'it', 'its',
  'of', 'on', 'or', 'so', 'than', 'that', 'the', 'their', 'then', 'there',
  'these', 'they', 'this', 'to', 'was', 'were', 'what', 'when', 'which',
  'while', 'who', 'will', 'with', 'would', 'you', 'your',
]);

export function normalizeWord(word: string): string {
  const lower = word.toLowerCase();
  // Plain ASCII is by far the common case; skip the Unicode work for it.
  return /^[\x00-\x7f]*$/.test(lower)
    ? lower
    : lower.normalize('NFD').replace(combiningMarks, '');
}

/**
 * `onBrokenLinks` → `on`, `Broken`, `Links`; `HTMLElement` → `HTML`,
 * `Element`. Returns [] for a word without inner capitals.
 */
export function camelCaseParts(word: string): string[] {
  if (!/\p{Ll}\p{Lu}|\p{Lu}\p{Lu}\p{Ll}/u.test(word)) {
    return [];
  }
  return word
    .replace(/(\p{Ll})(\p{Lu})/gu, '$1 $2')
    .replace(/(\p{Lu})(\p{Lu}\p{Ll})/gu, '$1 $2')
    .split(' ')
    .filter((part) => part.length > 0);
}

/** The words of a text that `camelCaseParts` splits: `useActivePlugin`, `HTMLElement`, not `URL`. */
export function camelCaseWords(text: string): string[] {
  return (text.match(wordPattern) ?? []).filter((word) => camelCaseParts(word).length > 0);
}

const joinedNamePattern = /(?:__|--)?\p{L}[\p{L}\p{N}]*(?:[-_]+\p{L}[\p{L}\p{N}]*)+|__\p{L}[\p{L}\p{N}]*/gu;

/** Names whose words are joined by `_` or `-` (`preserve_hierarchy`, `update-browserslist-db`, `__comp`). */
export function joinedNames(text: string): string[] {
  return text.match(joinedNamePattern) ?? [];
}

/**
 * A file, package or command name typed with its punctuation: `src/theme`,
 * `docusaurus.config.js`, `plugin:@docusaurus/all`, `image_url` (words joined
 * by a dot, colon, slash, underscore or at sign; `navbar__title`, a class name
 * with BEM's double underscore), a name that starts with a
 * dot, a slash, an at sign or a hash: `.docusaurus`, `/next`, `@site`, `#__docusaurus` (an
 * element id as CSS writes it), a command-line flag: `--page` (whose word
 * alone is on every page), a route key: `__comp`, a placeholder: `%locale%`,
 * an HTML or JSX tag: `<summary>` (its word alone is common), or three or
 * more words joined by hyphens: `plugin-id-default` (one hyphen is mostly an
 * English compound, "client-side", which the words alone find). Such a name
 * is often only in a table or a sentence, so paragraphs are searched for it
 * as typed, as headings are.
 */
export function isPunctuatedName(token: string): boolean {
  return !/\s/.test(token) && /[\p{L}\p{N}](?:[.:/@]|__?)[\p{L}\p{N}@]|^[./@#]\p{L}|^#?(?:--|__)\p{L}|^%\p{L}[\p{L}\p{N}_]*%$|^<\p{L}[\p{L}\p{N}.-]*>$|^\p{L}+(?:-[\p{L}\p{N}]+){2,}$/u.test(token);
}

/**
 * Is the whole query one name as typed? A punctuated name, or even two words
 * joined by one hyphen (`docusaurus-examples`, `raw-loader`): typed alone, a
 * hyphenated word is meant as written, while inside a longer query it is
 * more often an English compound.
 */
export function isOneName(query: string): boolean {
  return isPunctuatedName(query) || /^\p{L}[\p{L}\p{N}]*-[\p{L}\p{N}]+$/u.test(query);
}

function isIndexable(term: string): boolean {
  // Lone letters carry no meaning; lone digits do (version numbers).
  return (term.length > 1 || /\d/.test(term)) && !stopWords.has(term);
}

/** Every word of the text with its position, stop words included. */
export function tokenSpans(text: string): TokenSpan[] {
  const spans: TokenSpan[] = [];
  for (const match of text.matchAll(wordPattern)) {
    const start = match.index ?? 0;
    spans.push({term: normalizeWord(match[0]), start, end: start + match[0].length});
  }
  return spans;
}

/**
 * The terms to index for a text: each word, plus the parts of camelCase
 * words, so that "broken links" finds `onBrokenLinks`.
 */
export function indexTerms(text: string): string[] {
  const terms: string[] = [];
  for (const match of text.matchAll(wordPattern)) {
    const term = normalizeWord(match[0]);
    if (isIndexable(term)) {
      terms.push(term);
    }
    for (const part of camelCaseParts(match[0])) {
      const partTerm = normalizeWord(part);
      if (isIndexable(partTerm)) {
        terms.push(partTerm);
      }
    }
  }
  return terms;
}

/**
 * Query words in order. Stop words are dropped unless the query has nothing
 * else; the last word is kept even when short, since the reader may still be
 * typing it.
 */
export function queryTerms(query: string): string[] {
  const words = tokenSpans(query).map((span) => span.term);
  const meaningful = words.filter(
    (word, index) => !stopWords.has(word) && (word.length > 1 || /\d/.test(word) || index === words.length - 1),
  );
  return meaningful.length > 0 ? meaningful : words.slice(-1);
}

/**
 * Nouns that lose their meaning with "-ing" cut off: a page's headings are not
 * its HTML head. Golden queries, rounds 1-37: two more found ("what is in the
 * head of every page by default"), none lost.
 */
const nounsEndingInIng = new Set(['heading']);

/**
 * Words whose final "e" stays: cut, they would meet a shorter word that is
 * never stemmed ("note" would be "not", so "not" found the admonitions page
 * through the synonym of "note", and "note" weighed as little as "not").
 */
const wordsKeepingFinalE = new Set(['note']);

/**
 * A light English stemmer: enough to make "swizzle", "swizzled" and
 * "swizzling", "deploy" and "deployment", or "translate" and "translation"
 * meet on one stem, and to fold British spellings into American ones
 * ("colour" and "color", "customise" and "customize"). It only ever compares
 * terms with each other, so stems need not be real words.
 */
export function stem(term: string): string {
  if (!/^[a-z]+$/.test(term) || term.length <= 3) {
    return term;
  }
  let word = term;
  if (word.endsWith('ies') && word.length > 4) {
    word = `${word.slice(0, -3)}y`;
  } else if (word.endsWith('sses')) {
    word = word.slice(0, -2);
  } else if (word.endsWith('s') && !/(ss|us|is)$/.test(word)) {
    word = word.slice(0, -1);
  }
  if (word.length >= 6) {
    // colour → color, behaviour → behavior; customise → customize, analyse → analyze.
    word = word.replace(/our(ed|ing)?$/, 'or$1').replace(/([a-z]{3})([iy])s(e|ed|ing|ation|er)$/, '$1$2z$3');
  }
  if (word.endsWith('ing') && word.length > 5 && !nounsEndingInIng.has(word)) {
    word = word.slice(0, -3);
  } else if (word.endsWith('ed') && word.length > 4) {
    word = word.slice(0, -2);
  } else if (word.endsWith('ation') && word.length > 7) {
    word = word.slice(0, -5);
  } else if (word.endsWith('ment') && word.length > 7) {
    word = word.slice(0, -4);
  }
  if (word.endsWith('e') && word.length > 3 && !wordsKeepingFinalE.has(word)) {
    word = word.slice(0, -1);
  }
  // translat(e|ion|ed|ing) meet once the endings are gone.
  if (word.endsWith('at') && word.length > 6) {
    word = word.slice(0, -2);
  }
  return word;
}
