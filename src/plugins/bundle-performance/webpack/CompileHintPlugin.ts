/**
 * Heads every JavaScript file of the client build with V8's explicit compile
 * hint, `//# allFunctionsCalledOnLoad` (Chromium 136 and later; other engines
 * read a comment). Without it V8 compiles a function on its first call, on
 * the main thread: on a docs page a third of the hydration task was React
 * and the theme's components being compiled one by one as they first ran
 * (the measured gain is in README.md). With it, the whole file is compiled with the
 * script, while it streams in, off the main thread; the files a page loads
 * at start are the ones whose functions it runs. Added after minification
 * (which drops comments) and before the content hashes are computed.
 */
import webpack, {type Compilation, type Compiler} from 'webpack';

const pluginName = 'CompileHintPlugin';
export const compileHint = '//# allFunctionsCalledOnLoad\n';

export class CompileHintPlugin {
  /** `onHinted`: told when a script got the hint, for the swap ledger (swapLedger.ts). */
  constructor(private readonly onHinted: () => void = () => undefined) {}

  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap(pluginName, (compilation: Compilation) => {
      compilation.hooks.processAssets.tap(
        {name: pluginName, stage: webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_INLINE},
        (assets) => {
          for (const file of Object.keys(assets)) {
            if (!file.endsWith('.js')) continue;
            compilation.updateAsset(file, (source) => new webpack.sources.ConcatSource(compileHint, source));
            this.onHinted();
          }
        },
      );
    });
  }
}
