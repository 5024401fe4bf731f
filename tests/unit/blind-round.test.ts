/** The blind-round tool of the search golden set (scripts/bench/blind-round.ts). */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {
  addKeywords,
  aboutAfterMerge,
  fillPlaceholders,
  goldenFileText,
  mergeBlindRounds,
  parseRouteLines,
  routeLines,
  routesFromDocsMetadata,
  seededHalves,
  stripKeywords,
  usedIdentifiers,
  writerPrompt,
  yamlKeyword,
  type GoldenFile,
} from '../../scripts/bench/blind-round';
import {goldenQueriesFile, type GoldenQuery} from '../../scripts/bench/search-metrics';

const siteDir = path.resolve(__dirname, '../..');

test('keywords are stripped in the block form, blank lines inside the list included, and nothing else changes', () => {
  const page = ['---', 'title: Sidebar', 'keywords:', '  - sidebar', '  - menu', '', '- nav', 'description: keywords: not this one', '---', 'keywords:', '  - body text stays', ''].join('\n');
  assert.equal(stripKeywords(page), ['---', 'title: Sidebar', 'description: keywords: not this one', '---', 'keywords:', '  - body text stays', ''].join('\n'));
});

test('keywords are stripped in the inline form, without taking the next key with them', () => {
  const page = '---\nid: cli\nkeywords: [cli, "docs:version"]\n  indented: kept\nslug: /cli\n---\n# CLI\n';
  assert.equal(stripKeywords(page), '---\nid: cli\n  indented: kept\nslug: /cli\n---\n# CLI\n');
});

test('a page without keywords, or without front matter, is left as it is', () => {
  for (const page of ['---\ntitle: A\nslug: /a\n---\n\nText\n', '# No front matter\nkeywords:\n  - x\n', '']) {
    assert.equal(stripKeywords(page), page);
  }
});

test('the real docs lose their keywords and nothing else', () => {
  const pages = ['docs', 'community'].flatMap((folder) => markdownFilesUnder(path.join(siteDir, folder)));
  let pagesWithKeywords = 0;
  for (const file of pages) {
    const page = fs.readFileSync(file, 'utf8');
    const stripped = stripKeywords(page);
    const [frontMatter, strippedFrontMatter] = [page, stripped].map((text) => /^---\n([\s\S]*?)\n---\n/.exec(text));
    if (!frontMatter) {
      assert.equal(stripped, page, file);
      continue;
    }
    pagesWithKeywords += /^keywords\s*:/m.test(frontMatter[1]!) ? 1 : 0;
    assert.equal(stripped.slice(strippedFrontMatter![0].length), page.slice(frontMatter[0].length), `${file}: the body is kept`);
    // The kept lines are the page's own, in order; every line left out is a keywords key, list item or blank.
    const kept = strippedFrontMatter![1]!.split('\n');
    let next = 0;
    for (const line of frontMatter[1]!.split('\n')) {
      if (line === kept[next]) {
        next += 1;
      } else {
        assert.match(line, /^keywords\s*:|^ {2}|^- |^\s*$/, `${file}: ${line} was left out`);
      }
    }
    assert.equal(next, kept.length, `${file}: the kept lines are the page's, in order`);
    assert.doesNotMatch(strippedFrontMatter![1]!, /^keywords\s*:/m, file);
  }
  assert.ok(pagesWithKeywords >= 80, `${pagesWithKeywords} pages with keywords`);
});

test('a keyword YAML would misread is written in JSON quotes, a plain one as it is', () => {
  for (const plain of ['sidebar', 'dark mode', 'useDocusaurusContext', 'v2', 'état']) {
    assert.equal(yamlKeyword(plain), plain);
  }
  for (const [keyword, written] of [
    ['docs:version', '"docs:version"'],
    ['#hash', '"#hash"'],
    ['a, b', '"a, b"'],
    ['@theme/Layout', '"@theme/Layout"'],
    ["it's", '"it\'s"'],
    ['say "hi"', '"say \\"hi\\""'],
    ['-x', '"-x"'],
    ['.docusaurus', '".docusaurus"'],
    ['2.0', '"2.0"'],
    [' leading', '" leading"'],
    ['trailing ', '"trailing "'],
    ['why?', '"why?"'],
  ]) {
    assert.equal(yamlKeyword(keyword!), written, keyword);
  }
});

test('keywords go at the end of the block list, before the next key', () => {
  const page = '---\ntitle: T\nkeywords:\n  - one\n  - two\nslug: /t\n---\nBody\n';
  assert.equal(addKeywords(page, ['three', 'docs:build']), '---\ntitle: T\nkeywords:\n  - one\n  - two\n  - three\n  - "docs:build"\nslug: /t\n---\nBody\n');
});

test('a page without keywords gets a list at the end of its front matter, which stripping takes away again', () => {
  const page = '---\ntitle: T\nslug: /t\n---\nkeywords:\n';
  const added = addKeywords(page, ['a', 'b c']);
  assert.equal(added, '---\ntitle: T\nslug: /t\nkeywords:\n  - a\n  - b c\n---\nkeywords:\n');
  assert.equal(stripKeywords(added), page);
  assert.throws(() => addKeywords('# no front matter\n', ['a']), /no front matter/);
  assert.throws(() => addKeywords('---\nkeywords: [a, b]\n---\nBody\n', ['c']), /inline list/, 'a second keywords key would break the build');
});

test('halves of a pair are disjoint, cover every item and keep their order', () => {
  const items = Array.from({length: 85}, (_, index) => `/docs/page-${String(index).padStart(2, '0')}`);
  const pairs = seededHalves(items, 7, 3);
  assert.equal(pairs.length, 3);
  for (const [first, second] of pairs) {
    assert.equal(first.length, 42);
    assert.equal(second.length, 43);
    assert.deepEqual(first.filter((item) => second.includes(item)), []);
    assert.deepEqual([...first, ...second].sort(), items);
    assert.deepEqual([...first].sort(), first);
    assert.deepEqual([...second].sort(), second);
  }
  assert.notDeepEqual(pairs[0], pairs[1], 'each pair gets another split');
});

test('halves are the same for the same seed, and others for another seed', () => {
  const items = Array.from({length: 85}, (_, index) => index);
  assert.deepEqual(seededHalves(items, 1, 2), seededHalves(items, 1, 2));
  assert.notDeepEqual(seededHalves(items, 1, 1), seededHalves(items, 2, 1));
  // Pinned: a change to the generator would make the halves of earlier rounds impossible to make again.
  assert.deepEqual(seededHalves([1, 2, 3, 4, 5, 6], 1, 1), [[[2, 5, 6], [1, 3, 4]]]);
  assert.deepEqual(seededHalves([], 1, 1), [[[], []]]);
});

test('routes are the current docs and community pages, sorted by permalink', () => {
  const routes = routesFromDocsMetadata([
    {source: '@site/docs/cli.md', permalink: '/docs/cli'},
    {source: '@site/versioned_docs/version-2.0.0/cli.md', permalink: '/docs/2.0.0/cli'},
    {source: '@site/community/0-support.md', permalink: '/community/support'},
    {source: '@site/docs/api/index.md', permalink: '/docs/api'},
    {permalink: '/docs/no-source'},
  ]);
  assert.deepEqual(routes, [
    {permalink: '/community/support', source: 'community/0-support.md'},
    {permalink: '/docs/api', source: 'docs/api/index.md'},
    {permalink: '/docs/cli', source: 'docs/cli.md'},
  ]);
  assert.equal(routeLines(routes), '/community/support\tcommunity/0-support.md\n/docs/api\tdocs/api/index.md\n/docs/cli\tdocs/cli.md\n');
  assert.deepEqual(parseRouteLines(routeLines(routes)), new Set(['/community/support', '/docs/api', '/docs/cli']));
});

test('used identifiers: once each, sorted without regard to case', () => {
  const queries = [golden('onBrokenLinks', 'identifier'), golden('Admonitions', 'identifier'), golden('baseUrl', 'identifier'), golden('baseUrl', 'identifier'), golden('zzz', 'concept')];
  assert.deepEqual(usedIdentifiers(queries), ['Admonitions', 'baseUrl', 'onBrokenLinks']);
});

test("the writers' prompt is what follows the --- line, for the round's folder", () => {
  const prompt = writerPrompt(fs.readFileSync(path.join(siteDir, 'tests/data/search-blind-round-prompt.txt'), 'utf8'), '/tmp/rounds/r1');
  assert.match(prompt, /^You are writing search test queries/);
  assert.doesNotMatch(prompt, /How a blind round|<round folder>|blind-round\.ts/);
  assert.match(prompt, /Work ONLY inside \/tmp\/rounds\/r1\/ \./);
  assert.ok(prompt.endsWith('the count.\n'));
  assert.throws(() => writerPrompt('no line\n', '/x'), /---/);
});

test('a merge makes the set tuned and appends new queries as held-out, valid routes only, each query once in any case', () => {
  const existing = [golden('Dark mode', 'concept', 'held-out'), golden('sidebar', 'concept', 'tuned')];
  const routes = new Set(['/docs/a', '/docs/b']);
  const {queries, added} = mergeBlindRounds(
    existing,
    [
      [
        {query: 'dark MODE', kind: 'concept', accept: ['/docs/a']},
        {query: 'only a bad route', kind: 'question', accept: ['/docs/nowhere']},
        {query: 'new one', kind: 'typo-1', accept: ['/docs/nowhere', '/docs/b', '/docs/a']},
      ],
      [
        {query: 'New One', kind: 'typo-1', accept: ['/docs/a']},
        {query: 'only a bad route', kind: 'question', accept: ['/docs/a']},
      ],
      [],
    ],
    routes,
  );
  assert.deepEqual(added, [1, 1, 0]);
  assert.deepEqual(queries, [
    golden('Dark mode', 'concept', 'tuned'),
    golden('sidebar', 'concept', 'tuned'),
    {query: 'new one', kind: 'typo-1', half: 'held-out', accept: ['/docs/b', '/docs/a']},
    {query: 'only a bad route', kind: 'question', half: 'held-out', accept: ['/docs/a']},
  ]);
  assert.equal(existing[0]!.half, 'held-out', 'the set given is not changed');
});

test('the about text: held-out pairs become "the next", the sentence goes in before the end, with the counts', () => {
  const about = 'Rounds 1 and 2 (the last 180: ...), are held out. Run: npm run bench:search.';
  const sentence = ' tuned; rounds 3 and 4 (the next {p1}: {d1} were in the set) and 5 and 6 (the last {p2}: {d2}), 100%% {{braces}}\n\n';
  assert.equal(
    aboutAfterMerge(about, sentence, [90, 80, 100, 99]),
    'Rounds 1 and 2 (the next 180: ...) tuned; rounds 3 and 4 (the next 170: 30 were in the set) and 5 and 6 (the last 199: 1), 100%% {braces}, are held out. Run: npm run bench:search.',
  );
  assert.throws(() => aboutAfterMerge('no end', sentence, [1, 2, 3, 4]), /once/);
  assert.throws(() => aboutAfterMerge(about, sentence, [1, 2, 3]), /four/);
  assert.throws(() => fillPlaceholders('{p3}', {p1: 1}), /unknown placeholder/);
  assert.throws(() => fillPlaceholders('a } b', {}), /placeholder/);
});

test('the golden file writer gives back the real golden file byte for byte', () => {
  const text = fs.readFileSync(goldenQueriesFile, 'utf8');
  assert.equal(goldenFileText(JSON.parse(text) as GoldenFile), text);
});

test('the golden file writer keeps non-ASCII as it is and escapes what JSON must', () => {
  const file: GoldenFile = {about: 'Fünf "Runden"', queries: [golden('café\tmenu \\ 日本語', 'concept'), golden('b', 'typo-1')]};
  const text = goldenFileText(file);
  assert.equal(
    text,
    '{\n  "about": "Fünf \\"Runden\\"",\n  "queries": [\n    {"query": "café\\tmenu \\\\ 日本語", "kind": "concept", "half": "tuned", "accept": ["/docs/a"]},\n    {"query": "b", "kind": "typo-1", "half": "tuned", "accept": ["/docs/a"]}\n  ]\n}\n',
  );
  assert.deepEqual(JSON.parse(text), file);
});

function golden(query: string, kind: string, half: GoldenQuery['half'] = 'tuned'): GoldenQuery {
  return {query, kind, half, accept: ['/docs/a']};
}

function markdownFilesUnder(folder: string): string[] {
  return fs.readdirSync(folder, {withFileTypes: true}).flatMap((entry) => {
    const file = path.join(folder, entry.name);
    return entry.isDirectory() ? markdownFilesUnder(file) : /\.mdx?$/.test(entry.name) ? [file] : [];
  });
}
