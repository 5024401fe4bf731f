/**
 * Typed access to the theme-common hooks and helpers our wrappers of theme
 * components need. tsc ("moduleResolution": "node") cannot see package.json
 * "exports" subpaths, webpack can: import at runtime from the public path, type from its file.
 */
import {
  useDoc as untypedUseDoc,
  useBlogPost as untypedUseBlogPost,
  parseCodeBlockTitle as untypedParseCodeBlockTitle,
  parseLanguage as untypedParseLanguage,
  parseLines as untypedParseLines,
  containsLineNumbers as untypedContainsLineNumbers,
  useCodeWordWrap as untypedUseCodeWordWrap,
  // @ts-expect-error -- typed just below.
} from '@docusaurus/theme-common/internal';
import type * as Internal from '@docusaurus/theme-common/lib/internal';

export const useDoc = untypedUseDoc as typeof Internal.useDoc;
export const useBlogPost = untypedUseBlogPost as typeof Internal.useBlogPost;
// What the code block (src/theme/CodeBlock/Content/String.tsx) parses its props with.
export const parseCodeBlockTitle = untypedParseCodeBlockTitle as typeof Internal.parseCodeBlockTitle;
export const parseLanguage = untypedParseLanguage as typeof Internal.parseLanguage;
export const parseLines = untypedParseLines as typeof Internal.parseLines;
export const containsLineNumbers = untypedContainsLineNumbers as typeof Internal.containsLineNumbers;
export const useCodeWordWrap = untypedUseCodeWordWrap as typeof Internal.useCodeWordWrap;
