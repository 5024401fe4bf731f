/**
 * The framework's `webpack.jsLoader` hook: esbuild instead of Babel compiles
 * our TypeScript, the theme's JSX and the MDX output, several times faster on
 * a cold build. The browser target is what the Babel build already shipped
 * (optional chaining and `??` stay as written).
 */
import type {RuleSetRule} from 'webpack';

export const clientTarget = 'es2020';

export function esbuildJsLoader(isServer: boolean): RuleSetRule {
  return {
    loader: require.resolve('esbuild-loader'),
    options: {
      loader: 'tsx',
      // Files with JSX and no React import (the theme's) need the automatic
      // runtime; MDX output keeps its own `@jsx mdx` pragma, which esbuild honours.
      jsx: 'automatic',
      format: isServer ? 'cjs' : undefined,
      target: isServer ? `node${process.versions.node.split('.')[0]}` : clientTarget,
      // The server bundle must stay one file that server rendering evaluates
      // whole: dynamic imports become requires there (Babel's preset does the same).
      supported: isServer ? {'dynamic-import': false} : undefined,
    },
  };
}
