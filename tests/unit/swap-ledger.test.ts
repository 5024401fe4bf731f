/**
 * Every swap of the performance layer is loud (src/plugins/bundle-performance/webpack/swapLedger.ts):
 * real webpack builds of two small modules, where a replacement, an internal
 * module swap or a loader rule that finds nothing fails the build, naming it.
 */
import {describe, it, before, after} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import webpack from 'webpack';
import {SwapLedger, hasLoader, loudReplacement} from '../../src/plugins/bundle-performance/webpack/swapLedger';
import {replaceInternalModule} from '../../src/plugins/bundle-performance/webpack/replaceInternalModule';

let dir: string;

/** The errors of a production build of entry.js with `configure`'s plugins and rules. */
function buildErrors(ledger: SwapLedger, configure: Partial<webpack.Configuration>): Promise<string[]> {
  const compiler = webpack({
    mode: 'production',
    context: dir,
    entry: './entry.js',
    output: {path: path.join(dir, 'out')},
    ...configure,
    plugins: [...(configure.plugins ?? []), ledger.plugin()],
  });
  return new Promise((resolve, reject) =>
    compiler.run((error, stats) => {
      if (error || !stats) reject(error);
      else resolve(stats.compilation.errors.map((problem) => problem.message));
    }),
  );
}

before(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'swap-ledger-'));
  fs.mkdirSync(path.join(dir, 'lib'));
  fs.writeFileSync(path.join(dir, 'entry.js'), "import {answer} from './lib/original.js';\nconsole.log(answer);\n");
  fs.writeFileSync(path.join(dir, 'lib', 'original.js'), 'export const answer = 1;\n');
  fs.writeFileSync(path.join(dir, 'ours.js'), 'export const answer = 2;\n');
  fs.writeFileSync(path.join(dir, 'patch-loader.js'), "module.exports = (source) => source.replace('1', '3');\n");
});
after(() => fs.rmSync(dir, {recursive: true, force: true}));

describe('a module replacement', () => {
  it('that matches passes and takes effect', async () => {
    const ledger = new SwapLedger('client');
    const swap = loudReplacement(ledger, 'demo: original.js', /[\\/]lib[\\/]original\.js$/, path.join(dir, 'ours.js'));
    assert.deepEqual(await buildErrors(ledger, {plugins: [swap]}), []);
    assert.match(fs.readFileSync(path.join(dir, 'out', 'main.js'), 'utf8'), /log\(2\)/);
  });

  it('that matches nothing fails the build, naming it', async () => {
    const ledger = new SwapLedger('client');
    const swap = loudReplacement(ledger, 'demo: renamed.js', /[\\/]lib[\\/]renamed\.js$/, path.join(dir, 'ours.js'));
    const [error, ...more] = await buildErrors(ledger, {plugins: [swap]});
    assert.equal(more.length, 0);
    assert.match(error, /1 framework swap\(s\) matched nothing in the client build/);
    assert.match(error, /- demo: renamed\.js \(never applied during the build\)/);
    assert.match(error, /upgrade checklist/);
  });
});

describe('an internal module swap', () => {
  /** The server build's errors with lib/<file> swapped for ours.js. */
  const swapErrors = (file: string) => {
    const ledger = new SwapLedger('server');
    const swap = replaceInternalModule(ledger, `demo: ${file}`, {
      target: path.join(dir, 'lib', file),
      replacement: path.join(dir, 'ours.js'),
      originalAlias: '@demo-original/lib',
    });
    return buildErrors(ledger, {plugins: [swap]});
  };

  it('whose target file no import reaches fails the build, naming it', async () => {
    const [error] = await swapErrors('moved.js');
    assert.match(error, /in the server build:\n {2}- demo: moved\.js/);
  });

  it('whose target is imported passes', async () => {
    assert.deepEqual(await swapErrors('original.js'), []);
  });
});

describe('a loader rule (a text patch of a generated file)', () => {
  const loader = () => path.join(dir, 'patch-loader.js');
  const rule = (test: RegExp) => ({module: {rules: [{test, use: [loader()]}]}});

  it('whose test matches no module fails the build, naming it', async () => {
    const ledger = new SwapLedger('client');
    ledger.expect('demo: registry loader', hasLoader(loader()));
    const [error] = await buildErrors(ledger, rule(/registry\.js$/));
    assert.match(error, /- demo: registry loader \(no module was built with patch-loader\.js\)/);
  });

  it('that builds a module passes', async () => {
    const ledger = new SwapLedger('client');
    ledger.expect('demo: original loader', hasLoader(loader()));
    assert.deepEqual(await buildErrors(ledger, rule(/original\.js$/)), []);
  });
});

it('a hook that never reports fails the build; the same hook reporting passes', async () => {
  const silent = new SwapLedger('client');
  silent.expect('demo: runtime hook', ({marked}) => marked.has('demo: runtime hook'));
  assert.equal((await buildErrors(silent, {})).length, 1);

  const reporting = new SwapLedger('client');
  reporting.expect('demo: runtime hook', ({marked}) => marked.has('demo: runtime hook'));
  const hook = {apply: (compiler: webpack.Compiler) => compiler.hooks.thisCompilation.tap('demo', () => reporting.markApplied('demo: runtime hook'))};
  assert.deepEqual(await buildErrors(reporting, {plugins: [hook]}), []);
});
