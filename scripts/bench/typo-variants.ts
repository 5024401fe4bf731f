/**
 * One-typo variants of the golden queries, made by rule rather than by hand:
 * the longest word of each identifier, concept and question query gets one
 * edit (a letter dropped, two swapped, one replaced, one doubled), in its
 * first letter and in its middle. Hand-written typo queries rarely touch the
 * first letter, where typo tolerance is weakest; these do as often as not.
 */
import type {GoldenQuery} from './search-metrics';

export interface TypoVariant {
  query: string;
  original: GoldenQuery;
  edit: 'drop' | 'swap' | 'replace' | 'double';
  where: 'first letter' | 'middle';
}

const edits: Array<[TypoVariant['edit'], (word: string, at: number) => string]> = [
  ['drop', (word, at) => word.slice(0, at) + word.slice(at + 1)],
  ['swap', (word, at) => word.slice(0, at) + word[at + 1]! + word[at]! + word.slice(at + 2)],
  // The next letter of the alphabet: deterministic, and never the letter itself.
  ['replace', (word, at) => word.slice(0, at) + String.fromCharCode(((word.charCodeAt(at) - 97 + 1) % 26) + 97) + word.slice(at + 1)],
  ['double', (word, at) => word.slice(0, at) + word[at]! + word.slice(at)],
];

export function typoVariants(queries: GoldenQuery[]): TypoVariant[] {
  const variants: TypoVariant[] = [];
  for (const original of queries) {
    if (!['identifier', 'concept', 'question'].includes(original.kind)) {
      continue;
    }
    const words = original.query.split(' ');
    const longest = words.reduce((best, word, index) => (word.length > words[best]!.length ? index : best), 0);
    const word = words[longest]!.toLowerCase();
    if (!/^[a-z]{5,}$/.test(word)) {
      continue;
    }
    for (const [edit, apply] of edits) {
      for (const [where, at] of [['first letter', 0], ['middle', Math.floor(word.length / 2) - 1]] as const) {
        const typed = apply(word, at);
        variants.push({query: [...words.slice(0, longest), typed, ...words.slice(longest + 1)].join(' '), original, edit, where});
      }
    }
  }
  return variants;
}
