/**
 * Server-rendered code blocks are recoloured for the reader's colour mode
 * without Prism (src/theme/CodeBlock/Content/restyleTokens.ts). The styles it
 * gives each line and token must be exactly those prism-react-renderer gives
 * when it renders the same tokens itself, for every token type of both palettes.
 */
import {describe, it} from 'node:test';
import assert from 'node:assert/strict';
import Highlight, {defaultProps, type Language, type PrismTheme} from 'prism-react-renderer';
import {darkCodeTheme, lightCodeTheme} from '../../src/config/prismThemes';
import {themeStyles, tokenStyle} from '../../src/theme/CodeBlock/Content/restyleTokens';

/** What prism-react-renderer's own getters return, the style objects without unset entries. */
function rendererStyles(theme: PrismTheme, language: Language) {
  const highlight = new Highlight({...defaultProps, theme, language, code: '', children: () => null});
  const clean = (style: object | undefined) =>
    Object.fromEntries(Object.entries(style ?? {}).filter(([, value]) => value !== null && value !== undefined));
  return {
    line: clean(highlight.getLineProps({line: []}).style),
    token: (types: string[], empty: boolean) =>
      clean(highlight.getTokenProps({token: {types, content: empty ? '' : 'x', empty}}).style),
  };
}

const clean = (style: object) =>
  Object.fromEntries(Object.entries(style).filter(([, value]) => value !== null && value !== undefined));

for (const [mode, theme] of [['light', lightCodeTheme], ['dark', darkCodeTheme]] as const) {
  describe(`restyled code in the ${mode} palette`, () => {
    const language: Language = 'tsx';
    const ours = themeStyles(theme, language);
    const theirs = rendererStyles(theme, language);
    const types = [...new Set(theme.styles.flatMap((entry) => entry.types)), 'plain', 'unknown-type'];

    it('gives lines the plain colour', () => {
      assert.deepEqual(clean(ours.plain), theirs.line);
      assert.ok(theirs.line.color, 'lines have a colour');
    });

    it('gives each token type, alone, combined or empty, the renderer’s style', () => {
      for (const type of types) {
        for (const combination of [[type], ['keyword', type], [type, 'bold']]) {
          for (const empty of [false, true]) {
            assert.deepEqual(
              clean(tokenStyle(combination, empty, ours)),
              theirs.token(combination, empty),
              `${combination.join(' ')}${empty ? ' (empty)' : ''}`,
            );
          }
        }
      }
    });
  });
}
