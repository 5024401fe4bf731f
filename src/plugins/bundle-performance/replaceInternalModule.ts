/**
 * Swaps one internal module of a framework package for ours: every relative
 * import inside the package that resolves to `target` gets `replacement`
 * instead, on the server and the client alike. The replacement reaches the
 * original through a resolve alias (`originalAlias`), which is no relative
 * import and so is left alone; the packages do not export these files.
 */
import path from 'path';
import webpack from 'webpack';

export interface InternalModuleSwap {
  /** The package's file, absolute, with its extension. */
  target: string;
  /** Our module, absolute. */
  replacement: string;
  /** The request our module imports the original with, e.g. `@docusaurus-original/reactUtils`. */
  originalAlias: string;
}

const withoutExtension = (file: string) => file.replace(/\.js$/, '');

export function replaceInternalModule({target, replacement}: InternalModuleSwap): webpack.NormalModuleReplacementPlugin {
  const name = path.basename(withoutExtension(target));
  return new webpack.NormalModuleReplacementPlugin(
    new RegExp(`^\\.{1,2}/(.*/)?${name}(\\.js)?$`),
    (resource: {context: string; request: string}) => {
      if (withoutExtension(path.resolve(resource.context, resource.request)) === withoutExtension(target)) {
        resource.request = replacement;
      }
    },
  );
}

export const originalAliases = (swaps: InternalModuleSwap[]): Record<string, string> =>
  Object.fromEntries(swaps.map((swap) => [swap.originalAlias, swap.target]));
