/**
 * Stands in for the theme's prism-include-languages client module, whose work
 * src/theme/CodeBlock/Content/String.tsx does where code is shown.
 */
export {};
