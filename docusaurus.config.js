/**
 * Docusaurus 2.1.0 only loads a CommonJS `docusaurus.config.js`. This shim lets
 * the real, typed configuration live in `docusaurus.config.ts`: it registers a
 * TypeScript require hook (for .ts/.tsx files only, so this shim itself is never
 * transformed) and re-exports that file. It is the only JS config.
 */
const hookKey = Symbol.for('docusaurus-site.typescript-require-hook');
if (!globalThis[hookKey]) {
  require('esbuild-register/dist/node').register({
    extensions: ['.ts', '.tsx'],
    target: `node${process.versions.node}`,
  });
  globalThis[hookKey] = true;
}

// `docusaurus start` re-requires this shim when a watched file changes; drop the
// cached TypeScript modules of the site so that edits take effect.
for (const cachedPath of Object.keys(require.cache)) {
  if (cachedPath.startsWith(__dirname) && !cachedPath.includes('node_modules')) {
    delete require.cache[cachedPath];
  }
}

const loaded = require('./docusaurus.config.ts');
module.exports = loaded.default ?? loaded;
