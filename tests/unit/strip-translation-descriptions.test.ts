import {test} from 'node:test';
import assert from 'node:assert/strict';
import {stripTranslationDescriptions} from '../../src/plugins/bundle-performance/webpack/stripTranslationDescriptions';

test('descriptions leave translate() calls and Translate elements, messages and ids stay', () => {
  const source = `import Translate, {translate as t} from "@docusaurus/Translate";
import {jsx} from "react/jsx-runtime";
const label = t({id: "theme.a", message: "Close", description: "The close button"});
const other = t({ description: \`Where it shows\`, message: "Open" }, {count: 2});
export const el = jsx(Translate, {id: "theme.b", description: "A heading", children: "Hello"});
export const jsxEl = <Translate id="theme.c" description="In the footer">Bye</Translate>;`;
  const out = stripTranslationDescriptions(source);
  assert.doesNotMatch(out, /The close button|Where it shows|A heading|In the footer/);
  assert.match(out, /t\(\{id: "theme.a", message: "Close", ?\}\)/);
  assert.match(out, /t\(\{ *message: "Open" \}, \{count: 2\}\)/);
  assert.match(out, /jsx\(Translate, \{id: "theme.b", +children: "Hello"\}\)/);
  assert.match(out, /<Translate id="theme.c" *>Bye<\/Translate>/);
});

test("other objects' descriptions stay: a page's meta description, a non-literal one, another module's translate", () => {
  const source = `import {translate} from "@docusaurus/Translate";
import {translate as otherTranslate} from "./elsewhere";
const meta = {title: "Search", description: "Search the docs"};
const computed = translate({message: "x", description: someVariable});
const foreign = otherTranslate({message: "y", description: "kept"});
render(PageMetadata, {description: "Meta"});`;
  const out = stripTranslationDescriptions(source);
  assert.equal(out, source);
});

test('a module that does not import @docusaurus/Translate is returned as it is', () => {
  const source = 'const description = "x"; translate({description: "y"});';
  assert.equal(stripTranslationDescriptions(source), source);
});
