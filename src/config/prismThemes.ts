/**
 * The site's own code-block colours, one palette per colour mode. Stock
 * palettes fell below WCAG's 4.5:1 for some tokens (comments at 2.8:1), so
 * every colour here was chosen to reach 4.5:1 on the block's background and
 * also on the highlighted-line and error-line tints laid over it
 * (tests/unit/prism-themes.test.ts measures all three).
 */
import type {PrismTheme} from 'prism-react-renderer';

/** Prism token types coloured alike, by role. */
const tokenGroups = {
  comment: ['comment', 'prolog', 'doctype', 'cdata'],
  keyword: ['keyword', 'selector', 'important', 'atrule'],
  string: ['string', 'char', 'attr-value', 'inserted', 'regex'],
  literal: ['number', 'boolean', 'constant', 'symbol'],
  function: ['function', 'builtin', 'method'],
  className: ['class-name', 'maybe-class-name', 'namespace'],
  tag: ['tag'],
  attribute: ['attr-name', 'property'],
  operator: ['operator', 'entity', 'url'],
  punctuation: ['punctuation'],
  variable: ['variable', 'parameter'],
  deleted: ['deleted'],
};

type Palette = {text: string; background: string} & Record<keyof typeof tokenGroups, string>;

function themeFromPalette({text, background, ...tokens}: Palette): PrismTheme {
  return {
    plain: {color: text, backgroundColor: background},
    styles: [
      ...Object.entries(tokens).map(([group, color]) => ({
        types: tokenGroups[group as keyof typeof tokenGroups],
        style: group === 'comment' ? {color, fontStyle: 'italic' as const} : {color},
      })),
      {types: ['bold'], style: {fontWeight: 'bold'}},
      {types: ['italic'], style: {fontStyle: 'italic'}},
    ],
  };
}

export const lightCodeTheme = themeFromPalette({
  text: '#24292f',
  background: '#f6f8fa',
  comment: '#565d66',
  keyword: '#b3213b',
  string: '#0b5b31',
  literal: '#0550ae',
  function: '#6639ba',
  className: '#8a4600',
  tag: '#116329',
  attribute: '#0d5a8f',
  operator: '#9a2c60',
  punctuation: '#3d444d',
  variable: '#7a3e00',
  deleted: '#a40e26',
});

export const darkCodeTheme = themeFromPalette({
  text: '#e3e6ed',
  background: '#22242e',
  comment: '#a4abbd',
  keyword: '#ff9eb1',
  string: '#b5e08d',
  literal: '#ffb38a',
  function: '#9cc0ff',
  className: '#ffd580',
  tag: '#7fdbca',
  attribute: '#d7b8ff',
  operator: '#8fdcff',
  punctuation: '#c3c8d4',
  variable: '#f0c6a0',
  deleted: '#ff9e9e',
});
