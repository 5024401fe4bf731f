/**
 * Every token colour of both code palettes reaches WCAG's 4.5:1 on each
 * background it can sit on: the block itself, a highlighted line, and a line
 * marked by the error magic comment (those tints come from src/css/custom.css,
 * as shipped). The tints themselves must stay visible against the block.
 */
import {describe, it} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import type {PrismTheme} from 'prism-react-renderer';
import {darkCodeTheme, lightCodeTheme} from '../../src/config/prismThemes';
import {blend, contrastRatio, parseColor, type Rgba} from '../../src/utils/colorContrast';

const css = fs.readFileSync(path.join(__dirname, '../../src/css/custom.css'), 'utf8');

/** A custom property's value in the first CSS block whose selector is `selector`. */
function cssVariable(selector: string, name: string): string {
  const block = css.split(`${selector} {`)[1]?.split('}')[0] ?? '';
  const value = new RegExp(`${name}:\\s*([^;]+);`).exec(block)?.[1];
  assert.ok(value, `${name} is set in the ${selector} block of custom.css`);
  return value;
}

const modes: [mode: string, selector: string, theme: PrismTheme][] = [
  ['light', ':root', lightCodeTheme],
  ['dark', "[data-theme='dark']", darkCodeTheme],
];

for (const [mode, selector, theme] of modes) {
  describe(`${mode} code palette`, () => {
    const block = parseColor(String(theme.plain.backgroundColor));
    const backgrounds: Record<string, Rgba> = {
      'code block': block,
      'highlighted line': blend(parseColor(cssVariable(selector, '--docusaurus-highlighted-code-line-bg')), block),
      'error line': blend(parseColor(cssVariable(selector, '--site-code-error-line-bg')), block),
    };
    const tokens = [{types: ['plain text'], style: theme.plain}, ...theme.styles].filter((entry) => entry.style.color);

    it('colours several kinds of token differently (highlighting is kept)', () => {
      const colours = new Set(tokens.map((entry) => String(entry.style.color).toLowerCase()));
      assert.ok(colours.size >= 8, `only ${colours.size} distinct token colours`);
    });

    for (const [backgroundName, background] of Object.entries(backgrounds)) {
      it(`every token is at least 4.5:1 on the ${backgroundName}`, () => {
        const tooFaint = tokens.flatMap((entry) => {
          const token = parseColor(String(entry.style.color));
          const opacity = typeof entry.style.opacity === 'number' ? entry.style.opacity : 1;
          const ratio = contrastRatio(blend({...token, a: token.a * opacity}, background), background);
          return ratio < 4.5 ? [`${entry.types.join('/')} ${String(entry.style.color)}: ${ratio.toFixed(2)}:1`] : [];
        });
        assert.deepEqual(tooFaint, []);
      });
    }

    it('the highlighted and error lines stand out from the block', () => {
      for (const tint of ['highlighted line', 'error line']) {
        const ratio = contrastRatio(backgrounds[tint]!, block);
        assert.ok(ratio >= 1.1, `${tint} is ${ratio.toFixed(2)}:1 against the block: too close to see`);
      }
    });
  });
}

describe('contrastRatio', () => {
  it('gives 21:1 for black on white and 1:1 for a colour on itself', () => {
    assert.equal(contrastRatio(parseColor('#000'), parseColor('#ffffff')), 21);
    assert.equal(contrastRatio(parseColor('#2e8555'), parseColor('#2e8555')), 1);
  });

  it('matches the ratio the issue measured for the old comment colour', () => {
    assert.equal(contrastRatio(parseColor('#697098'), parseColor('#292d3e')).toFixed(2), '2.84');
  });

  it('blends a translucent colour over its background', () => {
    assert.deepEqual(blend(parseColor('rgba(0, 0, 0, 0.5)'), parseColor('#ffffff')), {r: 127.5, g: 127.5, b: 127.5, a: 1});
  });

  it('rejects colours it cannot read instead of guessing', () => {
    assert.throws(() => parseColor('hsl(0, 0%, 0%)'), /hex or rgb\/rgba expected/);
  });
});
