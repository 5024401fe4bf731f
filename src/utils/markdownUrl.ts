/**
 * Where the Markdown copy of a page lives: the page URL plus `.md`. A URL
 * ending with a slash (an index page such as `/docs/`) maps to `index.md` in
 * that folder, so `/docs/` → `/docs/index.md` and `/docs/cli` → `/docs/cli.md`.
 * Used by the build (to write the file) and by the "Copy page" control.
 */
export function markdownUrlFor(permalink: string): string {
  const [pathname] = permalink.split(/[?#]/);
  return pathname.endsWith('/') ? `${pathname}index.md` : `${pathname}.md`;
}
