/**
 * Loads the image module the ideal-image plugin builds for a preview
 * (responsive sizes plus a tiny blurred placeholder). The webpack context is
 * `lazy`: each preview's module is its own small chunk, fetched only when its
 * card nears the viewport. Bundled eagerly, the placeholders alone would add
 * about 85 KB of base64 to the page's JavaScript. The data files keep plain
 * file names, so Node can load them in unit tests without webpack.
 */
import type {ComponentType} from 'react';
import type {Props as IdealImageProps, SrcImage} from '@theme/IdealImage';

/** What the plugin's loaders export for a PNG. */
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
      mode: 'lazy',
    ): {(request: string): Promise<IdealImageModule | {default: IdealImageModule}>; keys(): string[]};
  }
}

const previews = require.context('../../data/showcase/previews', false, /\.png$/, 'lazy');

export async function loadPreviewImage(fileName: string): Promise<IdealImageModule> {
  // A lazy context resolves to a namespace object wrapping the CommonJS export;
  // IdealImage would take its `default` key for a plain URL, so unwrap it.
  const loaded = await previews(`./${fileName}`);
  const image = 'default' in loaded ? loaded.default : loaded;
  return {src: image.src, preSrc: image.preSrc};
}

export type IdealImageComponent = ComponentType<IdealImageProps>;
let idealImage: Promise<IdealImageComponent> | null = null;

/**
 * The image component comes with the first preview: its library tests WebP
 * support by encoding a canvas when it is imported (~40 ms at 4x CPU), which
 * would otherwise run inside the page's hydration task.
 */
export function loadIdealImage(): Promise<IdealImageComponent> {
  idealImage ??= import('@theme/IdealImage').then((module) => module.default);
  return idealImage;
}
