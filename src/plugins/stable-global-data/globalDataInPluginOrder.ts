/**
 * The framework writes `.docusaurus/globalData.json` with its plugins in the
 * order their `contentLoaded` calls happened to finish (they run in parallel),
 * so the same data comes out in another key order from one load to the next.
 * In `docusaurus start` each reload after a saved file can then rewrite the
 * file, and webpack hot-updates every module that reads the site's context
 * (most of the theme) instead of the one page that changed; in a build, the
 * same data gives main.js another hash.
 *
 * This puts the two levels the race shuffles, plugin names and plugin ids, in
 * a fixed order. Nothing below them is touched: the order inside a plugin's
 * data (versions, docs, sidebars) is the plugin's own and is kept.
 */
type GlobalData = Record<string, Record<string, unknown>>;

const byKey = <T>(entries: Array<[string, T]>) => entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function globalDataInPluginOrder(json: string): string {
  const data: unknown = JSON.parse(json);
  // A file of another shape (a Docusaurus upgrade) must not pass in silence.
  if (!isObject(data) || !Object.values(data).every(isObject)) {
    throw new Error(
      'stable-global-data: expected .docusaurus/globalData.json as {pluginName: {pluginId: data}}; ' +
        'update src/plugins/stable-global-data/globalDataInPluginOrder.ts',
    );
  }
  const ordered: GlobalData = Object.fromEntries(
    byKey(Object.entries(data as GlobalData)).map(([name, instances]) => [name, Object.fromEntries(byKey(Object.entries(instances)))]),
  );
  return JSON.stringify(ordered, null, 2);
}
