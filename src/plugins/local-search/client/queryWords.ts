/**
 * From what a reader types to the words the engine looks for: words that only
 * make a question read well are dropped, and each word carries the other words that mean the same thing on
 * this site (a small, hand-written list: readers say "translate" where the docs
 * say "i18n", "callout" where they say "admonition").
 *
 * British and American spellings ("colour", "customise") need no entry here:
 * the stemmer folds them (shared/tokenize.ts).
 */
import {camelCaseWords, normalizeWord, queryTerms, stem} from '../shared/tokenize';

export interface QueryWord {
  /** The word as typed (normalised); the last one may be a prefix. */
  term: string;
  /** Other terms that count as this word, matched whole (or by stem), never as typos. */
  alternatives: string[];
  /** Typed as a camelCase name (`onBrokenLinks`): the word a page must hold, the others only rank. */
  identifier?: boolean;
  /** Names no topic (see `vagueStems`): weighs little. */
  vague: boolean;
}

/**
 * Words that say who is asking or how politely, not what about. The index
 * keeps them, so they stay in a query made of nothing else.
 */
const questionWords: ReadonlySet<string> = new Set([
  'i', 'me', 'my', 'mine', 'we', 'our', 'us', 'should', 'could', 'want', 'need', 'please', 'any', 'some',
  'about', 'way', 'possible', 'there', 'here', 'put', 'where', 'why', 'am', 'been',
]);

/**
 * Words that carry a question without naming its topic: everyday verbs and
 * fillers ("add tabs", "make a doc the home page", "it broke, what now").
 * A page that has one gains little (`QueryWord.vague`, `vagueWordWeight` in
 * engine.ts), so the page about the topic words wins.
 * Compared by stem: "works" and "gives" count.
 */
const vagueStems: ReadonlySet<string> = new Set(
  [
    'add', 'make', 'use', 'get', 'set', 'put', 'go', 'take', 'give', 'show', 'see', 'find', 'look', 'work', 'try',
    'change', 'keep', 'let', 'thing', 'something', 'anything', 'everything', 'now', 'really', 'just', 'also', 'still',
    'not', 'don', 'doesn', 'isn', 'didn', 'won', 'docusaurus',
    // "my own", "set up", "the other one": golden queries, rounds 1-102, 15 found and 3 lost.
    'own', 'up', 'other',
  ].map(stem),
);

/** Groups of terms the docs use interchangeably with what readers type: every member finds the others. */
const synonymGroups: string[][] = [
  ['i18n', 'internationalization', 'translation', 'translate', 'localization', 'locale'],
  ['css', 'styling', 'stylesheet'],
  ['customize', 'custom'],
  ['config', 'configuration', 'configure'],
  ['upgrade', 'update'],
  ['site', 'website'],
  ['navbar', 'menu'],
  ['max', 'maximum'],
  ['folder', 'directory'],
];

/** What readers type → the terms the docs use for it (one way only). */
const oneWaySynonyms: Record<string, string[]> = {
  multilingual: ['i18n'],
  // The Mac key for the docs' Ctrl shortcuts (Ctrl+K opens search).
  cmd: ['ctrl'],
  callout: ['admonition'],
  box: ['admonition'],
  offline: ['pwa'],
  host: ['deploy', 'deployment'],
  hosting: ['deploy', 'deployment'],
  frontmatter: ['front'],
  analytics: ['gtag'],
  picture: ['image'],
  img: ['image'],
  toc: ['contents'],
  colouring: ['highlighting'],
  coloring: ['highlighting'],
  order: ['position'],
  responsive: ['ideal'],
  tracking: ['analytics', 'gtag'],
  expandable: ['details', 'collapsible'],
  collapsible: ['details'],
  accordion: ['details', 'collapsible'],
  internals: ['architecture'],
  hood: ['architecture'],
  meta: ['metadata'],
  publish: ['deploy', 'deployment'],
  dev: ['development'],
  prod: ['production'],
  add: ['create'],
  gettext: ['i18n'],
  repl: ['live', 'playground'],
  thumbnail: ['image'],
  repo: ['repository'],
  toctree: ['sidebar'],
  lightbox: ['zoom'],
  uglify: ['minify'],
  forum: ['discussions', 'support'],
  rfc: ['proposal'],
  getstaticprops: ['loadcontent'],
  mathjax: ['katex', 'math'],
  sidenav: ['sidebar'],
  weight: ['position'],
  generator: ['scaffold'],
  yeoman: ['scaffold'],
  template: ['layout'],
  srcset: ['responsive', 'ideal'],
  rounded: ['radius'],
  corner: ['radius'],
  printer: ['print'],
  prerelease: ['unreleased'],
  pipeline: ['workflow'],
  sample: ['example'],
  indicator: ['progress'],
  spinner: ['progress'],
  spoiler: ['details', 'collapsible'],
  teaser: ['excerpt', 'truncate'],
  modified: ['update'],
  subpath: ['baseurl'],
  subdirectory: ['baseurl'],
  night: ['dark'],
  ts: ['typescript'],
  lint: ['eslint'],
  linter: ['eslint'],
  multilanguage: ['i18n'],
  popup: ['modal'],
  hmr: ['hot', 'reload'],
  callback: ['lifecycle'],
  flowchart: ['mermaid', 'diagram'],
  typeface: ['font'],
  ui: ['interface'],
  text: ['string'],
  hotfix: ['patch'],
  lqip: ['placeholder'],
  installable: ['pwa'],
  contributor: ['contributing'],
  wip: ['unreleased'],
  extension: ['plugin'],
  fragment: ['anchor'],
  widget: ['component'],
  attachment: ['asset', 'download'],
  artefact: ['artifact', 'output'],
  artifact: ['output'],
  misc: ['miscellaneous'],
  tms: ['crowdin'],
  preprocessor: ['remark'],
  stock: ['default'],
  jsfiddle: ['playground'],
  codepen: ['playground'],
  xref: ['link'],
  insiders: ['canary', 'nightly'],
  marketplace: ['community', 'resources'],
  scratchpad: ['playground'],
  disclosure: ['details', 'collapsible'],
  serp: ['seo'],
  fingerprinted: ['hash'],
  bidi: ['rtl', 'direction'],
  signal: ['offline'],
  languages: ['locale'],
  exclusion: ['exclude', 'ignore'],
  a2hs: ['pwa'],
  domcontentloaded: ['onroutedidupdate'],
  publicpath: ['baseurl'],
  degit: ['template'],
  bonnet: ['hood'],
  unfurl: ['preview'],
  webfont: ['font'],
  onpostbuild: ['postbuild'],
  inspector: ['debug', 'inspect'],
  vars: ['variables'],
  ship: ['publish'],
  directive: ['admonition'],
  intellisense: ['autocomplete'],
  rehydration: ['hydration'],
  internet: ['offline'],
  short: ['shorthand'],
  routechangecomplete: ['onroutedidupdate'],
  note: ['admonition'],
  several: ['multiple'],
  walkthrough: ['tutorial'],
  vector: ['svg'],
  // What readers call the docs' "disable" ("turn off the breadcrumbs") and their plugins.
  off: ['disable'],
  addon: ['plugin'],
};

/** Stem → the terms that count as it; by stem, so that "translating" and "colours" find their entries. */
const synonymsOf = new Map<string, Set<string>>();
function addSynonyms(word: string, others: string[]): void {
  const known = synonymsOf.get(stem(word)) ?? new Set<string>();
  others.filter((other) => stem(other) !== stem(word)).forEach((other) => known.add(other));
  synonymsOf.set(stem(word), known);
}
synonymGroups.forEach((group) => group.forEach((member) => addSynonyms(member, group)));
Object.entries(oneWaySynonyms).forEach(([word, targets]) => addSynonyms(word, targets));

function alternativesOf(term: string): string[] {
  return [...(synonymsOf.get(stem(term)) ?? [])];
}

export function toQueryWord(term: string): QueryWord {
  return {term, alternatives: alternativesOf(term), vague: vagueStems.has(stem(term))};
}

/**
 * Phrases readers type for what the docs name in one word: "more than one
 * sidebar" is what the docs call multiple sidebars, a fix "not released yet"
 * is an unreleased one, and `:::`, punctuation the index has no word for, opens an
 * admonition.
 */
const phraseRewrites: ReadonlyArray<[phrase: RegExp, word: string]> = [
  [/\bmore than on(?:e|ce)\b/giu, 'multiple'],
  // Hyphenated, "add-ons" would be the vague "add" and "ons"; "plug-in" would be "plug" and a stop word.
  [/\b(?:add-ons?|plug-ins?)\b/giu, 'plugin'],
  [/:::/gu, ' admonition '],
  // A lone `$` is the math page's dollar sign; `$1`, `${…}` and `$HOME` are code.
  [/(?<![\w$])\$(?![\w{$])/gu, ' dollar '],
  // Phones type a curly apostrophe: "isn’t".
  [/\b(?:not|isn['’]?t|aren['’]?t)\s+(?:yet\s+)?released\b/giu, 'unreleased'],
];

/** The words of a query, with their alternatives. */
export function queryWords(query: string): QueryWord[] {
  const terms = queryTerms(phraseRewrites.reduce((text, [phrase, word]) => text.replace(phrase, word), query));
  const meaningful = terms.filter((term) => !questionWords.has(term));
  const kept = meaningful.length > 0 ? meaningful : terms;
  const identifiers = new Set(camelCaseWords(query).map(normalizeWord));
  return kept.map((term) => (identifiers.has(term) ? {...toQueryWord(term), identifier: true} : toQueryWord(term)));
}
