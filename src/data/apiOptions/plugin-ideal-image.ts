import type {ApiOptionTable} from './types';

const options: ApiOptionTable = {
  packageName: '@docusaurus/plugin-ideal-image',
  options: [
    {
      name: 'id',
      type: 'string',
      default: 'default',
      description: 'Names this plugin instance; you rarely need to set it.',
    },
    {
      name: 'name',
      type: 'string',
      default: 'assets/ideal-img/[name].[hash:hex:7].[width].[ext]',
      description:
        'Template of the generated file names inside the build folder. `[name]`, `[hash]`, `[width]` and `[ext]` are filled in for each emitted image.',
    },
    {
      name: 'sizes',
      type: 'number[]',
      defaultDescription: 'only the original width',
      description:
        'Widths, in pixels, to generate for every image. A width larger than the source is capped at the source width, so images are never enlarged.',
    },
    {
      name: 'size',
      type: 'number',
      description: 'A single width to generate, for when one resized copy is enough. Also never enlarges the source.',
    },
    {
      name: 'min',
      type: 'number',
      description:
        'Smallest width of an evenly spaced range of widths; together with `max` and `steps` it replaces a hand-written `sizes` list.',
    },
    {
      name: 'max',
      type: 'number',
      description: 'Largest width of the range started by `min`.',
    },
    {
      name: 'steps',
      type: 'number',
      default: 4,
      description: 'How many widths to generate between `min` and `max`, both ends included.',
    },
    {
      name: 'quality',
      type: 'number',
      default: 85,
      description: 'JPEG compression quality, from 1 (smallest files) to 100 (best looking).',
    },
    {
      name: 'disableInDev',
      type: 'boolean',
      default: true,
      description:
        'Skips image processing during `docusaurus start` to keep the dev server fast. Set it to `false` to try the lazy loading and placeholders locally.',
    },
  ],
};

export default options;
