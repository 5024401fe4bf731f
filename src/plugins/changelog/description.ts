/**
 * A changelog entry's description (page meta description and feed item
 * summary) is its summary: everything above the truncate marker. The blog
 * plugin would only take the first source line, which cuts a wrapped summary
 * mid-sentence, so the wrapper computes it from the whole summary instead.
 */

const truncateMarker = /<!--\s*truncate\s*-->/;

/** Inline Markdown reduced to the words a reader sees. */
function plainText(markdown: string): string {
  return markdown
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1') // images: keep the alt text
    .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1') // links: keep the link text
    .replace(/`([^`]+)`/g, '$1')
    .replace(/(\*\*|__)(.+?)\1/g, '$2')
    .replace(/(\*|_)(.+?)\1/g, '$2')
    .replace(/<[^>]+>/g, '');
}

/**
 * The summary above the truncate marker as one line of plain text, or
 * `undefined` when the entry has no marker or nothing above it.
 */
export function summaryDescription(markdownBody: string): string | undefined {
  const parts = markdownBody.split(truncateMarker);
  if (parts.length < 2) {
    return undefined;
  }
  const summary = parts[0]!
    .split('\n')
    // Skip headings, imports and other block syntax: only prose describes the release.
    .filter((line) => !/^\s*(#|import\s|export\s|```)/.test(line))
    .join(' ');
  const text = plainText(summary).replace(/\s+/g, ' ').trim();
  return text.length > 0 ? text : undefined;
}
