/**
 * Golden queries wrapped in the filler a reader types around a term ("where
 * can I find X", "help with X please"), made by rule: the identifier,
 * concept and spelling-synonym queries are short names for a topic, and the
 * page that answers them should not change when words that name nothing are
 * added. Measures the engine's handling of question words, vague words and
 * optional words without reading a held-out round.
 */
import type {GoldenQuery} from './search-metrics';

export const phrasingTemplates = [
  'how do I use {}',
  'what is {}',
  'where can I find {}',
  '{} not working',
  'how to configure {}',
  'help with {} please',
  '{} example',
  'docusaurus {}',
  '{} in docusaurus 2',
] as const;

export interface PhrasingVariant {
  query: string;
  original: GoldenQuery;
  template: (typeof phrasingTemplates)[number];
}

export function phrasingVariants(queries: GoldenQuery[]): PhrasingVariant[] {
  return queries
    .filter((original) => ['identifier', 'concept', 'spelling-synonym'].includes(original.kind))
    .flatMap((original) => phrasingTemplates.map((template) => ({query: template.replace('{}', original.query), original, template})));
}
