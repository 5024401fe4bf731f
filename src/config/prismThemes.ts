/**
 * The site's own code-block colours, one palette per colour mode. Stock
 * palettes fell below WCAG's 4.5:1 for some tokens (comments at 2.8:1), so
 * every colour here was chosen to reach 4.5:1 on the block's background and
 * also on the highlighted-line and error-line tints laid over it
 * (tests/unit/prism-themes.test.ts measures all three).
 */
import type {PrismTheme} from 'prism-react-renderer';

export const lightCodeTheme: PrismTheme = {
  plain: {color: '#24292f', backgroundColor: '#f6f8fa'},
  styles: [
    {types: ['comment', 'prolog', 'doctype', 'cdata'], style: {color: '#565d66', fontStyle: 'italic'}},
    {types: ['keyword', 'selector', 'important', 'atrule'], style: {color: '#b3213b'}},
    {types: ['string', 'char', 'attr-value', 'inserted', 'regex'], style: {color: '#0b5b31'}},
    {types: ['number', 'boolean', 'constant', 'symbol'], style: {color: '#0550ae'}},
    {types: ['function', 'builtin', 'method'], style: {color: '#6639ba'}},
    {types: ['class-name', 'maybe-class-name', 'namespace'], style: {color: '#8a4600'}},
    {types: ['tag'], style: {color: '#116329'}},
    {types: ['attr-name', 'property'], style: {color: '#0d5a8f'}},
    {types: ['operator', 'entity', 'url'], style: {color: '#9a2c60'}},
    {types: ['punctuation'], style: {color: '#3d444d'}},
    {types: ['variable', 'parameter'], style: {color: '#7a3e00'}},
    {types: ['deleted'], style: {color: '#a40e26'}},
    {types: ['bold'], style: {fontWeight: 'bold'}},
    {types: ['italic'], style: {fontStyle: 'italic'}},
  ],
};

export const darkCodeTheme: PrismTheme = {
  plain: {color: '#e3e6ed', backgroundColor: '#22242e'},
  styles: [
    {types: ['comment', 'prolog', 'doctype', 'cdata'], style: {color: '#a4abbd', fontStyle: 'italic'}},
    {types: ['keyword', 'selector', 'important', 'atrule'], style: {color: '#ff9eb1'}},
    {types: ['string', 'char', 'attr-value', 'inserted', 'regex'], style: {color: '#b5e08d'}},
    {types: ['number', 'boolean', 'constant', 'symbol'], style: {color: '#ffb38a'}},
    {types: ['function', 'builtin', 'method'], style: {color: '#9cc0ff'}},
    {types: ['class-name', 'maybe-class-name', 'namespace'], style: {color: '#ffd580'}},
    {types: ['tag'], style: {color: '#7fdbca'}},
    {types: ['attr-name', 'property'], style: {color: '#d7b8ff'}},
    {types: ['operator', 'entity', 'url'], style: {color: '#8fdcff'}},
    {types: ['punctuation'], style: {color: '#c3c8d4'}},
    {types: ['variable', 'parameter'], style: {color: '#f0c6a0'}},
    {types: ['deleted'], style: {color: '#ff9e9e'}},
    {types: ['bold'], style: {fontWeight: 'bold'}},
    {types: ['italic'], style: {fontStyle: 'italic'}},
  ],
};
