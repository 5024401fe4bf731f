/**
 * Webpack loader for the generated route registry (.docusaurus/registry.js),
 * client bundle only. Each entry is `[load, modulePath, weakModuleId]`; the
 * module path (e.g. '@site/versioned_docs/version-2.0.0-rc.1/cli.md') only
 * serves server rendering, which records the modules a page used. In the
 * browser it is dead weight in main.js, one string per content module, so it
 * becomes 0 there. The server bundle keeps the registry as generated.
 */
const entryStart = /^ {2}'[0-9a-f]+': \[\(\) => import\(/;
const modulePath = /(\), )'(?:[^'\\]|\\.)*'(, require\.resolveWeak\()/;

export default function leanRegistryLoader(source: string): string {
  let entries = 0;
  let rewritten = 0;
  const output = source.split('\n').map((line) => {
    if (!entryStart.test(line)) return line;
    entries += 1;
    return line.replace(modulePath, (_match, before: string, after: string) => {
      rewritten += 1;
      return `${before}0${after}`;
    });
  });
  // A registry in another shape (a Docusaurus upgrade) must not be half-rewritten in silence.
  if (entries === 0 || rewritten !== entries) {
    throw new Error(
      `lean-registry-loader: expected every registry entry as "'id': [() => import(...), 'path', require.resolveWeak(...)]", ` +
        `rewrote ${rewritten} of ${entries}; update src/plugins/bundle-performance/leanRegistryLoader.ts`,
    );
  }
  return output.join('\n');
}
