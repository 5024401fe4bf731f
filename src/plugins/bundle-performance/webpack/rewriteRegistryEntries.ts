/**
 * Rewrites every entry line of the generated route registry
 * (.docusaurus/registry.js), one `'chunkName': [load, modulePath, weakId],`
 * per line, for the registry loaders (leanRegistryLoader.ts,
 * serverRegistryLoader.ts). A registry in another shape (a Docusaurus
 * upgrade) must not be half-rewritten in silence: every entry line must match.
 */
const entryStart = /^ {2}'[0-9a-f]+': \[\(\) => import\(/;

export function rewriteRegistryEntries(
  source: string,
  entry: RegExp,
  replace: (match: string, ...groups: string[]) => string,
  loaderFile: string,
): string {
  let entries = 0;
  let rewritten = 0;
  const output = source.split('\n').map((line) => {
    if (!entryStart.test(line)) return line;
    entries += 1;
    return line.replace(entry, (...args: string[]) => {
      rewritten += 1;
      return replace(...(args as [string, ...string[]]));
    });
  });
  if (entries === 0 || rewritten !== entries) {
    throw new Error(
      `${loaderFile}: expected every registry entry as "'id': [() => import(...), 'path', require.resolveWeak('path')],", ` +
        `rewrote ${rewritten} of ${entries}; update src/plugins/bundle-performance/${loaderFile}`,
    );
  }
  return output.join('\n');
}
