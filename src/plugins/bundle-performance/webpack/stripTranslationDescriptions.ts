/**
 * Takes the `description` out of translation calls in compiled client code:
 * `translate({id, message, description})` and `<Translate description=…>`
 * (by then `jsx(Translate, {…})`). A description tells translators where a
 * string shows; it is read from the sources by `docusaurus write-translations`
 * and never at run time, yet main.js carried them (the theme's search modal,
 * navbar, skip link…; the saving is in README.md). Only literal descriptions of calls
 * bound to `@docusaurus/Translate`'s imports are touched; any other object's
 * `description` (a page's meta description) stays.
 */
import {parse} from '@babel/parser';
import MagicString from 'magic-string';

const translateModule = '@docusaurus/Translate';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a Babel AST node, walked generically
type Node = any;

function walk(node: Node, visit: (node: Node) => void): void {
  if (!node || typeof node.type !== 'string') return;
  visit(node);
  for (const key of Object.keys(node)) {
    if (key === 'loc' || key === 'start' || key === 'end' || key === 'extra') continue;
    const value = node[key];
    if (Array.isArray(value)) value.forEach((child) => walk(child, visit));
    else if (value && typeof value === 'object') walk(value, visit);
  }
}

const isLiteralText = (node: Node) =>
  node.type === 'StringLiteral' || (node.type === 'TemplateLiteral' && node.expressions.length === 0);

const isDescriptionKey = (property: Node) =>
  property.type === 'ObjectProperty' &&
  !property.computed &&
  ((property.key.type === 'Identifier' && property.key.name === 'description') ||
    (property.key.type === 'StringLiteral' && property.key.value === 'description'));

export function stripTranslationDescriptions(source: string): string {
  if (!source.includes(translateModule) || !source.includes('description')) return source;
  const ast = parse(source, {sourceType: 'module', plugins: ['jsx']});
  const translateFunctions = new Set<string>();
  const translateComponents = new Set<string>();
  for (const statement of ast.program.body) {
    if (statement.type !== 'ImportDeclaration' || statement.source.value !== translateModule) continue;
    for (const specifier of statement.specifiers) {
      if (specifier.type === 'ImportDefaultSpecifier') translateComponents.add(specifier.local.name);
      else if (specifier.type === 'ImportSpecifier' && 'name' in specifier.imported && specifier.imported.name === 'translate') {
        translateFunctions.add(specifier.local.name);
      }
    }
  }
  if (translateFunctions.size === 0 && translateComponents.size === 0) return source;

  const output = new MagicString(source);
  const stripFrom = (object: Node) => {
    if (object?.type !== 'ObjectExpression') return;
    for (const property of object.properties) {
      if (!isDescriptionKey(property) || !isLiteralText(property.value)) continue;
      // The property and the comma after it; a trailing comma left behind is valid.
      let end = property.end as number;
      while (/\s/.test(source[end] ?? '')) end += 1;
      if (source[end] === ',') end += 1;
      output.remove(property.start, end);
    }
  };
  walk(ast.program, (node) => {
    if (node.type === 'CallExpression') {
      const [first, second] = node.arguments;
      if (node.callee.type === 'Identifier' && translateFunctions.has(node.callee.name)) stripFrom(first);
      else if (first?.type === 'Identifier' && translateComponents.has(first.name)) stripFrom(second);
    } else if (node.type === 'JSXOpeningElement' && node.name.type === 'JSXIdentifier' && translateComponents.has(node.name.name)) {
      for (const attribute of node.attributes) {
        if (attribute.type === 'JSXAttribute' && attribute.name.name === 'description' && attribute.value?.type === 'StringLiteral') {
          output.remove(attribute.start, attribute.end);
        }
      }
    }
  });
  return output.toString();
}
