/**
 * Every place where the performance layer swaps or patches something of the
 * framework is registered here, with the evidence that it took effect in a
 * compilation. A swap that silently stops matching (a renamed framework file,
 * a changed generated file, a hook the framework no longer calls) would leave
 * the site building fine, only slower; instead the compilation fails, naming
 * every swap that found nothing to act on.
 *
 * Evidence is read from the finished compilation rather than from counting
 * calls alone, because webpack's persistent cache skips loaders and chunk
 * rendering on a warm build: a loader is proved by the modules built with it
 * (the cache keeps each module's loader list), a hook that runs on every
 * build records a mark.
 */
import path from 'path';
import webpack, {type Compilation, type Compiler} from 'webpack';

/** What the compilation offers to an evidence check. */
export interface CompilationFacts {
  compilation: Compilation;
  /** Names marked during this compilation (markApplied). */
  marked: ReadonlySet<string>;
  /** Absolute paths of every module's resource, without query. */
  moduleFiles: ReadonlySet<string>;
  /** Absolute paths of every loader some module was built with. */
  loaderFiles: ReadonlySet<string>;
}

/** True when the swap took effect; a string says what was missing instead. */
export type Evidence = (facts: CompilationFacts) => boolean | string;

export interface RegisteredSwap {
  /** Shown in the error: the mechanism and what of it failed. */
  name: string;
  evidence: Evidence;
}

const pluginName = 'SwapLedger';

export class SwapLedger {
  private readonly swaps: RegisteredSwap[] = [];
  private marks = new Set<string>();

  /**
   * `side` names the compilation in errors ("client" or "server"); `owner`
   * and `guide`, the plugin whose swaps these are and where to read about them.
   */
  constructor(
    private readonly side: string,
    private readonly owner = 'bundle-performance',
    private readonly guide = 'the upgrade checklist in src/plugins/bundle-performance/README.md',
  ) {}

  /** Registers a swap whose effect must show in this compilation. Returns the name. */
  expect(name: string, evidence: Evidence): string {
    if (this.swaps.some((swap) => swap.name === name)) throw new Error(`${pluginName}: "${name}" is registered twice`);
    this.swaps.push({name, evidence});
    return name;
  }

  /** Records, from inside a hook or a replacement, that the named swap acted. */
  markApplied(name: string): void {
    this.marks.add(name);
  }

  registered(): readonly RegisteredSwap[] {
    return this.swaps;
  }

  /** The names of the registered swaps without evidence in `facts`, with the reason when one is given. */
  missing(facts: CompilationFacts): string[] {
    return this.swaps.flatMap(({name, evidence}) => {
      const found = evidence(facts);
      if (found === true) return [];
      return [typeof found === 'string' ? `${name} (${found})` : name];
    });
  }

  /** The webpack plugin that checks the ledger once the compilation is sealed. */
  plugin(): webpack.WebpackPluginInstance {
    return {
      apply: (compiler: Compiler) => {
        // Before any other plugin's hook can mark the new compilation.
        compiler.hooks.thisCompilation.tap({name: pluginName, stage: -100}, (compilation) => {
          this.marks = new Set();
          compilation.hooks.afterSeal.tap(pluginName, () => {
            const missing = this.missing(factsOf(compilation, this.marks));
            if (missing.length === 0) return;
            compilation.errors.push(
              new webpack.WebpackError(
                `${this.owner}: ${missing.length} framework swap(s) matched nothing in the ${this.side} build:\n` +
                  missing.map((name) => `  - ${name}`).join('\n') +
                  `\nThe framework changed shape here; see ${this.guide}.`,
              ),
            );
          });
        });
      },
    };
  }
}

const withoutQuery = (resource: string) => resource.replace(/\?.*$/, '');

export function factsOf(compilation: Compilation, marked: ReadonlySet<string>): CompilationFacts {
  const moduleFiles = new Set<string>();
  const loaderFiles = new Set<string>();
  const add = (module: webpack.Module) => {
    const normal = module as webpack.NormalModule;
    if (typeof normal.resource === 'string') moduleFiles.add(withoutQuery(normal.resource));
    for (const {loader} of normal.loaders ?? []) loaderFiles.add(loader);
    // Scope hoisting leaves one concatenated module in place of those it joined.
    for (const inner of (module as {modules?: Iterable<webpack.Module>}).modules ?? []) add(inner);
  };
  for (const module of compilation.modules) add(module);
  return {compilation, marked, moduleFiles, loaderFiles};
}

// Evidence helpers.

export const wasMarked =
  (name: string): Evidence =>
  ({marked}) =>
    marked.has(name) || 'never applied during the build';

export const hasModule =
  (file: string): Evidence =>
  ({moduleFiles}) =>
    moduleFiles.has(file) || `${path.basename(file)} is not in the bundle`;

export const hasLoader =
  (loaderFile: string): Evidence =>
  ({loaderFiles}) =>
    [...loaderFiles].some((loader) => loader === loaderFile || loader.startsWith(`${loaderFile}${path.sep}`)) ||
    `no module was built with ${path.basename(loaderFile)}`;

export const allOf =
  (...evidence: Evidence[]): Evidence =>
  (facts) => {
    for (const check of evidence) {
      const found = check(facts);
      if (found !== true) return found;
    }
    return true;
  };

/** Any one of `evidence` suffices; the last one's reason is given otherwise. */
export const anyOf =
  (...evidence: Evidence[]): Evidence =>
  (facts) => {
    let found: boolean | string = false;
    for (const check of evidence) {
      found = check(facts);
      if (found === true) return true;
    }
    return found;
  };

/** The text of the first emitted asset whose name matches `file`, or undefined. */
export function assetText(facts: CompilationFacts, file: RegExp): string | undefined {
  const name = Object.keys(facts.compilation.assets).find((asset) => file.test(asset));
  return name === undefined ? undefined : facts.compilation.assets[name].source().toString();
}

interface ResolveData {
  request: string;
  context: string;
  createData?: {resource?: string};
}

/**
 * A module replacement that records when it acts: webpack's
 * NormalModuleReplacementPlugin with its mark in the ledger. `replace` is an
 * absolute file that takes the place of any request (or resolved file)
 * matching `pattern`, or a function that swaps and answers whether it did.
 */
export function loudReplacement(
  ledger: SwapLedger,
  name: string,
  pattern: RegExp,
  replace: string | ((resource: ResolveData) => boolean),
  evidence: Evidence = wasMarked(name),
): webpack.NormalModuleReplacementPlugin {
  ledger.expect(name, evidence);
  return new webpack.NormalModuleReplacementPlugin(pattern, (resource: ResolveData) => {
    if (typeof replace === 'function') {
      if (replace(resource)) ledger.markApplied(name);
      return;
    }
    // Called before resolving (with the request) and after it (with the file).
    if (resource.createData?.resource !== undefined && pattern.test(resource.createData.resource)) {
      resource.createData.resource = replace;
    } else {
      resource.request = replace;
    }
    ledger.markApplied(name);
  });
}
