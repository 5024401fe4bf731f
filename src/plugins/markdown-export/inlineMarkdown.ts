/**
 * Inline rewriting of one line of MDX prose into plain Markdown: inline JSX
 * components reduced to their text, links made absolute, JSX comments gone.
 * Inline code spans are left exactly as written.
 */

export type LinkResolver = (href: string) => string;

const INLINE_CODE = /(`+)[\s\S]*?\1/g;

/** Applies `transform` to the parts of `line` outside inline code spans. */
function outsideInlineCode(line: string, transform: (text: string) => string): string {
  let result = '';
  let last = 0;
  for (const match of line.matchAll(INLINE_CODE)) {
    result += transform(line.slice(last, match.index)) + match[0];
    last = (match.index ?? 0) + match[0].length;
  }
  return result + transform(line.slice(last));
}

function attribute(raw: string, name: string): string | undefined {
  const match = new RegExp(`\\b${name}=(?:"([^"]*)"|'([^']*)'|\\{\\s*['"]([^'"]*)['"]\\s*\\})`).exec(raw);
  return match ? match[1] ?? match[2] ?? match[3] : undefined;
}

function rewriteProse(text: string, resolveLink: LinkResolver): string {
  return (
    text
      // JSX and HTML comments, including the blog's truncate marker.
      .replace(/\{\/\*[\s\S]*?\*\/\}/g, '')
      .replace(/<!--[\s\S]*?-->/g, '')
      // Links written as components or anchors.
      .replace(/<(Link|a)\b([^>]*)>([\s\S]*?)<\/\1>/g, (whole, _tag: string, raw: string, label: string) => {
        const href = attribute(raw, 'to') ?? attribute(raw, 'href');
        return href ? `[${label.trim()}](${resolveLink(href)})` : label;
      })
      .replace(/<(strong|b)>([\s\S]*?)<\/\1>/g, '**$2**')
      .replace(/<(em|i)>([\s\S]*?)<\/\1>/g, '_$2_')
      .replace(/<code>([^<{}]*?)<\/code>/g, '`$1`')
      .replace(/<br\s*\/?>/g, '  ')
      // Any other inline component keeps only its text (Highlight, Translate, mark...).
      .replace(/<([A-Z][\w.]*|mark|span)\b[^>]*>([\s\S]*?)<\/\1>/g, '$2')
      // Markdown links and images (not the `[x]: url` definitions, handled per line).
      .replace(/(!?\[[^\]]*\])\(\s*<?([^)\s>]+)>?((?:\s+"[^"]*")?)\s*\)/g, (whole, label: string, href: string, title: string) =>
        `${label}(${resolveLink(href)}${title})`,
      )
  );
}

/** Rewrites one line of prose; `isHeading` also drops a `{#custom-id}` suffix. */
export function rewriteInline(line: string, resolveLink: LinkResolver): string {
  const definition = /^(\s*\[[^\]]+\]:\s*)(\S+)(.*)$/.exec(line);
  if (definition) {
    return `${definition[1]}${resolveLink(definition[2])}${definition[3]}`;
  }
  let rewritten = outsideInlineCode(line, (text) => rewriteProse(text, resolveLink));
  if (/^#{1,6}\s/.test(rewritten)) {
    rewritten = rewritten.replace(/\s*\{#[\w-]+\}\s*$/, '');
  }
  return rewritten;
}
