/**
 * A query that says what one of a page's front-matter keywords says. A
 * keyword such as "what is docusaurus" or "who works on it" is written for
 * the question readers type, but once its stop words and question words are
 * dropped it is one common word that dozens of pages hold in a heading. The
 * query and the keyword are compared by the words the engine searches
 * (their stems, in any order), so "where do the navbar and footer come from"
 * meets the keyword "where do the navbar and the footer come from".
 */
import {queryWords, type QueryWord} from './queryWords';
import {stem, tokenSpans} from '../shared/tokenize';

/** The words a query searches, as one comparable key: stems, sorted, each once. */
export function wordSetKey(words: QueryWord[]): string {
  return [...new Set(words.map((word) => stem(word.term)))].sort().join(' ');
}

/**
 * Keys of the keywords written as phrases. A one-word keyword ("draft") is
 * a word of the page's context like any other and gets no key: one-word
 * queries that equal it would otherwise jump over the pages about them.
 */
export function keywordPhraseKeys(keywords: string[]): Set<string> {
  const keys = new Set<string>();
  for (const keyword of keywords) {
    if (tokenSpans(keyword).length < 2) {
      continue;
    }
    const key = wordSetKey(queryWords(keyword));
    if (key) {
      keys.add(key);
    }
  }
  return keys;
}
