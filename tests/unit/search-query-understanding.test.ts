/**
 * Queries as readers type them: questions, British spellings, the docs'
 * jargon under another name, words no page has together, and misspellings
 * the index cannot match by itself.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import type {QueryNote} from '../../src/plugins/local-search/client/queryNotes';
import {stem} from '../../src/plugins/local-search/shared/tokenize';
import {docPage, inMemoryClient} from './helpers/searchPages';
import {maxQueryLength, optionalWordsOf, searchedPart} from '../../src/plugins/local-search/client/localSearchClient';
import {queryWords} from '../../src/plugins/local-search/client/queryWords';
import {isOneName, isPunctuatedName} from '../../src/plugins/local-search/shared/tokenize';
import {isCodeAsTyped, isTypedWithPunctuation} from '../../src/plugins/local-search/client/engine';

const current = 'docs-default-current';
const pages = [
  docPage('/docs/i18n/introduction', current, 'Internationalization', '<p>Serve the site in several locales.</p><h2 id="locales">Configuring locales</h2><p>List every locale in the config.</p>'),
  docPage('/docs/styling-layout', current, 'Styling and Layout', '<p>The primary color sets links and buttons.</p><h2 id="dark-mode">Dark mode</h2><p>Each color has a dark variant.</p>'),
  docPage('/docs/swizzling', current, 'Swizzling', '<p>Swizzling replaces a theme component with your own.</p>'),
  docPage('/docs/deployment', current, 'Deployment', '<p>Upload the build folder to any static host.</p><h2 id="github-pages">GitHub Pages</h2><p>Deploy with the deploy command.</p>'),
];

async function ask(query: string, {prefetched = false} = {}) {
  const notes: QueryNote[] = [];
  const {client} = inMemoryClient(pages, {onQueryNote: (note) => notes.push(note)});
  if (prefetched) {
    await client.prefetch(undefined, async () => {});
  }
  const {results} = await client.search({requests: [{indexName: 'docusaurus', query, hitsPerPage: 20}]});
  const response = results[0]!;
  const paths = [...new Set(response.hits.map((hit) => new URL(hit.url).pathname))];
  return {response, paths, note: notes.at(-1)};
}

test('a question finds its page: question words and stop words do not have to match', async () => {
  const {paths, response} = await ask('how do I deploy to github pages please');
  assert.equal(paths[0], '/docs/deployment');
  assert.equal(response.relaxedQuery, undefined);
  // "where" and "why" ask as "how" does; no page has to hold them.
  for (const question of ['where should I deploy', 'why swizzling']) {
    const answer = await ask(question);
    assert.equal(answer.response.relaxedQuery, undefined, question);
    assert.ok(answer.paths.length > 0, question);
  }
});

test('a reader\'s word for the docs\' term finds it: "translate" finds internationalization', async () => {
  const {paths} = await ask('translate');
  assert.equal(paths[0], '/docs/i18n/introduction');
});

test('"more than one" asks for what the docs call multiple', () => {
  assert.deepEqual(
    queryWords('can I have more than one sidebar').map((word) => word.term),
    ['multiple', 'sidebar'],
  );
  assert.ok(queryWords('several blogs')[0]!.alternatives.includes('multiple'));
});

test('"more than once", "add-ons", "plug-in" and "turn off" ask in the docs\' words', () => {
  const terms = (query: string) => queryWords(query).map((word) => word.term);
  assert.deepEqual(terms('use the same plugin more than once'), ['use', 'same', 'plugin', 'multiple']);
  assert.deepEqual(terms('community add-ons'), ['community', 'plugin']);
  assert.deepEqual(terms('docs plug-in options'), ['docs', 'plugin', 'options']);
  assert.ok(queryWords('addons')[0]!.alternatives.includes('plugin'));
  assert.ok(queryWords('turn off breadcrumbs')[1]!.alternatives.includes('disable'));
});

test('`:::`, punctuation with no word in the index, asks for admonitions', () => {
  assert.deepEqual(
    queryWords('how do I turn the ::: thing off').map((word) => word.term),
    ['turn', 'admonition', 'thing', 'off'],
  );
});

test('a lone `$` is the dollar sign, `$` in code is not; Cmd finds the Ctrl shortcuts', () => {
  assert.deepEqual(
    queryWords('how do I show a $ on its own').map((word) => word.term),
    ['show', 'dollar', 'own'],
  );
  assert.ok(!queryWords('$HOME ${name} $1 $$').some((word) => word.term === 'dollar'));
  assert.ok(queryWords('cmd k').find((word) => word.term === 'cmd')!.alternatives.includes('ctrl'));
});

test('a fix "not released yet" is an unreleased one', () => {
  for (const query of ['bug fix merged but not released yet', "fix that isn't released", 'fixes not yet released', 'feature that isn’t released', 'plugins that aren’t released yet']) {
    assert.ok(queryWords(query).some((word) => word.term === 'unreleased'), query);
    assert.ok(!queryWords(query).some((word) => word.term === 'released'), query);
  }
});

test('"not" is not "note": only the note finds admonitions, and only "not" weighs as a vague word', () => {
  assert.notEqual(stem('note'), stem('not'));
  assert.equal(stem('notes'), stem('note'));
  const [not] = queryWords('not');
  assert.deepEqual(not!.alternatives, []);
  assert.equal(not!.vague, true);
  const [note] = queryWords('note');
  assert.ok(note!.alternatives.includes('admonition'));
  assert.equal(note!.vague, false);
});

test('British and American spellings meet', async () => {
  assert.equal(stem('colour'), stem('color'));
  assert.equal(stem('customise'), stem('customize'));
  assert.equal(stem('localisation'), stem('localization'));
  assert.equal(stem('translation'), stem('translated'));
  const {paths} = await ask('primary colour');
  assert.equal(paths[0], '/docs/styling-layout');
});

test('a heading is not the HTML head: "heading" keeps its ending, other -ing words lose it', () => {
  assert.notEqual(stem('headings'), stem('head'));
  assert.equal(stem('headings'), stem('heading'));
  assert.equal(stem('deploying'), stem('deploy'));
});

test('a long question finds a page that lacks two of its words, with no note: the question is not relaxed', async () => {
  // The deployment page says "upload", "build", "folder", but not "shows" or "blank".
  const {paths, response} = await ask('upload build folder shows blank');
  assert.equal(paths[0], '/docs/deployment');
  assert.equal(response.relaxedQuery, undefined);
  assert.deepEqual([1, 2, 3, 4, 5, 6, 7].map(optionalWordsOf), [0, 0, 1, 2, 3, 4, 5]);
});

test('a vague verb does not decide the answer: "add tabs to a doc" finds the page about tabs', async () => {
  // The page about creating docs holds "add", "doc" and "tabs"; the tabs page
  // lacks "add" ("put" instead), which once cost it the first place.
  const tabsPages = [
    docPage('/docs/create-doc', current, 'Create a doc', '<p>Add a Markdown file to the docs folder.</p><h2 id="front-matter">Front matter</h2><p>Set the title of the doc.</p><h2 id="components">Components</h2><p>Embed tabs or admonitions.</p>'),
    docPage('/docs/markdown-features/tabs', current, 'Tabs', '<p>Put several panels in a doc with tabs.</p><h2 id="groups">Tab groups</h2><p>Tabs with the same group id switch together.</p><h2 id="default-tab">Default tab</h2><p>Choose the tab shown first.</p>'),
  ];
  const {client} = inMemoryClient(tabsPages);
  await client.prefetch(undefined, async () => {});
  const {results} = await client.search({requests: [{indexName: 'docusaurus', query: 'how do I add tabs to a doc', hitsPerPage: 20}]});
  const paths = [...new Set(results[0]!.hits.map((hit) => new URL(hit.url).pathname))];
  assert.equal(paths[0], '/docs/markdown-features/tabs');
  const vague = queryWords('set up my own theme with the other colours').filter((word) => word.vague).map((word) => word.term);
  assert.deepEqual(vague, ['set', 'up', 'own', 'other'], '"my own", "set up" and "the other" name no topic');
});

test('a query that names an identifier finds the pages that hold it, whatever else it says', async () => {
  const identifierPages = [
    docPage('/docs/config', current, 'Configuration', '<p>onBrokenLinks sets what a broken link does to the build.</p>'),
    docPage('/docs/help', current, 'Getting help', '<p>Ask for help on the forum; please say which version you run.</p>'),
  ];
  // "help" is on the help page only; the config page lacks it but names the identifier.
  assert.equal((await firstPages(identifierPages, 'help with onBrokenLinks please'))[0], '/docs/config');
  // With no page holding the identifier, the query is relaxed as any other.
  const {client} = inMemoryClient(identifierPages);
  const {results} = await client.search({requests: [{indexName: 'docusaurus', query: 'onBrokenZeppelins help', hitsPerPage: 20}]});
  assert.deepEqual(results[0]!.relaxedQuery, {removedWords: ['onbrokenzeppelins']});
});

test('when no page has every word, the best pages without the missing word are listed and the answer says so', async () => {
  const {paths, response, note} = await ask('swizzling zeppelin');
  assert.equal(paths[0], '/docs/swizzling');
  assert.deepEqual(response.relaxedQuery, {removedWords: ['zeppelin']});
  assert.deepEqual(note?.removedWords, ['zeppelin']);
});

test("the site's own name is a word like any other once the rest of the query finds nothing", async () => {
  // "docusaurus" weighs little, as it is on every page, but it is not dropped:
  // "docusaurus zeppelin" used to come back empty.
  const namedPages = [
    docPage('/docs/intro', current, 'Introduction', '<p>Docusaurus builds documentation sites.</p>'),
    docPage('/docs/playground', current, 'Playground', '<p>Try Docusaurus in an online sandbox.</p>'),
  ];
  const {client} = inMemoryClient(namedPages);
  const {results} = await client.search({requests: [{indexName: 'docusaurus', query: 'docusaurus zeppelin', hitsPerPage: 20}]});
  assert.equal(results[0]!.hits.length, 2);
  assert.deepEqual(results[0]!.relaxedQuery, {removedWords: ['zeppelin']});
});

test('a misspelling beyond typo tolerance gets a "did you mean", the reader\'s other words kept', async () => {
  const {response, note} = await ask('how to swizlng');
  assert.equal(response.nbHits, 0, 'two typos in a 7-letter word are beyond typo tolerance');
  assert.equal(response.didYouMean, 'how to swizzling');
  assert.equal(note?.didYouMean, 'how to swizzling');
});

test('a wrong first letter is a typo only for a word that matches nothing otherwise', async () => {
  // One edit, in the first letter, of a word of 5 letters or more: found, as a typo.
  const {paths} = await ask('Dwizzling');
  assert.equal(paths[0], '/docs/swizzling');
  assert.equal((await ask('wsizzling')).paths[0], '/docs/swizzling', 'swapped first letters');
  assert.equal((await ask('wizzling')).paths[0], '/docs/swizzling', 'first letter dropped');
  assert.equal((await ask('wizzl')).paths[0], '/docs/swizzling', 'first letter dropped while typing');
  // Shorter words keep their first letter: "bark" is no typo of "dark".
  assert.equal((await ask('bark')).response.nbHits, 0);
});

test('a typo in a word the docs only write in the plural is one typo, not two', async () => {
  // "buton" is two edits from "buttons", the only form the pages use, and one from "button".
  assert.equal((await ask('buton')).paths[0], '/docs/styling-layout');
});

test('once the index is in memory, a wrong first letter beyond one typo gets a "did you mean"', async () => {
  const {response} = await ask('Dwizling', {prefetched: true});
  assert.equal(response.nbHits, 0, 'two edits, one in the first letter, are beyond typo tolerance');
  assert.equal(response.didYouMean, 'swizzling');
});

test('a query longer than the engine reads is searched by its start, cut at a space, and the note says so', async () => {
  // "swizzling" lies past the cut, so only the deployment page is found.
  const long = `${'deploy '.repeat(40)}swizzling`;
  const {response, paths, note} = await ask(long);
  assert.deepEqual(paths, ['/docs/deployment']);
  assert.equal(response.query, long, 'the query is echoed whole');
  const searched = searchedPart(long);
  assert.ok(searched.length <= maxQueryLength && long.startsWith(searched) && long[searched.length] === ' ');
  assert.equal(response.searchedQuery, searched);
  assert.equal(note?.searchedLength, searched.length);
  // One word of 100 KB: answered at once (it took over 20 s before the cut), with nothing found.
  const started = performance.now();
  const pasted = await ask('x'.repeat(100 * 1024));
  assert.ok(performance.now() - started < 2000);
  assert.equal(pasted.note?.searchedLength, maxQueryLength);
  // Within the limit, no note about length.
  assert.equal((await ask('deploy')).note?.searchedLength, undefined);
});

test('a query that matches as typed carries no note', async () => {
  const {response, note} = await ask('dark mode');
  assert.ok(response.nbHits > 0);
  assert.equal(response.relaxedQuery, undefined);
  assert.equal(response.didYouMean, undefined);
  assert.deepEqual(note, {query: 'dark mode'});
});

test('one result per page: a page\'s sections follow it instead of interleaving with other pages', async () => {
  const {response} = await ask('color');
  const pagesInOrder = response.hits.map((hit) => new URL(hit.url).pathname);
  const firstSeen = pagesInOrder.filter((page, index) => pagesInOrder.indexOf(page) === index);
  const grouped = firstSeen.flatMap((page) => pagesInOrder.filter((other) => other === page));
  assert.deepEqual(pagesInOrder, grouped);
});

async function firstPages(pageList: ReturnType<typeof docPage>[], query: string): Promise<string[]> {
  const {client} = inMemoryClient(pageList);
  // Every page text in memory, as once the idle prefetch has run.
  await client.prefetch(undefined, async () => {});
  const {results} = await client.search({requests: [{indexName: 'docusaurus', query, hitsPerPage: 20}]});
  return [...new Set(results[0]!.hits.map((hit) => new URL(hit.url).pathname))];
}

test('a word the docs write only in code finds that page instead of nothing', async () => {
  const pages = [
    docPage('/docs/seo', current, 'SEO', '<p>Crawlers read a robots file.</p><div class="language-text theme-code-block"><pre><code>User-agent: *<br>Disallow: /drafts/</code></pre></div>'),
    docPage('/docs/cli', current, 'CLI', '<p>Commands of the site.</p>'),
  ];
  assert.deepEqual(await firstPages(pages, 'Disallow'), ['/docs/seo']);
  assert.deepEqual(await firstPages(pages, 'zzqx'), [], 'a word written nowhere still finds nothing');
});

test('a heading that holds the query as typed comes first, even when every word is a stop word', async () => {
  const phrasePages = [
    docPage('/docs/versioning', current, 'Versioning', '<h2 id="dropdown">Docs version dropdown</h2><p>Readers pick the docs version.</p>'),
    docPage('/docs/cli', current, 'CLI', '<h2 id="docs-version">docusaurus docs:version</h2><p>Copies the docs.</p>'),
    docPage('/docs/intro', current, 'Introduction', '<h2 id="who">Who is it for?</h2><p>Maintainers and writers.</p>'),
    docPage('/docs/format', current, 'Formats', '<p>For each format, for every page.</p>'),
  ];
  assert.equal((await firstPages(phrasePages, 'docs:version'))[0], '/docs/cli');
  assert.equal((await firstPages(phrasePages, 'who is it for'))[0], '/docs/intro');
  // A prefix of the heading, as while typing.
  assert.equal((await firstPages(phrasePages, 'who is it f'))[0], '/docs/intro');
});

/**
 * Names typed with their punctuation, each with two pages: one that only says
 * the name's words (listed first, so it wins unless the name counts) and one
 * that writes the name as typed.
 */
const typedNameCases: Array<{why: string; query: string; wordsOnly: Parameters<typeof docPage>; holdsName: Parameters<typeof docPage>}> = [
  {
    why: 'a config name with a colon, slash and at sign',
    query: 'plugin:@docusaurus/all',
    wordsOnly: ['/docs/client-api', current, 'Client API of Docusaurus', '<h2 id="plugins">Plugins</h2><p>All plugins share the global data of Docusaurus.</p><h2 id="all">All hooks</h2><p>Every hook a plugin can use.</p>'],
    holdsName: ['/docs/eslint-plugin', current, 'ESLint plugin', '<h2 id="configs">Configs</h2><p>plugin:@docusaurus/recommended turns on one rule.</p><p>plugin:@docusaurus/all turns on every rule.</p>'],
  },
  {
    why: 'a folder name inside a longer question',
    query: 'I added a file to src/theme but the old component shows',
    wordsOnly: ['/docs/theme-folder', current, 'Component files', '<p>An old component file goes to the theme folder of src.</p>'],
    holdsName: ['/docs/swizzling', current, 'Component files', '<p>An old component file goes to src/theme in the site.</p>'],
  },
  {
    why: 'a folder that starts with its punctuation: ".docusaurus" is not the word "docusaurus"',
    query: 'what is in the .docusaurus folder',
    wordsOnly: ['/docs/cli', current, 'CLI', '<h2 id="clear">Clear</h2><p>Removes the build folder and the caches of Docusaurus.</p>'],
    holdsName: ['/docs/advanced', current, 'Advanced guides', '<p>Each build writes the folder .docusaurus at the root of the site.</p>'],
  },
  {
    why: 'a key joined by an underscore (authors.yml)',
    query: 'image_url',
    wordsOnly: ['/docs/static-assets', current, 'Static assets', '<p>An image is served from its URL under the static folder.</p>'],
    holdsName: ['/docs/blog', current, 'Blog', '<p>Each author may have an image_url and a title.</p>'],
  },
  {
    why: 'a command-line flag whose word is on every page',
    query: '--page',
    wordsOnly: ['/docs/creating-pages', current, 'Creating pages', '<p>Each page in src/pages becomes a page of the site.</p><h2 id="page-routes">Page routes</h2><p>A page file maps to a route.</p>'],
    holdsName: ['/docs/migration/automated', current, 'Automated migration', '<p>The --page flag also copies the React pages of the old site.</p>'],
  },
  {
    why: 'a class name of three hyphenated words, written only in a table',
    query: 'plugin-id-default',
    wordsOnly: ['/docs/api/plugins/plugin-content-docs', current, 'Docs plugin', '<p>Each plugin has an id; the default plugin id is default.</p>'],
    holdsName: ['/docs/styling-layout', current, 'Styling', '<table><tr><td>plugin-id-default</td><td>Which plugin instance</td></tr></table>'],
  },
  {
    why: 'two words joined by one hyphen, typed alone',
    query: 'docusaurus-examples',
    wordsOnly: ['/docs/markdown-features', current, 'Examples', '<p>Docusaurus shows examples of every feature.</p>'],
    holdsName: ['/docs/migration', current, 'Migration', '<p>The docusaurus-examples repository holds v1 sites.</p>'],
  },
  {
    why: 'a hyphenated word inside a longer query, as written',
    query: 'theme-color meta tag',
    wordsOnly: ['/docs/styling-layout', current, 'Styling', '<p>Each theme picks a color; a meta tag can set the color too.</p>'],
    holdsName: ['/docs/seo', current, 'SEO', '<p>A theme-color meta tag tints the browser bar.</p>'],
  },
  {
    why: 'a route key that starts with two underscores',
    query: '__comp',
    wordsOnly: ['/docs/cli', current, 'CLI', '<p>Comp is short for component in some commands.</p>'],
    holdsName: ['/docs/advanced/routing', current, 'Routing', '<p>Each route names its component under __comp.</p>'],
  },
  {
    why: 'a placeholder in a file pattern',
    query: '%locale%',
    wordsOnly: ['/docs/i18n/introduction', current, 'i18n', '<p>Each locale has a folder; a locale is a language and a region.</p>'],
    holdsName: ['/docs/i18n/crowdin', current, 'Crowdin', '<p>Use %locale% in the pattern to get codes such as fr-FR.</p>'],
  },
  {
    why: 'a name only a code block writes',
    query: 'twitter:label1',
    wordsOnly: ['/docs/seo', current, 'SEO', '<p>A Twitter card can show a label and a value under its title.</p>'],
    holdsName: ['/docs/head-metadata', current, 'Head metadata', '<p>Tags in a head block go to the page head.</p><div class="language-html theme-code-block"><pre><code>&lt;meta name="twitter:label1" content="Applies to" /&gt;</code></pre></div>'],
  },
  {
    why: 'a BEM class name only a stylesheet writes, after its selector dot',
    query: 'footer__copyright',
    wordsOnly: ['/docs/api/themes/configuration', current, 'Theme configuration', '<h2 id="footer">Footer</h2><p>The footer shows a copyright line.</p>'],
    holdsName: ['/docs/styling-layout', current, 'Styling', '<p>Class names can be targeted.</p><div class="language-css theme-code-block"><pre><code>.footer__copyright { color: gray; }</code></pre></div>'],
  },
  {
    why: 'a key and its value as a code block writes them, over a page with both words',
    query: 'contents: write',
    wordsOnly: ['/docs/i18n/crowdin', current, 'Crowdin', '<h2 id="contents">Contents</h2><p>Write the contents of each file.</p>'],
    holdsName: ['/docs/deployment', current, 'Deployment', '<p>The workflow needs a permission.</p><div class="language-yaml theme-code-block"><pre><code>permissions:<br>  contents:   write</code></pre></div>'],
  },
  {
    why: 'a command line typed as a reader runs it, where the code passes its flag as an argument',
    query: 'git log -1 --format=%ct',
    wordsOnly: ['/docs/cli', current, 'CLI', '<p>Log the format of each command; git users run it once.</p>'],
    holdsName: ['/docs/i18n/git', current, 'Git', '<p>Dates come from history.</p><div class="language-js theme-code-block"><pre><code>execFileSync(\'git\', [\'log\', \'-1\', \'--format=%ct\', file]);</code></pre></div>'],
  },
  {
    why: 'a key only a code block writes, over a page whose headings hold its words apart',
    query: 'start_url',
    wordsOnly: ['/docs/api/docusaurus-config', current, 'Configuration', '<h2 id="url">url</h2><p>The URL of the site.</p><h2 id="start">Start</h2><p>Start the site at this url.</p>'],
    holdsName: ['/docs/pwa', current, 'PWA', '<p>The manifest describes the app.</p><div class="language-json theme-code-block"><pre><code>{"start_url": "/"}</code></pre></div>'],
  },
  {
    why: 'a call typed with its parentheses, as inline code in a paragraph writes it, over a heading with the word',
    query: 'action()',
    wordsOnly: ['/docs/deployment', current, 'Deployment', '<h2 id="actions">GitHub Actions</h2><p>An action runs on every push, and each action deploys.</p>'],
    holdsName: ['/docs/cli-plugins', current, 'Plugin commands', '<p>Declare a command with <code>command()</code>, then give it <code>action()</code>.</p>'],
  },
  {
    why: 'a command with its flag, as a paragraph writes it, over a page with both words apart',
    query: 'node -v',
    wordsOnly: ['/docs/architecture', current, 'Architecture', '<h2 id="node">Node</h2><p>Node renders every page; v is the version letter.</p>'],
    holdsName: ['/docs/installation', current, 'Installation', '<p>Check what you have with <code>node -v</code>.</p>'],
  },
];

test('a name typed with its punctuation finds the paragraph that holds it, not only headings', async () => {
  for (const {why, query, wordsOnly, holdsName} of typedNameCases) {
    assert.equal((await firstPages([docPage(...wordsOnly), docPage(...holdsName)], query))[0], holdsName[0], why);
  }
  assert.equal(isPunctuatedName('plugin:@docusaurus/all'), true);
  assert.equal(isPunctuatedName('docs version'), false, 'words with a space are matched one by one');
  assert.equal(isPunctuatedName('@site'), true);
  assert.equal(isPunctuatedName('.docusaurus'), true);
  assert.equal(isPunctuatedName('navbar__title'), true, 'a BEM class name, as its code writes it');
  assert.equal(isPunctuatedName('/next'), true, 'a path segment, as a URL writes it');
  assert.equal(isPunctuatedName('/'), false);
  assert.equal(isCodeAsTyped('contents: write'), true);
  assert.equal(isCodeAsTyped("type: 'all'"), true);
  assert.equal(isCodeAsTyped('url='), true);
  assert.equal(isCodeAsTyped('<br />'), true);
  assert.equal(isCodeAsTyped("why isn't it released"), false, 'an apostrophe inside a word is English');
  assert.equal(isCodeAsTyped('how do i deploy'), false);
  assert.equal(isTypedWithPunctuation('packages/'), true);
  for (const name of ['--page', 'raw-loader', '@site', '.docusaurus', '%locale%', '<summary>', 'navbar__title', 'docusaurus.config.js']) {
    assert.equal(isOneName(name) && isTypedWithPunctuation(name), true, `one name as typed is typed with punctuation: ${name}`);
  }
  assert.equal(isTypedWithPunctuation('version-<name>.json'), true);
  assert.equal(isTypedWithPunctuation("what's new, and why?"), false, 'an apostrophe, a comma and a question mark are English');
  assert.equal(isTypedWithPunctuation('how do i deploy.'), false, 'a full stop ends a sentence');
  assert.equal(isPunctuatedName('...'), false);
  assert.equal(isPunctuatedName('--page'), true);
  assert.equal(isPunctuatedName('-- page'), false);
  assert.equal(isPunctuatedName('%locale%'), true);
  assert.equal(isPunctuatedName('100%'), false);
  assert.equal(isPunctuatedName('<summary>'), true, 'a tag is looked for as typed');
  assert.equal(isPunctuatedName('#__docusaurus'), true, 'an element id as CSS writes it');
  assert.equal(isPunctuatedName('# heading'), false);
  assert.equal(isPunctuatedName('a < b > c'), false);
  assert.equal(isPunctuatedName('client-side'), false, 'inside a longer query, one hyphen is an English compound');
  assert.equal(isOneName('docusaurus-examples'), true, 'typed alone, one hyphen is meant as written');
  assert.equal(isOneName('client side'), false);
});

test("the last part of a page's URL counts as a word of the page, as readers see it in the address bar", async () => {
  const slugPages = [
    docPage('/docs/i18n/tutorial', current, 'Tutorial', '<p>This introduction walks through i18n step by step.</p>'),
    docPage('/docs/i18n/introduction', current, 'Internationalization', '<p>Serve the site in several locales.</p>'),
  ];
  assert.equal((await firstPages(slugPages, 'i18n introduction'))[0], '/docs/i18n/introduction');
});

test('two words the docs write as one find the joined word, and still find themselves apart', async () => {
  const compoundPages = [
    docPage('/docs/theme-config', current, 'Theme configuration', '<h2 id="navbar">Navbar</h2><p>The navbar holds the logo.</p>'),
    docPage('/docs/markdown', current, 'Markdown', '<p>A nav element wraps the bar of links.</p>'),
  ];
  const pages = await firstPages(compoundPages, 'nav bar');
  assert.equal(pages[0], '/docs/theme-config');
  assert.ok(pages.includes('/docs/markdown'), pages.join(', '));
});

test('a word the docs write as two finds them: "opengraph" finds "Open Graph", only when it matches nothing itself', async () => {
  const splitPages = [
    docPage('/docs/seo', current, 'Search engine optimization', '<h2 id="social">Social cards</h2><p>The Open Graph image shows when a link is shared.</p>'),
    docPage('/docs/assets', current, 'Assets', '<p>Put an image next to the doc.</p>'),
  ];
  assert.equal((await firstPages(splitPages, 'opengraph image'))[0], '/docs/seo');
  // "images" is a word of its own: never read as "imag" + "es".
  assert.deepEqual(await firstPages(splitPages, 'images'), ['/docs/assets', '/docs/seo']);
});

test('a name joined by _ or - that only code uses finds its page, by the words no text uses', async () => {
  const codePages = [
    docPage('/docs/crowdin', current, 'Using Crowdin', '<p>Keep the folders as they are.</p><div class="theme-code-block"><pre><code>preserve_hierarchy: true\nproject-website: true</code></pre></div>'),
    docPage('/docs/website', current, 'Website', '<p>The website has a project page.</p>'),
  ];
  // "hierarchy" is in no text: the code lends it to the page, so even a misspelling finds it.
  assert.equal((await firstPages(codePages, 'preserve_hierachy'))[0], '/docs/crowdin');
  // "website" is in a text elsewhere: code does not make the Crowdin page about it.
  assert.deepEqual(await firstPages(codePages, 'website'), ['/docs/website']);
});

test('a page that keeps coming back to the word ranks above a page that says it once', async () => {
  const topicPages = [
    docPage('/docs/links', current, 'Links', '<p>Link to a file by its path or by its slug.</p><h2 id="anchors">Anchors</h2><p>Add an anchor after the path.</p>'),
    docPage('/docs/urls', current, 'Document URLs', '<p>Each doc gets a slug from its file name.</p><h2 id="override">Override</h2><p>Set a slug in front matter.</p><h2 id="absolute">Absolute</h2><p>A slug that starts with a slash is absolute.</p>'),
  ];
  assert.deepEqual(await firstPages(topicPages, 'slug'), ['/docs/urls', '/docs/links']);
});

test('a short page about the word ranks above a long reference page that mentions it a few more times', async () => {
  const options = Array.from({length: 24}, (_, index) => `<h3 id="option-${index}">option${index}</h3><p>${index % 6 === 0 ? 'A swizzle of this part is possible.' : 'A string value.'}</p>`);
  const lengthPages = [
    docPage('/docs/api/themes/configuration', current, 'Theme configuration', options.join('')),
    docPage('/docs/swizzling', current, 'Ejecting components', '<p>To swizzle is to copy a component.</p><h2 id="wrap">Wrap</h2><p>Swizzle it with a wrapper.</p>'),
  ];
  assert.deepEqual(await firstPages(lengthPages, 'swizzle'), ['/docs/swizzling', '/docs/api/themes/configuration']);
});
