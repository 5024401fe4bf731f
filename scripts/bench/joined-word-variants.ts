/**
 * Golden queries with two neighbouring words typed as one ("opengraph image"
 * for "open graph image", "darkmode" for "dark mode"), made by rule: the first
 * pair of plain words of each concept and spelling query ours
 * finds, both of three letters or more, joined. Readers glue words the docs
 * keep apart as often as the other way round.
 */
import {stopWords} from '../../src/plugins/local-search/shared/tokenize';
import type {GoldenQuery} from './search-metrics';

export interface JoinedWordVariant {
  query: string;
  original: GoldenQuery;
}

const plainWord = /^[a-z]{3,}$/;

export function joinedWordVariants(queries: GoldenQuery[]): JoinedWordVariant[] {
  const variants: JoinedWordVariant[] = [];
  for (const original of queries) {
    if (!['concept', 'spelling-synonym'].includes(original.kind)) {
      continue;
    }
    const words = original.query.split(' ');
    const at = words.findIndex(
      (word, index) => index + 1 < words.length && [word, words[index + 1]!].every((part) => plainWord.test(part) && !stopWords.has(part)),
    );
    if (at >= 0) {
      variants.push({query: [...words.slice(0, at), words[at]! + words[at + 1]!, ...words.slice(at + 2)].join(' '), original});
    }
  }
  return variants;
}
