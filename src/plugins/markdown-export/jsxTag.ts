/**
 * Reads one JSX/HTML tag of an MDX document, which may span several lines
 * (attributes with objects, arrow functions, `require()` calls). Only what the
 * Markdown export needs: the tag's name, whether it opens, closes or is
 * self-closing, its string attributes and its raw attribute text.
 */

export interface JsxTag {
  name: string;
  kind: 'open' | 'close' | 'self-closing';
  /** Attributes written as `a="x"`, `a='x'`, `a={'x'}` or bare `a` (→ "true"). */
  attributes: Record<string, string>;
  /** Everything between the name and the closing `>`, for props such as `table={opts}`. */
  rawAttributes: string;
  /** Text after the tag on its last line. */
  rest: string;
  /** How many lines the tag used. */
  lineCount: number;
}

const TAG_START = /^\s*<(\/?)([A-Za-z][\w.]*)/;

/** Index just past the `>` ending the tag that starts at `text[0]`, or -1 if it never ends. */
function tagEnd(text: string): number {
  let braces = 0;
  let quote: string | null = null;
  for (let index = 1; index < text.length; index += 1) {
    const char = text[index];
    if (quote) {
      if (char === quote) {
        quote = null;
      }
    } else if (char === '"' || char === "'" || char === '`') {
      quote = char;
    } else if (char === '{') {
      braces += 1;
    } else if (char === '}') {
      braces -= 1;
    } else if (char === '>' && braces === 0) {
      return index + 1;
    }
  }
  return -1;
}

function parseAttributes(raw: string): Record<string, string> {
  const attributes: Record<string, string> = {};
  const pattern = /([A-Za-z_][\w-]*)(?:=(?:"([^"]*)"|'([^']*)'|\{\s*(?:"([^"]*)"|'([^']*)'|`([^`]*)`)\s*\}|\{[^}]*\}))?/g;
  // Drop nested objects and arrow functions first, so their keys are not read as attributes.
  const flat = raw.replace(/=\{\{[\s\S]*?\}\}/g, '={}').replace(/=\{\(\)[\s\S]*?\}/g, '={}');
  for (const match of flat.matchAll(pattern)) {
    const value = match[2] ?? match[3] ?? match[4] ?? match[5] ?? match[6];
    if (!(match[1] in attributes)) {
      attributes[match[1]] = value ?? (match[0].includes('=') ? '' : 'true');
    }
  }
  return attributes;
}

/** Reads the tag starting on `lines[start]`, or null when that line does not start with a tag. */
export function readJsxTag(lines: readonly string[], start: number): JsxTag | null {
  const head = TAG_START.exec(lines[start]);
  if (!head) {
    return null;
  }
  let text = lines[start].trimStart();
  let lineCount = 1;
  let end = tagEnd(text);
  while (end < 0 && start + lineCount < lines.length && lineCount < 40) {
    text += `\n${lines[start + lineCount]}`;
    lineCount += 1;
    end = tagEnd(text);
  }
  if (end < 0) {
    return null;
  }
  const inner = text.slice(1 + head[1].length + head[2].length, end - 1);
  const selfClosing = /\/\s*$/.test(inner);
  const rawAttributes = (selfClosing ? inner.replace(/\/\s*$/, '') : inner).trim();
  return {
    name: head[2],
    kind: head[1] ? 'close' : selfClosing ? 'self-closing' : 'open',
    attributes: parseAttributes(rawAttributes),
    rawAttributes,
    rest: text.slice(end),
    lineCount,
  };
}
