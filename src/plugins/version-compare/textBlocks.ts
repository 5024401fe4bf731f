/**
 * Turns the MDX source of a doc into the passages a reader sees, so that two
 * versions can be compared passage by passage: front matter, imports, exports,
 * comments and JSX wrapper tags go; headings, paragraphs, list items, table
 * rows, admonition titles and code blocks stay, as plain text.
 */
import type {TextBlock} from './dataFormat';

const fencePattern = /^\s*(`{3,}|~{3,})(.*)$/;
/** A line holding nothing but one JSX/HTML tag, e.g. `<TabItem value="npm">` or `</Tabs>`. */
const wrapperTagLine = /^\s*<\/?[A-Za-z][\w.:-]*(\s[^<>]*)?\/?>\s*$/;
const moduleLine = /^(import|export)\s/;
const listItemStart = /^\s*([-*+]|\d+[.)])\s+/;
const headingLine = /^(#{1,6})\s+(.*?)\s*#*\s*$/;
const admonitionOpen = /^\s*:::(\w+)\s*(.*)$/;

/** Inline Markdown reduced to its readable text: links keep their label, emphasis marks go. */
export function readableInline(text: string): string {
  return text
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, (_match, alt: string) => (alt ? `[image: ${alt}]` : ''))
    .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]+)\]\[[^\]]*\]/g, '$1')
    .replace(/<\/?[A-Za-z][\w.:-]*(\s[^<>]*)?\/?>/g, '')
    .replace(/(\*\*|__)(?=\S)(.+?)(?<=\S)\1/g, '$2')
    .replace(/(^|[^\w*])\*(?=\S)([^*]+?)(?<=\S)\*(?!\w)/g, '$1$2')
    .replace(/\{\/\*.*?\*\/\}/g, '')
    .replace(/<!--.*?-->/g, '')
    .replace(/[ \t]+/g, ' ')
    .trim();
}

function stripFrontMatter(source: string): string {
  const match = /^---\r?\n[\s\S]*?\r?\n---[ \t]*(\r?\n|$)/.exec(source);
  return match ? source.slice(match[0].length) : source;
}

/** Drops multi-line comments, which may span blank lines and would otherwise become passages. */
function stripComments(source: string): string {
  return source.replace(/<!--[\s\S]*?-->/g, '').replace(/\{\/\*[\s\S]*?\*\/\}/g, '');
}

/** Splits a run of prose lines (no blank line inside) into list items, table rows or one paragraph. */
function proseBlocks(lines: string[]): TextBlock[] {
  const blocks: TextBlock[] = [];
  let paragraph: string[] = [];
  const flush = () => {
    const text = readableInline(paragraph.join(' '));
    if (text) blocks.push({kind: 'paragraph', text});
    paragraph = [];
  };
  for (const line of lines) {
    const heading = headingLine.exec(line);
    if (heading) {
      flush();
      blocks.push({kind: 'heading', text: readableInline(heading[2]!), level: heading[1]!.length});
    } else if (/^\s*\|/.test(line)) {
      flush();
      // The separator row of a table (| --- | :-: |) carries no words.
      if (!/^[\s|:-]+$/.test(line)) {
        const cells = line.trim().replace(/^\||\|$/g, '').split('|').map((cell) => readableInline(cell));
        blocks.push({kind: 'row', text: cells.join(' | ')});
      }
    } else if (listItemStart.test(line)) {
      flush();
      paragraph = [line.replace(listItemStart, (marker) => `${marker.trim()} `)];
    } else {
      paragraph.push(line);
    }
  }
  flush();
  return blocks;
}

export function sourceToBlocks(source: string): TextBlock[] {
  const lines = stripComments(stripFrontMatter(source)).split(/\r?\n/);
  const blocks: TextBlock[] = [];
  let prose: string[] = [];
  const flushProse = () => {
    blocks.push(...proseBlocks(prose));
    prose = [];
  };
  for (let index = 0; index < lines.length; index += 1) {
    const line = lines[index]!;
    const fence = fencePattern.exec(line);
    if (fence) {
      flushProse();
      const marker = fence[1]!;
      const code: string[] = [];
      index += 1;
      while (index < lines.length && !lines[index]!.trim().startsWith(marker)) {
        code.push(lines[index]!);
        index += 1;
      }
      const language = fence[2]!.trim().split(/\s+/)[0] ?? '';
      blocks.push({kind: 'code', text: code.join('\n'), ...(language ? {language} : {})});
      continue;
    }
    const admonition = admonitionOpen.exec(line);
    if (line.trim() === '' || moduleLine.test(line) || wrapperTagLine.test(line) || /^\s*:::\s*$/.test(line)) {
      flushProse();
      continue;
    }
    if (admonition) {
      flushProse();
      const kind = admonition[1]!;
      const title = readableInline(admonition[2]!);
      const label = kind.charAt(0).toUpperCase() + kind.slice(1);
      blocks.push({kind: 'heading', text: title ? `${label}: ${title}` : label, level: 6});
      continue;
    }
    prose.push(line.replace(/^\s*>\s?/, ''));
  }
  flushProse();
  return blocks;
}
