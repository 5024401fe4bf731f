/**
 * Stands in for the theme's prism-include-languages client module, whose work
 * src/theme/CodeBlock/Content/highlighter.ts does in the chunk that code blocks fetch.
 */
export {};
