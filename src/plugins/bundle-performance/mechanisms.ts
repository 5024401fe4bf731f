/**
 * The names of the performance layer's build-time mechanisms, the one list
 * that PERF_OFF is read against. Each name is a row of README.md in this
 * folder. `PERF_OFF=compileHint,lazyProgressBar npm run build` builds the
 * site with those two switched off, as the framework would have it; an
 * unknown name fails the build (a typo must not measure the stock site).
 */
export const mechanisms = {
  swcMinifier: 'JavaScript minified by SWC instead of Terser',
  esbuildLoader: 'esbuild compiles TypeScript, JSX and MDX output instead of Babel',
  cacheKey: "webpack's persistent cache keyed on this folder's files",
  leanRegistry: "the client's route registry keeps only each entry's loader",
  leanSiteConfig: "the client's site config without plugins, presets and themes",
  routeChunkIds: 'route chunks named by their registry key; the runtime drops the identity entries',
  chunkHashesFile: "chunk content hashes leave the runtime for a file fetched when first needed",
  pageChunkScripts: "each page lists its own chunks' scripts (server registry names them)",
  deferredAppScripts: 'no head preload of the app scripts, which are deferred (ssrTemplate.ts)',
  lazyPrism: "Prism leaves main.js: the theme's language client module is emptied",
  lazyProgressBar: 'nprogress leaves main.js, fetched when a navigation is near',
  preloadAfterFirstTask: "the first route preload starts a task later",
  stripTranslationDescriptions: 'translation descriptions leave the client bundle',
  stagedClientEntry: "main.js starts in several tasks (stagedClientEntry.ts)",
  compileHint: "every client script carries V8's compile hint",
  keptCodeBlocks: 'code blocks keep their server highlighting; Prism loads when needed',
  phoneMenuOnRequest: 'the phone menu renders once the reader heads for its button',
  liveEditorOnDemand: 'react-live is fetched when a live code block mounts',
} as const;

/**
 * The theme-level mechanisms are our copies or wrappers of theme components:
 * switching one off points these components (and everything under them)
 * back at the theme's originals, in both bundles.
 */
export const themeComponentsOf = {
  keptCodeBlocks: ['CodeBlock'],
  phoneMenuOnRequest: ['Navbar/MobileSidebar'],
  liveEditorOnDemand: ['Playground'],
} satisfies Partial<Record<string, string[]>>;

export type MechanismName = keyof typeof mechanisms;

/**
 * The mechanisms that another one cannot work without: switching off the
 * first while the second stays on is refused.
 */
export const needs: Partial<Record<MechanismName, MechanismName[]>> = {
  // The server names a page's chunks by their registry keys, which are their ids only with routeChunkIds.
  pageChunkScripts: ['routeChunkIds'],
  // The theme's own code block highlights with the Prism languages main.js no longer registers.
  lazyPrism: ['keptCodeBlocks'],
};

export const perfOffVariable = 'PERF_OFF';

/** The names in PERF_OFF, checked against the list; throws on an unknown name or a broken dependency. */
export function switchedOff(value: string | undefined): Set<MechanismName> {
  const names = (value ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  const unknown = names.filter((name) => !(name in mechanisms));
  if (unknown.length > 0) {
    throw new Error(
      `${perfOffVariable}: unknown mechanism(s) ${unknown.join(', ')}; known: ${Object.keys(mechanisms).join(', ')} ` +
        '(src/plugins/bundle-performance/mechanisms.ts)',
    );
  }
  const off = new Set(names as MechanismName[]);
  for (const [name, required] of Object.entries(needs) as Array<[MechanismName, MechanismName[]]>) {
    const missing = required.filter((other) => off.has(other));
    if (!off.has(name) && missing.length > 0) {
      throw new Error(`${perfOffVariable}: ${name} needs ${missing.join(', ')}; switch it off too`);
    }
  }
  return off;
}

/** Whether a mechanism is on in this build (PERF_OFF of the build's environment). */
export function isOn(name: MechanismName, env: NodeJS.ProcessEnv = process.env): boolean {
  return !switchedOff(env[perfOffVariable]).has(name);
}
