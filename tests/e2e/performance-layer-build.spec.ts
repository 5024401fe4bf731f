/**
 * The performance layer's mechanisms (src/plugins/bundle-performance/README.md),
 * each proved by what it leaves in the built files: one test per mechanism
 * whose effect shows in build/. Behaviour in the browser (hydration, idle
 * prefetching, kept server markup) is for the specs named in the map.
 * Reads files only, so it runs once, at desktop size.
 */
import fs from 'node:fs';
import path from 'node:path';
import {test, expect, anyViewport} from './fixtures';
import {buildDir} from './helpers/builtPages';
import {compileHint} from '../../src/plugins/bundle-performance/webpack/CompileHintPlugin';

const jsDir = path.join(buildDir, 'assets/js');
/**
 * The browser's scripts. The server bundle's chunks (CommonJS, `exports.id = …`)
 * land in the same folder, but no page loads them.
 */
const scripts = () =>
  fs
    .readdirSync(jsDir)
    .filter((file) => file.endsWith('.js') && !fs.readFileSync(path.join(jsDir, file), 'utf8').startsWith('exports.id ='));
const script = (pattern: RegExp): {file: string; text: string} => {
  const found = scripts().filter((file) => pattern.test(file));
  expect(found, `one script named like ${pattern}`).toHaveLength(1);
  return {file: found[0]!, text: fs.readFileSync(path.join(jsDir, found[0]!), 'utf8')};
};
const mainJs = () => script(/^main\.[0-9a-f]{8}\.js$/).text;
/** Whether `text` has `marker`, asserted without printing a whole script when it fails. */
const expectMarker = (text: string, marker: string | RegExp, present: boolean, what: string) =>
  expect(typeof marker === 'string' ? text.includes(marker) : marker.test(text), `${what}: ${marker} ${present ? 'present' : 'absent'}`).toBe(present);
const runtime = () => script(/^runtime~main\.[0-9a-f]{8}\.js$/).text;
const docsPageHtml = () => fs.readFileSync(path.join(buildDir, 'docs/installation/index.html'), 'utf8');
/** A route chunk: named by the registry's 8-hex-digit key (not a webpack number), plus its content hash. */
const routeChunk = /^([0-9a-f]{8})\.[0-9a-f]{8}\.js$/;

test.describe('the built files show each mechanism of the performance layer', anyViewport, () => {
  test('compileHint: every client script starts with the compile hint', () => {
    const files = scripts();
    expect(files.length).toBeGreaterThan(100);
    const unhinted = files.filter((file) => !fs.readFileSync(path.join(jsDir, file), 'utf8').startsWith(compileHint));
    expect(unhinted).toEqual([]);
  });

  test('lazyProgressBar: main.js carries no nprogress, a chunk of its own does', () => {
    const nprogressMarkup = 'role="bar"';
    expectMarker(mainJs(), nprogressMarkup, false, 'main.js');
    expect(scripts().filter((file) => fs.readFileSync(path.join(jsDir, file), 'utf8').includes(nprogressMarkup))).toHaveLength(1);
  });

  test('lazyPrism: main.js carries no Prism grammar', () => {
    expectMarker(mainJs(), /languages\.extend\(|Prism\.languages/, false, 'main.js');
  });

  test('stripTranslationDescriptions: the theme strings in main.js have no description', () => {
    const themeMessages = mainJs().match(/\{[^{}]*id:"theme\.[^{}]*\}/g) ?? [];
    expect(themeMessages.length).toBeGreaterThan(0);
    expect(themeMessages.filter((message) => message.includes('description:'))).toEqual([]);
  });

  test('leanRegistry: main.js names no content module and no weak module id', () => {
    const text = mainJs();
    expectMarker(text, /"?[0-9a-f]{8}"?:\[\(\)=>/, true, 'main.js');
    expectMarker(text, '@site/docs/', false, 'main.js');
    expectMarker(text, 'resolveWeak', false, 'main.js');
  });

  test('leanSiteConfig: main.js carries the site config without plugins, presets and themes', () => {
    const text = mainJs();
    expectMarker(text, 'An optimized site generator in React', true, 'main.js');
    expectMarker(text, 'preset-classic', false, 'main.js');
    expectMarker(text, /\bpresets:\[/, false, 'main.js');
  });

  test('routeChunkIds: a route chunk registers itself under its name, and the runtime maps no name to itself', () => {
    const chunk = scripts().find((file) => routeChunk.test(file))!;
    const [, name] = routeChunk.exec(chunk)!;
    expectMarker(fs.readFileSync(path.join(jsDir, chunk), 'utf8'), `.push([["${name}"]`, true, chunk);
    const text = runtime();
    expectMarker(text, '.gca=function', true, 'runtime');
    expectMarker(text, /"?\b([0-9a-f]{8})"?:"\1"/, false, 'runtime');
  });

  test('chunkHashesFile: the content hashes are in a file of their own, not in the runtime', () => {
    const hashes = script(/^chunk-hashes\.[0-9a-f]{8}\.js$/).text;
    const chunk = scripts().find((file) => routeChunk.test(file))!;
    const [name, hash] = chunk.split('.');
    expectMarker(hashes, `"${name}":"${hash}"`, true, 'chunk-hashes file');
    expectMarker(runtime(), `"${hash}"`, false, 'runtime');
  });

  test('pageChunkScripts and deferredAppScripts: a docs page lists its own chunks first, every script deferred, none preloaded', () => {
    const html = docsPageHtml();
    const sources = [...html.matchAll(/<script src="\/assets\/js\/([^"]+)" defer(?:="defer")?>/g)].map((match) => match[1]!);
    expect(sources.filter((file) => routeChunk.test(file)).length).toBeGreaterThan(0);
    expect(sources.slice(-2).map((file) => file.split('.')[0])).toEqual(['runtime~main', 'main']);
    expect(html.match(/<script src=/g)?.length).toBe(sources.length);
    expectMarker(html, /<link[^>]+rel="preload"[^>]+as="script"/, false, 'docs page');
  });
});
