/**
 * Every client script starts with V8's compile hint
 * (src/plugins/bundle-performance/webpack/CompileHintPlugin.ts), after minification
 * has dropped every other comment: a real webpack build of two small modules.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import webpack from 'webpack';
import {CompileHintPlugin, compileHint} from '../../src/plugins/bundle-performance/webpack/CompileHintPlugin';

function build(dir: string, plugins: webpack.WebpackPluginInstance[]): Promise<string[]> {
  const compiler = webpack({
    mode: 'production',
    context: dir,
    entry: './entry.js',
    output: {path: path.join(dir, 'out'), filename: '[name].[contenthash:8].js', chunkFilename: '[name].[contenthash:8].js'},
    plugins,
  });
  return new Promise((resolve, reject) =>
    compiler.run((error, stats) => {
      if (error || stats?.hasErrors()) reject(error ?? new Error(stats?.toString()));
      else resolve(fs.readdirSync(path.join(dir, 'out')).filter((file) => file.endsWith('.js')));
    }),
  );
}

test('each emitted script, entry and lazy chunk, begins with the hint, once', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'compile-hint-'));
  try {
    fs.writeFileSync(path.join(dir, 'entry.js'), '// a comment minification drops\nimport("./later.js").then((m) => console.log(m.default(2)));\n');
    fs.writeFileSync(path.join(dir, 'later.js'), 'export default function double(n) { return n * 2; }\n');
    const files = await build(dir, [new CompileHintPlugin()]);
    assert.equal(files.length, 2);
    for (const file of files) {
      const code = fs.readFileSync(path.join(dir, 'out', file), 'utf8');
      assert.ok(code.startsWith(compileHint), `${file} starts with ${JSON.stringify(code.slice(0, 40))}`);
      assert.equal(code.split('allFunctionsCalledOnLoad').length, 2);
      assert.ok(!code.includes('minification drops'));
    }
    // The file names hash the final bytes: the hint changes them.
    fs.rmSync(path.join(dir, 'out'), {recursive: true});
    const withoutHint = await build(dir, []);
    assert.equal(withoutHint.filter((file) => files.includes(file)).length, 0);
  } finally {
    fs.rmSync(dir, {recursive: true, force: true});
  }
});
