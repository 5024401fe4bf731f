/**
 * Swaps one internal module of a framework package for ours: every relative
 * import inside the package that resolves to `target` gets `replacement`
 * instead, on the server and the client alike. The replacement reaches the
 * original through a resolve alias (`originalAlias`), which is no relative
 * import and so is left alone; the packages do not export these files.
 */
import path from 'path';
import type webpack from 'webpack';
import {allOf, hasModule, loudReplacement, wasMarked, type SwapLedger} from './swapLedger';

export interface InternalModuleSwap {
  /** The package's file, absolute, with its extension. */
  target: string;
  /** Our module, absolute. */
  replacement: string;
  /** The request our module imports the original with, e.g. `@original-framework-module/preload`. */
  originalAlias: string;
}

const withoutExtension = (file: string) => file.replace(/\.js$/, '');

/**
 * The replacement plugin, registered in `ledger` under `name`: the build fails
 * when no import of the package reached `target`, or our module is missing.
 */
export function replaceInternalModule(
  ledger: SwapLedger,
  name: string,
  {target, replacement}: InternalModuleSwap,
): webpack.NormalModuleReplacementPlugin {
  const file = path.basename(withoutExtension(target));
  return loudReplacement(
    ledger,
    name,
    new RegExp(`^\\.{1,2}/(.*/)?${file}(\\.js)?$`),
    (resource) => {
      if (withoutExtension(path.resolve(resource.context, resource.request)) !== withoutExtension(target)) return false;
      resource.request = replacement;
      return true;
    },
    allOf(wasMarked(name), hasModule(replacement)),
  );
}

export const originalAliases = (swaps: InternalModuleSwap[]): Record<string, string> =>
  Object.fromEntries(swaps.map((swap) => [swap.originalAlias, swap.target]));
