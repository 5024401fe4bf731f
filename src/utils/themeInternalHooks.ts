/**
 * Typed access to the theme-common hooks our wrappers of theme components
 * need. tsc ("moduleResolution": "node") cannot see package.json "exports"
 * subpaths, webpack can: import at runtime from the public path, type from its file.
 */
// @ts-expect-error -- typed just below.
import {useDoc as untypedUseDoc, useBlogPost as untypedUseBlogPost} from '@docusaurus/theme-common/internal';
import type {useDoc as UseDoc, useBlogPost as UseBlogPost} from '@docusaurus/theme-common/lib/internal';

export const useDoc = untypedUseDoc as typeof UseDoc;
export const useBlogPost = untypedUseBlogPost as typeof UseBlogPost;
