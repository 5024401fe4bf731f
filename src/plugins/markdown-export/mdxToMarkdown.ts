/**
 * Turns the source of one MDX/Markdown page into plain Markdown a reader (or a
 * language model) can use without our React components: tabs become headed
 * sections, admonitions blockquotes, live code plain fenced code, data-driven
 * components their data, and every link an absolute URL.
 *
 * Line-based on purpose: our pages follow MDX 1 block rules (imports, exports
 * and JSX blocks stand on their own lines), and code blocks must come out
 * byte for byte, which a parse-and-print round trip would not guarantee.
 */
import {createSlugger} from '@docusaurus/utils';
import type {ApiOptionTable} from '../../data/apiOptions/types';
import {readJsxTag, type JsxTag} from './jsxTag';
import {rewriteInline, type LinkResolver} from './inlineMarkdown';
import {apiTableMarkdown, imageSource, teamMarkdown, tocMarkdown, type Heading} from './componentMarkdown';

export interface ConversionOptions {
  /** Absolute URL of the page, for `#anchor` links and the inline table of contents. */
  pageUrl: string;
  resolveLink: LinkResolver;
  /** The option table a module exports (for `<APITable table={x} />`), or null. */
  loadTable?: (specifier: string) => ApiOptionTable | null;
  /** The source of an imported MDX partial, or null. */
  loadPartial?: (specifier: string) => string | null;
}

const IMAGE_COMPONENTS = new Set(['img', 'Image', 'IdealImage', 'ThemedImage']);
const IMAGE_FILE = /\.(svg|png|jpe?g|gif|webp)$/i;
const PARTIAL_FILE = /\.mdx?$/i;
/** Components that only make sense in a browser: the export points to the page instead. */
const INTERACTIVE = new Set(['ColorGenerator']);
/** Magic comments the theme removes from rendered code (see themeConfig.prism.magicComments). */
const MAGIC_COMMENT = /^\s*(\/\/|#|\/\*|<!--|\{\/\*)\s*(highlight-next-line|highlight-start|highlight-end|This will error)\s*(\*\/\}?|-->)?\s*$/;
const MARKUP_LANGUAGES = new Set(['md', 'mdx', 'markdown', 'text', 'txt', '']);

export function stripFrontMatter(source: string): string {
  return source.replace(/^\uFEFF?---\r?\n[\s\S]*?\r?\n---\r?\n/, '');
}

function capitalize(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

/** `import X from 'y'` (possibly over several lines) → [X, y]. */
function defaultImport(statement: string): [string, string] | null {
  const match = /^import\s+([A-Za-z_$][\w$]*)\s*(?:,\s*\{[^}]*\})?\s+from\s+['"]([^'"]+)['"]/.exec(statement);
  return match ? [match[1], match[2]] : null;
}

/** `export const X = expression` → [X, expression]. */
function constExport(statement: string): [string, string] | null {
  const match = /^export\s+const\s+([A-Za-z_$][\w$]*)\s*=\s*([\s\S]+?);?\s*$/.exec(statement);
  return match ? [match[1], match[2]] : null;
}

/**
 * An option table a page builds in an `export const` from an imported one
 * (an older version's page adjusting a row of the shared data). The expression
 * is our own build-time content, evaluated with the imported tables in scope;
 * anything else it needs (JSX, other imports) makes it null.
 */
function derivedTable(expression: string, imported: ReadonlyMap<string, ApiOptionTable>): ApiOptionTable | null {
  try {
    // eslint-disable-next-line no-new-func
    const value = new Function(...imported.keys(), `return (${expression});`)(...imported.values());
    return value && Array.isArray(value.options) ? (value as ApiOptionTable) : null;
  } catch {
    return null;
  }
}

/** Values of `{props.x ...}` expressions in a partial, evaluated with the props the page passed. */
function applyPartialProps(source: string, props: Record<string, string>): string {
  return source.replace(/\{([^{}]*\bprops\.[^{}]*)\}/g, (whole, expression: string) => {
    try {
      // Our own build-time content: the expression is a small JS expression over `props`.
      // eslint-disable-next-line no-new-func
      return String(new Function('props', `return (${expression});`)(props));
    } catch {
      return '';
    }
  });
}

interface TabsFrame {
  headingLevel: number;
  labels: Map<string, string>;
}

function tabLabels(rawAttributes: string): Map<string, string> {
  const labels = new Map<string, string>();
  for (const match of rawAttributes.matchAll(/\{\s*label:\s*['"]([^'"]+)['"],\s*value:\s*['"]([^'"]+)['"]\s*\}/g)) {
    labels.set(match[2], match[1]);
  }
  for (const match of rawAttributes.matchAll(/\{\s*value:\s*['"]([^'"]+)['"],\s*label:\s*['"]([^'"]+)['"]\s*\}/g)) {
    labels.set(match[1], match[2]);
  }
  return labels;
}

export function mdxToMarkdown(source: string, options: ConversionOptions): string {
  const lines = stripFrontMatter(source).replace(/\r\n/g, '\n').split('\n');
  const out: string[] = [];
  const imports = new Map<string, string>();
  const constExports = new Map<string, string>();
  const headings: Heading[] = [];
  const tocPlaceholders: Array<{index: number; min: number; max: number}> = [];
  const slugger = createSlugger();
  const tabs: TabsFrame[] = [];
  let quoteDepth = 0;
  let fence: {marker: string; indent: number; stripMagic: boolean} | null = null;
  let headingLevel = 1;
  let sawContent = false;

  const emit = (line: string) => {
    const prefix = '> '.repeat(quoteDepth);
    out.push(line === '' ? prefix.trimEnd() : prefix + line);
  };
  const blank = () => emit('');
  const prose = (line: string) => emit(rewriteInline(line, options.resolveLink));

  const openQuote = (title: string) => {
    quoteDepth += 1;
    emit(`**${title}**`);
    blank();
  };
  const closeQuote = () => {
    quoteDepth = Math.max(0, quoteDepth - 1);
    blank();
  };

  const importedTables = () => {
    const tables = new Map<string, ApiOptionTable>();
    for (const [name, specifier] of imports) {
      const table = options.loadTable?.(specifier);
      if (table) {
        tables.set(name, table);
      }
    }
    return tables;
  };
  const loadTableVariable = (variable: string): ApiOptionTable | null => {
    const specifier = imports.get(variable);
    if (specifier) {
      return options.loadTable?.(specifier) ?? null;
    }
    const expression = constExports.get(variable);
    return expression ? derivedTable(expression, importedTables()) : null;
  };

  /** Handles a tag standing on its own line; returns false to treat the line as prose. */
  const handleTag = (tag: JsxTag, index: number): number | false => {
    const {name, kind, attributes} = tag;
    const skip = tag.lineCount;
    const importedFrom = imports.get(name);
    if (name === 'Tabs') {
      if (kind === 'open') {
        tabs.push({headingLevel, labels: tabLabels(tag.rawAttributes)});
      } else if (kind === 'close') {
        tabs.pop();
      }
      return skip;
    }
    if (name === 'TabItem') {
      if (kind !== 'close') {
        const frame = tabs[tabs.length - 1];
        const value = attributes.value ?? '';
        const label = attributes.label ?? frame?.labels.get(value) ?? value;
        blank();
        emit(`${'#'.repeat(Math.min(6, (frame?.headingLevel ?? 1) + 1))} ${label}`);
        blank();
      }
      return skip;
    }
    if (name === 'Admonition') {
      if (kind === 'open') {
        openQuote(attributes.title ?? capitalize(attributes.type ?? 'note'));
      } else if (kind === 'close') {
        closeQuote();
      }
      return skip;
    }
    if (name === 'summary') {
      const summary = /^([\s\S]*?)<\/summary>/.exec(tag.rest);
      blank();
      emit(`**${rewriteInline((summary ? summary[1] : tag.rest).trim(), options.resolveLink)}**`);
      blank();
      return skip;
    }
    if (name === 'head' && kind === 'open') {
      // Page metadata for the HTML head, not content.
      let end = index + skip;
      while (end < lines.length && !/<\/head>/.test(lines[end])) {
        end += 1;
      }
      return end + 1 - index;
    }
    if (name === 'CodeBlock' && kind === 'open') {
      let end = index + skip;
      const code: string[] = [];
      while (end < lines.length && !/^\s*<\/CodeBlock>/.test(lines[end])) {
        code.push(lines[end]);
        end += 1;
      }
      const text = code.join('\n').replace(/^\s*\{`/, '').replace(/`\}\s*$/, '');
      const title = attributes.title ? ` title="${attributes.title}"` : '';
      emit(`\`\`\`${attributes.language ?? ''}${title}`);
      text.split('\n').forEach(emit);
      emit('```');
      return end + 1 - index;
    }
    if (name === 'APITable') {
      const variable = /table=\{\s*([\w$]+)\s*\}/.exec(tag.rawAttributes)?.[1];
      const table = variable ? loadTableVariable(variable) : null;
      if (table) {
        apiTableMarkdown(table).forEach(emit);
      }
      return skip;
    }
    if (name === 'TeamProfileCards') {
      teamMarkdown(attributes.group ?? '').forEach(emit);
      return skip;
    }
    if (name === 'TOCInline') {
      tocPlaceholders.push({
        index: out.length,
        min: Number(attributes.minHeadingLevel ?? /minHeadingLevel=\{(\d)\}/.exec(tag.rawAttributes)?.[1] ?? 2),
        max: Number(attributes.maxHeadingLevel ?? /maxHeadingLevel=\{(\d)\}/.exec(tag.rawAttributes)?.[1] ?? 3),
      });
      emit('');
      return skip;
    }
    if (IMAGE_COMPONENTS.has(name) || (importedFrom && IMAGE_FILE.test(importedFrom))) {
      const src = imageSource(tag.rawAttributes, importedFrom);
      if (src) {
        emit(`![${attributes.alt ?? attributes.title ?? ''}](${options.resolveLink(src)})`);
      }
      return skip;
    }
    if (importedFrom && PARTIAL_FILE.test(importedFrom) && kind === 'self-closing') {
      const partial = options.loadPartial?.(importedFrom);
      if (partial) {
        mdxToMarkdown(applyPartialProps(partial, attributes), options).split('\n').forEach(emit);
      }
      return skip;
    }
    if (INTERACTIVE.has(name)) {
      emit(`_This part of the page is interactive: use it on [the web page](${options.pageUrl})._`);
      return skip;
    }
    // Any other wrapper (div, p, details, BrowserOnly, Translate...) disappears; its text stays.
    const rest = tag.rest.replace(new RegExp(`</${name}>\\s*$`), '').trim();
    if (rest) {
      prose(rest);
    }
    return skip;
  };

  for (let index = 0; index < lines.length; ) {
    const line = lines[index];

    if (fence) {
      const trimmed = line.trim();
      if (trimmed.startsWith(fence.marker) && new RegExp(`^${fence.marker[0] === '`' ? '`' : '~'}+$`).test(trimmed)) {
        emit(fence.marker);
        fence = null;
      } else if (!(fence.stripMagic && MAGIC_COMMENT.test(line))) {
        emit(line.slice(Math.min(fence.indent, line.length - line.trimStart().length)));
      }
      index += 1;
      continue;
    }

    const fenceOpen = /^(\s*)(`{3,}|~{3,})\s*([^\s`{]*)(.*)$/.exec(line);
    if (fenceOpen) {
      const [, indent, marker, language, meta] = fenceOpen;
      const title = /title=(["'])(.*?)\1/.exec(meta)?.[2];
      emit(`${marker}${language}${title ? ` title="${title}"` : ''}`);
      fence = {marker, indent: indent.length, stripMagic: !MARKUP_LANGUAGES.has(language.toLowerCase())};
      sawContent = true;
      index += 1;
      continue;
    }

    if (/^(import\s+([\w${*]|['"])|export\s+(const|default|function|let|var|\{))/.test(line)) {
      // MDX 1 ends an import/export block at the first blank line.
      const statement: string[] = [];
      while (index < lines.length && lines[index].trim() !== '') {
        statement.push(lines[index]);
        index += 1;
      }
      for (const part of statement.join('\n').split(/;\s*\n|\n(?=import\s)/)) {
        const found = defaultImport(part.trim());
        if (found) {
          imports.set(found[0], found[1]);
        }
        const exported = constExport(part.trim());
        if (exported) {
          constExports.set(exported[0], exported[1]);
        }
      }
      continue;
    }

    const admonitionOpen = /^\s*:{3,}([a-z]+)\s*(.*)$/.exec(line);
    if (admonitionOpen) {
      openQuote(admonitionOpen[2].trim() || capitalize(admonitionOpen[1]));
      index += 1;
      continue;
    }
    if (/^\s*:{3,}\s*$/.test(line)) {
      closeQuote();
      index += 1;
      continue;
    }

    // `{() => <Component />}`, the child of a BrowserOnly block.
    const renderFunction = /^\s*\{\s*\(\)\s*=>\s*(<[A-Z][^]*\/>)\s*\}\s*$/.exec(line);
    const tagLine = renderFunction ? [renderFunction[1]] : lines;
    const tag = /^\s*<[/A-Za-z]/.test(tagLine === lines ? line : tagLine[0]) ? readJsxTag(tagLine, renderFunction ? 0 : index) : null;
    if (tag) {
      const restIsInline = tag.kind === 'open' && tag.rest.includes(`</${tag.name}>`) && tag.rest.trim() !== `</${tag.name}>`;
      const inlineComponent = restIsInline && !['summary', 'p', 'div', 'details'].includes(tag.name);
      if (!inlineComponent) {
        const used = handleTag(tag, index);
        if (used !== false) {
          sawContent = true;
          index += renderFunction ? 1 : used;
          continue;
        }
      }
    }

    const heading = /^(#{1,6})\s+(.*?)\s*$/.exec(line);
    if (heading) {
      const level = heading[1].length;
      if (level === 1 && !sawContent) {
        // The page title is already the export's first line.
        index += 1;
        continue;
      }
      const customId = /\{#([\w-]+)\}$/.exec(heading[2])?.[1];
      const text = rewriteInline(heading[2], options.resolveLink).replace(/\s*\{#[\w-]+\}$/, '');
      const plain = text.replace(/\[([^\]]*)\]\([^)]*\)/g, '$1').replace(/`/g, '');
      headings.push({level, text: plain, id: customId ?? slugger.slug(plain)});
      headingLevel = level;
    }
    if (line.trim() !== '') {
      sawContent = true;
    }
    if (!/^\s*\{\/\*[\s\S]*\*\/\}\s*$/.test(line)) {
      prose(line);
    }
    index += 1;
  }

  for (const placeholder of tocPlaceholders.reverse()) {
    const prefix = out[placeholder.index];
    out.splice(
      placeholder.index,
      1,
      ...tocMarkdown(headings, options.pageUrl, placeholder.min, placeholder.max).map((entry) => `${prefix}${entry}`),
    );
  }

  return out
    .join('\n')
    .replace(/[ \t]+$/gm, (spaces) => (spaces === '  ' ? spaces : ''))
    .replace(/\n{3,}/g, '\n\n')
    // An admonition title and its source's own blank line would make two empty quote lines.
    .replace(/^(>(?: >)*)\n(?:\1\n)+/gm, '$1\n')
    .replace(/^>(?: >)*\n(?=\n|$)/gm, '')
    .trim();
}

/** The exported file: the page title as H1, its description, then the body. */
export function pageMarkdown(page: {title: string; description?: string; body: string}): string {
  const description = page.description?.trim();
  return `# ${page.title}\n\n${description ? `> ${description}\n\n` : ''}${page.body}\n`;
}
