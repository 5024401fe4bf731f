/**
 * Emits files into the client build's output. Files written by webpack exist
 * before any plugin's postBuild runs, so the PWA plugin (whose postBuild
 * precaches every .json of build/) is sure to see them, which a file written
 * from our own postBuild, run in parallel with it, would not be.
 */
import type {Compiler} from 'webpack';

export class EmitFilesWebpackPlugin {
  constructor(private readonly files: () => Map<string, string>) {}

  apply(compiler: Compiler): void {
    const {Compilation, sources} = compiler.webpack;
    compiler.hooks.thisCompilation.tap('EmitFilesWebpackPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        {name: 'EmitFilesWebpackPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL},
        () => {
          for (const [file, body] of this.files()) {
            compilation.emitAsset(file, new sources.RawSource(body));
          }
        },
      );
    });
  }
}
