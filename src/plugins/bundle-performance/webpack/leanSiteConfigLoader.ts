/**
 * Webpack loader for the generated site config (.docusaurus/docusaurus.config.mjs),
 * client bundle only: main.js carries the config without `plugins`,
 * `presets` and `themes`, a third of it, which serve the build and which no
 * code in the browser reads but the debug plugin's config page. That page
 * imports the config whole (`@generated/docusaurus.config?full`, which this
 * loader leaves alone: src/theme/DebugConfig). The server bundle keeps it whole.
 */
const buildOnlyKeys = ['plugins', 'presets', 'themes'];
const generated = /^([\s\S]*?export default )(\{[\s\S]*\});\s*$/;

export default function leanSiteConfigLoader(source: string): string {
  const match = generated.exec(source);
  // A config module in another shape (a Docusaurus upgrade) must not pass in silence.
  if (!match) {
    throw new Error(
      'lean-site-config-loader: expected the generated site config as "export default {JSON};"; ' +
        'update src/plugins/bundle-performance/webpack/leanSiteConfigLoader.ts',
    );
  }
  const config = JSON.parse(match[2]) as Record<string, unknown>;
  for (const key of buildOnlyKeys) delete config[key];
  return `${match[1]}${JSON.stringify(config, null, 2)};\n`;
}
