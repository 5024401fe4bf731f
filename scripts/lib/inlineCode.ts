/**
 * What a content security policy must know about one pre-rendered page: the
 * inline code it carries. Inline `<script>`s can be allowed by their SHA-256; inline event handlers (`onclick="..."`) and
 * `javascript:` URLs cannot (short of 'unsafe-hashes'), so they are reported
 * as they are, for the build to refuse them.
 */
import crypto from 'node:crypto';

export interface InlineCode {
  /** Source texts of the inline scripts the browser would run. */
  scripts: string[];
  /** Markup of the tags with an inline event handler or a `javascript:` URL. */
  forbidden: string[];
}

/** Script types a browser runs; anything else (JSON-LD, templates) is data. */
const executableType = /^(|text\/javascript|application\/javascript|module)$/i;

function attribute(attributes: string, name: string): string | undefined {
  const match = new RegExp(`(?:^|\\s)${name}\\s*=\\s*("([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(attributes);
  return match ? (match[2] ?? match[3] ?? match[4] ?? '') : undefined;
}

export function inlineCodeOf(html: string): InlineCode {
  const scripts: string[] = [];
  for (const [, attributes = '', body = ''] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    if (attribute(attributes, 'src') !== undefined) continue;
    if (!executableType.test((attribute(attributes, 'type') ?? '').trim())) continue;
    scripts.push(body);
  }
  // Text inside <script>/<style> is not markup: leave it out of the tag scan.
  const markup = html.replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, '');
  const forbidden = [...markup.matchAll(/<[a-z][^\s>/]*(?:\s[^>]*)?>/gi)]
    .map(([tag]) => tag)
    .filter(
      (tag) =>
        /\son[a-z]+\s*=/i.test(tag) || /\s(?:href|src|action|formaction)\s*=\s*["']?\s*javascript:/i.test(tag),
    );
  return {scripts, forbidden};
}

/** The CSP source expression for a script text: `sha256-<base64>`. */
export function sha256Source(text: string): string {
  return `sha256-${crypto.createHash('sha256').update(text, 'utf8').digest('base64')}`;
}
