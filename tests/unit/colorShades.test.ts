import {describe, it} from 'node:test';
import assert from 'node:assert/strict';

import {
  adjustLightness,
  buildCssSnippet,
  computeShades,
  darken,
  lighten,
  normalizeHex,
  selectorForMode,
  SHADE_VARIABLES,
} from '../../src/components/ColorGenerator/colorShades';

function paletteOf(color: string): Record<string, string> {
  const shades = computeShades(color);
  assert.ok(shades, `expected a palette for ${color}`);
  return Object.fromEntries(shades.map((shade) => [shade.variable, shade.hex]));
}

describe('computeShades', () => {
  it('derives the light-mode palette of the site (#2e8555)', () => {
    assert.deepEqual(paletteOf('#2e8555'), {
      '--ifm-color-primary': '#2e8555',
      '--ifm-color-primary-dark': '#29784c',
      '--ifm-color-primary-darker': '#277148',
      '--ifm-color-primary-darkest': '#205d3b',
      '--ifm-color-primary-light': '#33925d',
      '--ifm-color-primary-lighter': '#359962',
      '--ifm-color-primary-lightest': '#3cad6e',
    });
  });

  it('derives the dark-mode palette of the site (#25c2a0)', () => {
    assert.deepEqual(paletteOf('#25c2a0'), {
      '--ifm-color-primary': '#25c2a0',
      '--ifm-color-primary-dark': '#21af90',
      '--ifm-color-primary-darker': '#1fa588',
      '--ifm-color-primary-darkest': '#1a8870',
      '--ifm-color-primary-light': '#29d5b0',
      '--ifm-color-primary-lighter': '#32d8b4',
      '--ifm-color-primary-lightest': '#4fddbf',
    });
  });

  it('returns the seven variables in CSS order with their ratios', () => {
    const shades = computeShades('#25c2a0');
    assert.ok(shades);
    assert.deepEqual(
      shades.map((shade) => shade.variable),
      [...SHADE_VARIABLES],
    );
    assert.deepEqual(
      shades.map((shade) => shade.adjustment),
      [0, -0.1, -0.15, -0.3, 0.1, 0.15, 0.3],
    );
  });

  it('accepts shorthand, upper case, a missing hash and whitespace', () => {
    assert.deepEqual(paletteOf(' 2E8555 '), paletteOf('#2e8555'));
    assert.equal(paletteOf('#abc')['--ifm-color-primary'], '#aabbcc');
  });

  it('keeps black and white inside the valid range', () => {
    assert.ok(
      Object.values(paletteOf('#000000')).every((hex) => hex === '#000000'),
    );
    const white = paletteOf('#ffffff');
    assert.equal(white['--ifm-color-primary-lightest'], '#ffffff');
    assert.equal(white['--ifm-color-primary-darkest'], '#b3b3b3');
  });

  it('returns null for input that is not a hex colour', () => {
    for (const bad of [
      '',
      '   ',
      '#',
      '#12',
      '#1234',
      '#12345',
      '#1234567',
      '#ggg',
      'zzzzzz',
      'red',
      'rgb(0, 0, 0)',
      '##2e8555',
      undefined,
      null,
      42,
      {},
    ]) {
      assert.equal(computeShades(bad), null, `input ${JSON.stringify(bad)}`);
    }
  });
});

describe('normalizeHex', () => {
  it('canonicalises valid colours to lowercase #rrggbb', () => {
    assert.equal(normalizeHex('#FFF'), '#ffffff');
    assert.equal(normalizeHex('25C2A0'), '#25c2a0');
    assert.equal(normalizeHex('\t#2e8555\n'), '#2e8555');
  });

  it('rejects everything else', () => {
    assert.equal(normalizeHex('#2e855'), null);
    assert.equal(normalizeHex('2e8555ff'), null);
    assert.equal(normalizeHex(null), null);
  });
});

describe('darken / lighten', () => {
  it('scale the HSL lightness by the given ratio', () => {
    assert.equal(darken('#2e8555', 0.1), '#29784c');
    assert.equal(lighten('#2e8555', 0.3), '#3cad6e');
    assert.equal(adjustLightness('#25c2a0', 0), '#25c2a0');
    assert.equal(darken('#808080', 1), '#000000');
  });

  it('throw on an invalid colour', () => {
    assert.throws(() => darken('nope', 0.1), TypeError);
    assert.throws(() => lighten('#12345', 0.1), TypeError);
  });
});

describe('buildCssSnippet', () => {
  it('targets :root in light mode', () => {
    const shades = computeShades('#2e8555');
    assert.ok(shades);
    const css = buildCssSnippet(shades, 'light');
    assert.equal(
      css,
      [
        ':root {',
        '  --ifm-color-primary: #2e8555;',
        '  --ifm-color-primary-dark: #29784c;',
        '  --ifm-color-primary-darker: #277148;',
        '  --ifm-color-primary-darkest: #205d3b;',
        '  --ifm-color-primary-light: #33925d;',
        '  --ifm-color-primary-lighter: #359962;',
        '  --ifm-color-primary-lightest: #3cad6e;',
        '}',
      ].join('\n'),
    );
  });

  it("targets [data-theme='dark'] in dark mode", () => {
    const shades = computeShades('#25c2a0');
    assert.ok(shades);
    const css = buildCssSnippet(shades, 'dark');
    assert.ok(css.startsWith("[data-theme='dark'] {\n"));
    assert.ok(css.includes('  --ifm-color-primary-lightest: #4fddbf;\n'));
    assert.ok(css.endsWith('\n}'));
    assert.equal(selectorForMode('light'), ':root');
  });
});
