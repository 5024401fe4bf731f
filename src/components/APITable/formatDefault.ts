/**
 * Pure helpers used by the APITable component. They have no React or browser
 * dependency so the unit tests can call them directly.
 */
import type {ApiOption, ApiOptionTable} from '../../data/apiOptions/types';

/** How the "Default" cell of one option row should be rendered. */
export type FormattedDefault =
  /** A literal value, rendered inside `<code>`. */
  | {kind: 'code'; text: string}
  /** A sentence explaining a computed default, rendered as text. */
  | {kind: 'text'; text: string}
  /** No default at all, rendered as an em dash. */
  | {kind: 'none'; text: string};

export const NO_DEFAULT = '\u2014';

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

function formatString(value: string): string {
  const escaped = value
    .replace(/\\/g, '\\\\')
    .replace(/'/g, "\\'")
    .replace(/\n/g, '\\n');
  return `'${escaped}'`;
}

function formatKey(key: string): string {
  return IDENTIFIER.test(key) ? key : formatString(key);
}

/**
 * Renders a JavaScript value the way a reader would type it in
 * `docusaurus.config.js`: single-quoted strings, unquoted object keys when
 * possible, regular expressions as literals.
 */
export function formatValue(value: unknown, seen: Set<unknown> = new Set()): string {
  if (value === undefined) {
    return 'undefined';
  }
  if (value === null) {
    return 'null';
  }
  switch (typeof value) {
    case 'string':
      return formatString(value);
    case 'number':
      return Object.is(value, -0) ? '-0' : String(value);
    case 'boolean':
      return String(value);
    case 'bigint':
      return `${String(value)}n`;
    case 'symbol':
      return String(value);
    case 'function':
      return '[function]';
    default:
      break;
  }
  if (value instanceof RegExp) {
    return String(value);
  }
  if (value instanceof Date) {
    return `new Date(${formatString(value.toISOString())})`;
  }
  if (seen.has(value)) {
    return '[circular]';
  }
  seen.add(value);
  try {
    if (Array.isArray(value)) {
      return `[${value.map((item) => formatValue(item, seen)).join(', ')}]`;
    }
    const entries = Object.entries(value as Record<string, unknown>);
    if (entries.length === 0) {
      return '{}';
    }
    const body = entries
      .map(([key, item]) => `${formatKey(key)}: ${formatValue(item, seen)}`)
      .join(', ');
    return `{${body}}`;
  } finally {
    seen.delete(value);
  }
}

/**
 * Chooses what the "Default" column shows for one option: the literal
 * default when there is one, otherwise the free-text explanation, otherwise
 * an em dash.
 */
export function formatDefault(
  option: Pick<ApiOption, 'default' | 'defaultDescription'>,
): FormattedDefault {
  if (option.default !== undefined) {
    return {kind: 'code', text: formatValue(option.default)};
  }
  if (option.defaultDescription !== undefined && option.defaultDescription.trim() !== '') {
    return {kind: 'text', text: option.defaultDescription.trim()};
  }
  return {kind: 'none', text: NO_DEFAULT};
}

/** One piece of a description: plain text, or a span that was in backticks. */
export type TextPart = {code: boolean; text: string};

/**
 * Splits plain text on backtick pairs so that option names and values quoted
 * as `like this` can be shown in code font. An unpaired backtick is kept as
 * ordinary text.
 */
export function splitInlineCode(text: string): TextPart[] {
  const parts: TextPart[] = [];
  const pattern = /`([^`]+)`/g;
  let last = 0;
  let match: RegExpExecArray | null;
  while ((match = pattern.exec(text)) !== null) {
    if (match.index > last) {
      parts.push({code: false, text: text.slice(last, match.index)});
    }
    parts.push({code: true, text: match[1]!});
    last = match.index + match[0].length;
  }
  if (last < text.length) {
    parts.push({code: false, text: text.slice(last)});
  }
  return parts;
}

/** The `id` of an option's row, which `#id` links point to. */
export function optionRowId(table: ApiOptionTable, option: ApiOption): string {
  return `${table.anchorPrefix ?? ''}${option.name}`;
}
