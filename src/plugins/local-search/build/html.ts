/**
 * A small HTML parser for the pages Docusaurus writes at build time.
 *
 * The input is server-rendered React output, so it is well formed: every
 * element is closed explicitly or is a void element. That lets a tokenizer of
 * a few dozen lines build a usable tree, without adding an HTML library to the
 * site's dependencies just for the search crawler.
 */

export interface HtmlElement {
  kind: 'element';
  tag: string;
  attrs: Record<string, string>;
  children: HtmlNode[];
  parent: HtmlElement | null;
}

export interface HtmlText {
  kind: 'text';
  text: string;
}

export type HtmlNode = HtmlElement | HtmlText;

const voidElements = new Set([
  'area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta',
  'param', 'source', 'track', 'wbr',
]);

// Their content is never markup; the crawler has no use for it either.
const rawTextElements = new Set(['script', 'style', 'template', 'noscript']);

const namedEntities: Record<string, string> = {
  amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0',
  ndash: '\u2013', mdash: '\u2014', hellip: '\u2026', copy: '\u00a9',
  reg: '\u00ae', trade: '\u2122', laquo: '\u00ab', raquo: '\u00bb',
  lsquo: '\u2018', rsquo: '\u2019', ldquo: '\u201c', rdquo: '\u201d',
  middot: '\u00b7', times: '\u00d7', rarr: '\u2192', larr: '\u2190',
  zwj: '\u200d', zwnj: '\u200c', shy: '\u00ad',
};

export function decodeEntities(text: string): string {
  if (!text.includes('&')) {
    return text;
  }
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z][a-z0-9]*);/gi, (match, entity: string) => {
    if (entity[0] === '#') {
      const code =
        entity[1] === 'x' || entity[1] === 'X'
          ? parseInt(entity.slice(2), 16)
          : parseInt(entity.slice(1), 10);
      return Number.isFinite(code) && code <= 0x10ffff ? String.fromCodePoint(code) : match;
    }
    return namedEntities[entity.toLowerCase()] ?? match;
  });
}

const startTagPattern =
  /<([a-zA-Z][\w:-]*)((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)\s*(\/?)>/y;
const attributePattern = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
const endTagPattern = /<\/([a-zA-Z][\w:-]*)\s*>/y;

function parseAttributes(source: string): Record<string, string> {
  const attrs: Record<string, string> = {};
  for (const match of source.matchAll(attributePattern)) {
    const value = match[2] ?? match[3] ?? match[4] ?? '';
    attrs[match[1]!.toLowerCase()] = decodeEntities(value);
  }
  return attrs;
}

export function parseHtml(html: string): HtmlElement {
  const root: HtmlElement = {kind: 'element', tag: '#root', attrs: {}, children: [], parent: null};
  let current = root;
  let position = 0;

  const pushText = (raw: string) => {
    if (raw.length > 0) {
      current.children.push({kind: 'text', text: decodeEntities(raw)});
    }
  };

  while (position < html.length) {
    const next = html.indexOf('<', position);
    if (next === -1) {
      pushText(html.slice(position));
      break;
    }
    pushText(html.slice(position, next));
    position = next;

    if (html.startsWith('<!--', position)) {
      const end = html.indexOf('-->', position + 4);
      position = end === -1 ? html.length : end + 3;
      continue;
    }
    if (html.startsWith('<!', position) || html.startsWith('<?', position)) {
      const end = html.indexOf('>', position);
      position = end === -1 ? html.length : end + 1;
      continue;
    }

    endTagPattern.lastIndex = position;
    const endTag = endTagPattern.exec(html);
    if (endTag) {
      position = endTagPattern.lastIndex;
      const tag = endTag[1]!.toLowerCase();
      // Close up to the matching open element; a stray end tag is ignored.
      for (let open: HtmlElement | null = current; open && open !== root; open = open.parent) {
        if (open.tag === tag) {
          current = open.parent ?? root;
          break;
        }
      }
      continue;
    }

    startTagPattern.lastIndex = position;
    const startTag = startTagPattern.exec(html);
    if (!startTag) {
      // A lone "<" in text.
      pushText('<');
      position += 1;
      continue;
    }
    position = startTagPattern.lastIndex;
    const tag = startTag[1]!.toLowerCase();
    const element: HtmlElement = {
      kind: 'element',
      tag,
      attrs: parseAttributes(startTag[2] ?? ''),
      children: [],
      parent: current,
    };
    current.children.push(element);

    if (rawTextElements.has(tag)) {
      // Rendered markup writes end tags in lower case.
      const close = html.indexOf(`</${tag}`, position);
      const end = close === -1 ? html.length : html.indexOf('>', close) + 1;
      position = end === 0 ? html.length : end;
      continue;
    }
    if (!voidElements.has(tag) && startTag[3] !== '/') {
      current = element;
    }
  }
  return root;
}

export function hasClass(element: HtmlElement, className: string): boolean {
  const classes = element.attrs.class;
  if (!classes) {
    return false;
  }
  return ` ${classes} `.includes(` ${className} `);
}

/** Depth-first search in document order. */
export function findFirst(
  node: HtmlElement,
  predicate: (element: HtmlElement) => boolean,
): HtmlElement | undefined {
  for (const child of node.children) {
    if (child.kind !== 'element') {
      continue;
    }
    if (predicate(child)) {
      return child;
    }
    const found = findFirst(child, predicate);
    if (found) {
      return found;
    }
  }
  return undefined;
}

export function findAll(
  node: HtmlElement,
  predicate: (element: HtmlElement) => boolean,
  found: HtmlElement[] = [],
): HtmlElement[] {
  for (const child of node.children) {
    if (child.kind === 'element') {
      if (predicate(child)) {
        found.push(child);
      }
      findAll(child, predicate, found);
    }
  }
  return found;
}
