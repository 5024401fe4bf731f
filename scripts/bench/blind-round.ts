/**
 * The blind rounds of the search golden set (tests/data/search-blind-round-prompt.txt):
 *
 *   node --import tsx scripts/bench/blind-round.ts prepare <out-dir> <seed> <round> <round> [<round> <round> ...]
 *   node --import tsx scripts/bench/blind-round.ts merge <about-sentence-file> <round-dir> <round-dir> <round-dir> <round-dir>
 *   node --import tsx scripts/bench/blind-round.ts add-keywords <markdown-file> <keyword> [<keyword> ...]
 *
 * `prepare` makes one folder per writer, `merge` adds the queries.json they
 * wrote to the golden set as held-out, `add-keywords` adds front-matter
 * keywords to a page once its misses are read. `--golden <file>` (before
 * the command's arguments) reads and writes another golden file than
 * tests/data/search-golden-queries.json, e.g. a copy to try a merge on.
 */
import fs from 'node:fs';
import path from 'node:path';
import {goldenQueriesFile, readGoldenQueries, type GoldenQuery} from './search-metrics';

const siteDir = path.resolve(__dirname, '../..');
const promptFile = path.join(siteDir, 'tests/data/search-blind-round-prompt.txt');
/** The docs plugin writes one metadata file per page here, on a build or `docusaurus start`. */
const docsMetadataDir = path.join(siteDir, '.docusaurus/docusaurus-plugin-content-docs');
/** What writers read: the current docs and the community pages (not versioned_docs, not the blog). */
const copiedFolders = ['docs', 'community'];
/** Two writers of a pair write 100 queries each; the about text says how many of them were new. */
const queriesPerPair = 200;

/** A page writers may name as an answer, and the file it is written in. */
export interface Route {
  permalink: string;
  /** Relative to the site, e.g. `docs/cli.md`. */
  source: string;
}

/** What a writer puts in queries.json. */
export interface BlindQuery {
  query: string;
  kind: string;
  accept: string[];
}

export interface GoldenFile {
  about: string;
  queries: GoldenQuery[];
}

const frontMatterPattern = /^---\n([\s\S]*?)\n---\n/;

/**
 * The markdown without its front-matter `keywords`, in the block form
 * (`keywords:` and its `  - word` lines) and the inline one (`keywords: [a, b]`).
 * Keywords are written for search: a writer who read them would write the
 * index's words. Every other line, and the body, is kept as it is.
 */
export function stripKeywords(markdown: string): string {
  const frontMatter = frontMatterPattern.exec(markdown);
  if (!frontMatter) {
    return markdown;
  }
  const kept: string[] = [];
  let inKeywordList = false;
  for (const line of frontMatter[1]!.split('\n')) {
    if (/^keywords\s*:/.test(line)) {
      // `[^\n]`, not `.`: Python's `.` (in the original) matches a `\r`, JavaScript's does not.
      inKeywordList = !/^keywords\s*:\s*\[[^\n]*\]\s*$/.test(line) && line.trim().endsWith(':');
      continue;
    }
    // A list item, indented or not, or a blank line inside the list, belongs to it.
    if (inKeywordList && (line.startsWith('  ') || line.startsWith('- ') || line.trim() === '')) {
      continue;
    }
    inKeywordList = false;
    kept.push(line);
  }
  return `---\n${kept.join('\n')}\n---\n${markdown.slice(frontMatter[0].length)}`;
}

/**
 * The keyword as a YAML list item writes it: in JSON quotes (YAML reads them
 * as a double-quoted string) when it holds a character YAML may take for
 * syntax, starts like a number or an indicator (`2.0`, `-x`, `.x`), or has
 * edge spaces plain YAML would drop; as it is otherwise.
 */
export function yamlKeyword(keyword: string): string {
  return /[:#[\]{}&*!|>'"%@`,?]|^[-.\p{Nd}]|^\s|\s$/u.test(keyword) ? JSON.stringify(keyword) : keyword;
}

/**
 * The markdown with the keywords appended, as `  - keyword` lines, to the end
 * of its front-matter `keywords:` block list, or to a new one at the end of
 * the front matter when it has none. An inline `keywords: [..]` list is
 * refused: a second `keywords:` key would break the build.
 */
export function addKeywords(markdown: string, keywords: string[]): string {
  const frontMatter = frontMatterPattern.exec(markdown);
  if (!frontMatter) {
    throw new Error('no front matter');
  }
  const lines = frontMatter[1]!.split('\n');
  if (lines.some((line) => /^keywords\s*:\s*\S/.test(line))) {
    throw new Error('the keywords are an inline list: write them as a block list (`keywords:` then `  - word` lines) first');
  }
  let listStart = lines.findIndex((line) => /^keywords\s*:\s*$/.test(line));
  if (listStart === -1) {
    lines.push('keywords:');
    listStart = lines.length - 1;
  }
  let listEnd = listStart + 1;
  while (listEnd < lines.length && /^\s+- /.test(lines[listEnd]!)) {
    listEnd += 1;
  }
  lines.splice(listEnd, 0, ...keywords.map((keyword) => `  - ${yamlKeyword(keyword)}`));
  return `---\n${lines.join('\n')}\n---\n${markdown.slice(frontMatter[0].length)}`;
}

/** A small seeded PRNG (mulberry32): the same seed gives the same halves on every machine. */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = state;
    mixed = Math.imul(mixed ^ (mixed >>> 15), mixed | 1);
    mixed ^= mixed + Math.imul(mixed ^ (mixed >>> 7), mixed | 61);
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * For each pair of writers, the items split in two random halves, one per
 * writer, so the pair covers every page between them. One generator runs
 * through all the pairs, so each pair gets another split. Each half keeps
 * the items' order.
 */
export function seededHalves<T>(items: readonly T[], seed: number, pairCount: number): Array<[T[], T[]]> {
  const random = mulberry32(seed);
  const pairs: Array<[T[], T[]]> = [];
  for (let pair = 0; pair < pairCount; pair += 1) {
    const order = items.map((_, index) => index);
    for (let index = order.length - 1; index > 0; index -= 1) {
      const other = Math.floor(random() * (index + 1));
      [order[index], order[other]] = [order[other]!, order[index]!];
    }
    const middle = Math.floor(order.length / 2);
    const half = (indexes: number[]) => indexes.sort((a, b) => a - b).map((index) => items[index]!);
    pairs.push([half(order.slice(0, middle)), half(order.slice(middle))]);
  }
  return pairs;
}

/** The routes of the current docs and community pages, by permalink, from the docs plugin's page metadata. */
export function routesFromDocsMetadata(pages: Array<{source?: string; permalink?: string}>): Route[] {
  const sourceOf = new Map<string, string>();
  for (const {source = '', permalink} of pages) {
    if (permalink !== undefined && copiedFolders.some((folder) => source.startsWith(`@site/${folder}/`))) {
      sourceOf.set(permalink, source.replace('@site/', ''));
    }
  }
  return [...sourceOf].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([permalink, source]) => ({permalink, source}));
}

/** `permalink<TAB>source` lines, the form of ROUTES.txt and FOCUS.txt. */
export function routeLines(routes: Route[]): string {
  return routes.map(({permalink, source}) => `${permalink}\t${source}\n`).join('');
}

/** The permalinks of a ROUTES.txt. */
export function parseRouteLines(text: string): Set<string> {
  return new Set(text.split('\n').filter((line) => line !== '').map((line) => line.split('\t')[0]!));
}

/**
 * The identifier queries the set holds, sorted without regard to case: blind
 * writers kept picking the same option names, so they are told which are taken.
 */
export function usedIdentifiers(queries: GoldenQuery[]): string[] {
  const identifiers = [...new Set(queries.filter((query) => query.kind === 'identifier').map((query) => query.query))];
  const byCode = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  return identifiers.sort((a, b) => byCode(a.toLowerCase(), b.toLowerCase()) || byCode(a, b));
}

/** The writers' prompt: what follows the first `---` line of the prompt file, for one round's folder. */
export function writerPrompt(promptFileText: string, roundFolder: string): string {
  const separator = '\n---\n';
  const start = promptFileText.indexOf(separator);
  if (start === -1) {
    throw new Error('the prompt file has no `---` line above the writers\' prompt');
  }
  return `${promptFileText.slice(start + separator.length).trim()}\n`.split('<round folder>').join(roundFolder);
}

/**
 * The golden queries after a merge: every query already in the set becomes
 * `tuned` (its round's misses have been worked on by now), and each round's
 * new queries are appended as `held-out`. An accepted route not in ROUTES.txt
 * is dropped, and a query left with none; a query already in the set, or
 * written by an earlier round of this merge, in any case, is skipped.
 */
export function mergeBlindRounds(
  existing: GoldenQuery[],
  rounds: BlindQuery[][],
  routes: ReadonlySet<string>,
): {queries: GoldenQuery[]; added: number[]} {
  const queries: GoldenQuery[] = existing.map((query) => ({...query, half: 'tuned'}));
  const seen = new Set(queries.map((query) => query.query.toLowerCase()));
  const added = rounds.map((round) => {
    let count = 0;
    for (const {query, kind, accept} of round) {
      const validAccept = accept.filter((route) => routes.has(route));
      if (validAccept.length === 0 || seen.has(query.toLowerCase())) {
        continue;
      }
      seen.add(query.toLowerCase());
      queries.push({query, kind, half: 'held-out', accept: validAccept});
      count += 1;
    }
    return count;
  });
  return {queries, added};
}

/** `template` with `{name}` replaced by its value and `{{`, `}}` by a brace, as Python's str.format does. */
export function fillPlaceholders(template: string, values: Record<string, number | string>): string {
  return template.replace(/\{\{|\}\}|\{([^{}]*)\}|[{}]/g, (match, name: string | undefined) => {
    if (match === '{{' || match === '}}') {
      return match[0]!;
    }
    if (name === undefined || !(name in values)) {
      throw new Error(`unknown placeholder ${match} in the about sentence`);
    }
    return String(values[name]);
  });
}

/**
 * The golden set's `about` after merging four rounds (two pairs): the pairs
 * that were held out become "the next", and the sentence (the about-sentence
 * file's text, trailing newlines dropped, with `{p1}` `{d1}` `{p2}` `{d2}`:
 * each pair's new queries and those already in the set) goes in before
 * ", are held out. Run:". The sentence says how the previous rounds became
 * tuned and names the new ones.
 */
export function aboutAfterMerge(about: string, sentenceTemplate: string, added: number[]): string {
  if (added.length !== 4) {
    throw new Error(`a merge takes four rounds (two pairs), not ${added.length}`);
  }
  const heldOutEnd = ', are held out. Run:';
  const occurrences = about.split(heldOutEnd).length - 1;
  if (occurrences !== 1) {
    throw new Error(`the about text has "${heldOutEnd}" ${occurrences} times, not once`);
  }
  const [first, second, third, fourth] = added as [number, number, number, number];
  const sentence = fillPlaceholders(sentenceTemplate.replace(/\n+$/, ''), {
    p1: first + second,
    d1: queriesPerPair - first - second,
    p2: third + fourth,
    d2: queriesPerPair - third - fourth,
  });
  return about.split('(the last ').join('(the next ').replace(heldOutEnd, () => sentence + heldOutEnd);
}

/**
 * JSON as Python's `json.dumps(value, ensure_ascii=False)` writes it, with
 * ", " and ": " between items: the golden file has always been written so,
 * and keeping it means a merge's diff is only the lines it adds.
 */
export function pythonStyleJson(value: unknown): string {
  if (Array.isArray(value)) {
    return `[${value.map(pythonStyleJson).join(', ')}]`;
  }
  if (value !== null && typeof value === 'object') {
    return `{${Object.entries(value).map(([key, item]) => `${JSON.stringify(key)}: ${pythonStyleJson(item)}`).join(', ')}}`;
  }
  if (typeof value === 'string' || typeof value === 'boolean' || value === null || (typeof value === 'number' && Number.isFinite(value))) {
    return JSON.stringify(value);
  }
  throw new Error(`not JSON: ${String(value)}`);
}

/** The golden file's text: one query a line, so that diffs and reviews read query by query. */
export function goldenFileText({about, queries}: GoldenFile): string {
  const lines = ['{', `  "about": ${JSON.stringify(about)},`, '  "queries": ['];
  queries.forEach((query, index) => lines.push(`    ${pythonStyleJson(query)}${index < queries.length - 1 ? ',' : ''}`));
  lines.push('  ]', '}');
  return `${lines.join('\n')}\n`;
}

// ---- File system and command line ----

class UsageError extends Error {}

function readDocsRoutes(): Route[] {
  const metadataFiles = fs.existsSync(docsMetadataDir)
    ? fs.readdirSync(docsMetadataDir, {withFileTypes: true}).filter((entry) => entry.isDirectory()).flatMap((plugin) =>
        fs.readdirSync(path.join(docsMetadataDir, plugin.name)).filter((name) => /^site-.*\.json$/.test(name)).map((name) => path.join(docsMetadataDir, plugin.name, name)),
      )
    : [];
  const routes = routesFromDocsMetadata(metadataFiles.map((file) => JSON.parse(fs.readFileSync(file, 'utf8')) as {source?: string; permalink?: string}));
  if (routes.length === 0) {
    throw new UsageError(
      `No docs page metadata in ${docsMetadataDir}: the routes come from what the docs plugin generates there, so run \`npm run build\` or \`npm start\` once first (after the last docs change).`,
    );
  }
  return routes;
}

/** The files under a folder, as the Python original's glob listed them: dot files and dot folders left out. */
function filesUnder(folder: string): string[] {
  return fs.readdirSync(folder, {withFileTypes: true}).filter((entry) => !entry.name.startsWith('.')).flatMap((entry) => {
    const file = path.join(folder, entry.name);
    return fs.statSync(file).isDirectory() ? filesUnder(file) : [file];
  });
}

function prepare(outDir: string, seedText: string, rounds: string[], golden: string): void {
  if (!/^-?\d+$/.test(seedText)) {
    throw new UsageError(`the seed must be an integer, not ${seedText}`);
  }
  if (rounds.length === 0 || rounds.length % 2 !== 0) {
    throw new UsageError(`rounds come in pairs (the two writers of a pair get the two halves of the pages), not ${rounds.length}`);
  }
  const routes = readDocsRoutes();
  console.log(routes.length, 'routes');
  const used = usedIdentifiers(readGoldenQueries(golden));
  const promptText = fs.readFileSync(promptFile, 'utf8');
  const halves = seededHalves(routes, Number(seedText), rounds.length / 2);
  const sourceFiles = copiedFolders.flatMap((folder) => filesUnder(path.join(siteDir, folder)));
  rounds.forEach((round, index) => {
    const roundDir = path.resolve(outDir, round);
    fs.rmSync(roundDir, {recursive: true, force: true});
    fs.mkdirSync(roundDir, {recursive: true});
    for (const file of sourceFiles) {
      const copy = path.join(roundDir, path.relative(siteDir, file));
      fs.mkdirSync(path.dirname(copy), {recursive: true});
      if (/\.mdx?$/.test(file)) {
        fs.writeFileSync(copy, stripKeywords(fs.readFileSync(file, 'utf8')));
      } else {
        fs.copyFileSync(file, copy);
      }
    }
    fs.writeFileSync(path.join(roundDir, 'ROUTES.txt'), routeLines(routes));
    fs.writeFileSync(path.join(roundDir, 'FOCUS.txt'), routeLines(halves[Math.floor(index / 2)]![index % 2]!));
    fs.writeFileSync(path.join(roundDir, 'USED.txt'), used.map((identifier) => `${identifier}\n`).join(''));
    fs.writeFileSync(path.join(roundDir, 'PROMPT.txt'), writerPrompt(promptText, roundDir));
  });
  console.log('ok', rounds.join(' '));
}

function merge(aboutSentenceFile: string, roundDirs: string[], golden: string): void {
  if (roundDirs.length !== 4) {
    throw new UsageError(`merge takes four round folders (two pairs), not ${roundDirs.length}`);
  }
  const goldenFile = JSON.parse(fs.readFileSync(golden, 'utf8')) as GoldenFile;
  // Every round of a prepare has the same ROUTES.txt.
  const routes = parseRouteLines(fs.readFileSync(path.join(roundDirs[0]!, 'ROUTES.txt'), 'utf8'));
  const rounds = roundDirs.map((dir) => JSON.parse(fs.readFileSync(path.join(dir, 'queries.json'), 'utf8')) as BlindQuery[]);
  const {queries, added} = mergeBlindRounds(goldenFile.queries, rounds, routes);
  roundDirs.forEach((dir, index) => console.log(dir, added[index], 'of', rounds[index]!.length));
  const about = aboutAfterMerge(goldenFile.about, fs.readFileSync(aboutSentenceFile, 'utf8'), added);
  fs.writeFileSync(golden, goldenFileText({about, queries}));
  console.log('total', queries.length);
}

function addKeywordsToFile(file: string, keywords: string[]): void {
  if (keywords.length === 0) {
    throw new UsageError('no keywords to add');
  }
  fs.writeFileSync(file, addKeywords(fs.readFileSync(file, 'utf8'), keywords));
  console.log(file, '+', keywords.length);
}

const usage = `usage: node --import tsx scripts/bench/blind-round.ts [--golden <file>] <command> ...
  prepare <out-dir> <seed> <round> <round> [<round> <round> ...]
  merge <about-sentence-file> <round-dir> <round-dir> <round-dir> <round-dir>
  add-keywords <markdown-file> <keyword> [<keyword> ...]`;

export function main(args: string[]): void {
  let golden = goldenQueriesFile;
  const goldenOption = args.indexOf('--golden');
  if (goldenOption !== -1) {
    if (args[goldenOption + 1] === undefined) {
      throw new UsageError('--golden needs a file');
    }
    golden = path.resolve(args[goldenOption + 1]!);
    args = [...args.slice(0, goldenOption), ...args.slice(goldenOption + 2)];
  }
  const [command, ...rest] = args;
  if (command === 'prepare' && rest.length >= 2) {
    prepare(rest[0]!, rest[1]!, rest.slice(2), golden);
  } else if (command === 'merge' && rest.length >= 1) {
    merge(rest[0]!, rest.slice(1), golden);
  } else if (command === 'add-keywords' && rest.length >= 1) {
    addKeywordsToFile(rest[0]!, rest.slice(1));
  } else {
    throw new UsageError(usage);
  }
}

if (require.main === module) {
  try {
    main(process.argv.slice(2));
  } catch (error) {
    if (!(error instanceof UsageError)) {
      throw error;
    }
    console.error(error.message);
    process.exitCode = 1;
  }
}
