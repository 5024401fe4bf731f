/**
 * Moves the chunk content hashes out of the runtime every page loads.
 *
 * webpack's runtime (runtime~main.js) builds a chunk's address from a map of
 * every async chunk's content hash, most of the runtime (README.md), downloaded and parsed before a page can hydrate, though a page load
 * needs the addresses of none of them: its own chunks are listed as script
 * tags in its HTML (the server registry names them, serverRegistryLoader.ts,
 * and src/config/ssrTemplate.ts writes them before the app's scripts).
 * Here the map goes to a file of its own, assets/js/chunk-hashes.[hash].js,
 * which the runtime fetches the first time it needs an address: a chunk that
 * is not installed yet (navigation, a lazy component) or a prefetch
 * (prefetchAfterChunkHashes.ts asks for it at idle time).
 *
 * The file's name carries a hash of its contents; webpack's real-content-hash
 * step (later in the same compilation) rewrites the chunk hashes in it and its
 * name, as it does for every other asset.
 */
import webpack, {type Compilation, type Compiler} from 'webpack';
import {chunkHashesFileName, chunkHashesRuntimeCode, chunkHashesScript, extractContentHashes} from './chunkHashesRuntime';

const pluginName = 'ChunkHashesFilePlugin';
const {RuntimeGlobals, RuntimeModule} = webpack;
const lookup = `${RuntimeGlobals.require}.chunkContentHash`;

type GeneratingModule = InstanceType<typeof RuntimeModule>;

class ChunkHashesRuntimeModule extends RuntimeModule {
  constructor(private readonly hashes: () => Record<string, string>) {
    // After webpack's own runtime code: it wraps the chunk loader defined there.
    super('chunk hashes file', RuntimeModule.STAGE_TRIGGER);
    // Its text names the file, whose name follows the other chunks' hashes.
    this.dependentHash = true;
  }

  override generate(): string {
    return chunkHashesRuntimeCode(chunkHashesFileName(this.hashes()).file, lookup, {
      require: RuntimeGlobals.require,
      publicPath: RuntimeGlobals.publicPath,
      loadScript: RuntimeGlobals.loadScript,
      ensureChunk: RuntimeGlobals.ensureChunk,
      onChunksLoaded: RuntimeGlobals.onChunksLoaded,
    });
  }
}

export class ChunkHashesFilePlugin {
  /** `onFilenameFunctionFound`: told when webpack's chunk-filename function was found, for the swap ledger. */
  constructor(private readonly onFilenameFunctionFound: () => void = () => undefined) {}

  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap(pluginName, (compilation: Compilation) => {
      const hashSources: Array<() => Record<string, string>> = [];
      compilation.hooks.runtimeModule.tap(pluginName, (module, chunk) => {
        // The JavaScript one; CSS chunks have a filename function of their own.
        if (module.name !== 'get javascript chunk filename') return;
        this.onFilenameFunctionFound();
        const filenameModule = module as GeneratingModule;
        const generate = filenameModule.generate.bind(filenameModule) as () => string;
        const hashes = () => extractContentHashes(generate(), lookup).hashes;
        filenameModule.generate = () => extractContentHashes(generate(), lookup).code;
        hashSources.push(hashes);
        compilation.addRuntimeModule(chunk, new ChunkHashesRuntimeModule(hashes));
      });
      compilation.hooks.processAssets.tap({name: pluginName, stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL}, () => {
        for (const hashes of hashSources) {
          const map = hashes();
          const {file, hash} = chunkHashesFileName(map);
          compilation.emitAsset(file, new webpack.sources.RawSource(chunkHashesScript(map)), {
            contenthash: hash,
            immutable: true,
            minimized: true,
            javascriptModule: false,
          });
        }
      });
    });
  }
}
