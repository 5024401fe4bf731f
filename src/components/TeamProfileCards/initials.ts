/**
 * Initials shown in place of a profile picture. Pictures would be fetched from
 * GitHub on every visit, and the site makes no third-party requests.
 */
export function initialsOf(name: string): string {
  const words = name
    // Drop parenthesised alternates such as "Joshua (Sida) Chen".
    .replace(/\([^)]*\)/g, ' ')
    .split(/\s+/)
    .filter(Boolean);
  if (words.length === 0) return '?';
  const first = words[0]!;
  const last = words[words.length - 1]!;
  const letters = words.length === 1 ? [first] : [first, last];
  return letters.map((word) => Array.from(word)[0]!.toUpperCase()).join('');
}
