/**
 * Maps a preview file name to the image module the ideal-image plugin builds
 * for it (responsive sizes plus a tiny inline placeholder). A webpack context
 * over the folder lets the data files hold plain file names, which Node can
 * load in unit tests without webpack.
 */
import type {SrcImage} from '@theme/IdealImage';

/** What the plugin's loaders export for a PNG: responsive sources plus an inline placeholder. */
export interface IdealImageModule {
  src: SrcImage;
  preSrc: string;
}

declare global {
  interface NodeRequire {
    context(
      directory: string,
      useSubdirectories: boolean,
      pattern: RegExp,
    ): {(request: string): IdealImageModule; keys(): string[]};
  }
}

const previews = require.context('../../data/showcase/previews', false, /\.png$/);

export function previewImage(fileName: string): IdealImageModule {
  return previews(`./${fileName}`);
}
