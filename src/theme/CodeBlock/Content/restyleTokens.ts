/**
 * Gives highlighted markup made for one Prism theme the colours of another,
 * without Prism: each token's types are in its class list, and the styles
 * follow prism-react-renderer's rules (themeToDict, getStyleForToken,
 * getLineProps), so the result is what it would have rendered itself.
 * Server-rendered code blocks are highlighted with the light theme; a reader
 * in dark mode gets them recoloured this way before Prism has even loaded.
 */
import type {CSSProperties} from 'react';
import type {Language, PrismTheme} from 'prism-react-renderer';

type StyleDict = Record<string, CSSProperties>;

export function themeStyles(theme: PrismTheme, language: Language | string): StyleDict {
  const dict: StyleDict = {};
  for (const {types, style, languages} of theme.styles) {
    if (languages && !languages.includes(language as Language)) continue;
    for (const type of types) dict[type] = {...dict[type], ...style};
  }
  // Lines take the plain colour; the block's own background shows through.
  dict.plain = {...theme.plain, backgroundColor: undefined};
  return dict;
}

export function tokenStyle(types: string[], empty: boolean, dict: StyleDict): CSSProperties {
  if (types.length === 1 && types[0] === 'plain') return empty ? {display: 'inline-block'} : {};
  if (types.length === 1 && !empty) return dict[types[0]] ?? {};
  return Object.assign(empty ? {display: 'inline-block'} : {}, ...types.map((type) => dict[type]));
}

function setStyle(element: HTMLElement, style: CSSProperties): void {
  element.removeAttribute('style');
  Object.assign(element.style, style);
}

export function restyleTokens(code: HTMLElement, theme: PrismTheme, language: string): void {
  const dict = themeStyles(theme, language);
  for (const line of code.querySelectorAll<HTMLElement>('.token-line')) setStyle(line, dict.plain);
  for (const token of code.querySelectorAll<HTMLElement>('.token')) {
    const types = [...token.classList].filter((name) => name !== 'token');
    setStyle(token, tokenStyle(types, token.style.display === 'inline-block', dict));
  }
}
