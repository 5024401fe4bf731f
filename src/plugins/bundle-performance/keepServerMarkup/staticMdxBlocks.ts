/**
 * Which top-level blocks of an MDX document are plain markup: a heading, a paragraph, a
 * list, a quote or a table made only of text, links, emphasis, inline code and
 * images. Their server HTML is already final, so hydration can keep it (see
 * useKeepServerMarkup). A block with anything else inside (a code block, tabs,
 * details, any JSX component) is hydrated as usual.
 */
import {isValidElement, type ReactNode} from 'react';

/** Blocks whose element is the tag itself (the theme's `ul` renders a `ul`). */
export const staticBlockTags = new Set(['p', 'ul', 'ol', 'blockquote', 'table', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6']);

const staticInlineTags = new Set([
  ...staticBlockTags,
  'a', 'inlineCode', 'em', 'strong', 'del', 'li', 'br', 'img', 'input', 'sup', 'sub', 'kbd',
  'thead', 'tbody', 'tr', 'th', 'td',
]);

interface MdxProps {
  mdxType?: unknown;
  originalType?: unknown;
  children?: ReactNode;
}

/** MDX 1 creates every element through one component; the tag is in `mdxType`, the original type in `originalType`. */
function mdxTagOf(node: ReactNode, allowed: Set<string>): string | null {
  if (!isValidElement(node)) return null;
  const {mdxType, originalType} = node.props as MdxProps;
  return typeof mdxType === 'string' && typeof originalType === 'string' && allowed.has(mdxType) ? mdxType : null;
}

function isStaticContent(node: ReactNode): boolean {
  if (node === null || node === undefined || typeof node === 'boolean' || typeof node === 'string' || typeof node === 'number') return true;
  if (Array.isArray(node)) return node.every(isStaticContent);
  return mdxTagOf(node, staticInlineTags) !== null && isStaticContent(((node as {props: MdxProps}).props).children);
}

/** The block's tag when the whole block is plain markup, else null. */
export function staticBlockTag(node: ReactNode): string | null {
  const tag = mdxTagOf(node, staticBlockTags);
  return tag && isStaticContent((node as {props: MdxProps}).props.children) ? tag : null;
}
