/**
 * Pure colour helpers behind the primary-colour generator of the
 * "Styling and layout" doc. Nothing here touches the DOM, so the functions can
 * be unit-tested in Node.
 *
 * A shade is obtained the same way the `color` npm package darkens/lightens:
 * convert to HSL, then scale the lightness channel (`l * (1 - ratio)` to darken,
 * `l * (1 + ratio)` to lighten), and convert back to an RGB hex string.
 */

export type ColorModeName = 'light' | 'dark';

export type ShadeDefinition = {
  /** Short name shown in the table, e.g. `primary-dark`. */
  readonly name: string;
  /** Infima custom property that receives the colour. */
  readonly variable: string;
  /** Negative = darken by that ratio, positive = lighten, 0 = the base colour. */
  readonly adjustment: number;
};

export type Shade = ShadeDefinition & {
  /** Lowercase `#rrggbb` value. */
  readonly hex: string;
};

/** The seven Infima variables derived from one primary colour, in CSS order. */
export const SHADE_DEFINITIONS: readonly ShadeDefinition[] = [
  {name: 'primary', variable: '--ifm-color-primary', adjustment: 0},
  {name: 'primary-dark', variable: '--ifm-color-primary-dark', adjustment: -0.1},
  {name: 'primary-darker', variable: '--ifm-color-primary-darker', adjustment: -0.15},
  {name: 'primary-darkest', variable: '--ifm-color-primary-darkest', adjustment: -0.3},
  {name: 'primary-light', variable: '--ifm-color-primary-light', adjustment: 0.1},
  {name: 'primary-lighter', variable: '--ifm-color-primary-lighter', adjustment: 0.15},
  {name: 'primary-lightest', variable: '--ifm-color-primary-lightest', adjustment: 0.3},
];

/** Every custom property the generator may set on `<html>`. */
export const SHADE_VARIABLES: readonly string[] = SHADE_DEFINITIONS.map(
  (definition) => definition.variable,
);

type Rgb = [number, number, number];
type Hsl = [number, number, number];

const HEX_PATTERN = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i;

/**
 * Turns user input into a canonical `#rrggbb` string.
 * Accepts 3 or 6 hex digits, with or without the leading `#`, in any case,
 * surrounded by optional whitespace. Returns `null` for anything else.
 */
export function normalizeHex(input: unknown): string | null {
  if (typeof input !== 'string') {
    return null;
  }
  const match = HEX_PATTERN.exec(input.trim());
  if (!match) {
    return null;
  }
  let digits = match[1]!.toLowerCase();
  if (digits.length === 3) {
    digits = digits
      .split('')
      .map((digit) => digit + digit)
      .join('');
  }
  return `#${digits}`;
}

function hexToRgb(hex: string): Rgb {
  const value = parseInt(hex.slice(1), 16);
  return [(value >> 16) & 0xff, (value >> 8) & 0xff, value & 0xff];
}

function rgbToHex(rgb: Rgb): string {
  return `#${rgb
    .map((channel) => {
      const clamped = Math.min(255, Math.max(0, Math.round(channel)));
      return clamped.toString(16).padStart(2, '0');
    })
    .join('')}`;
}

/** RGB (0-255) to HSL (hue in degrees, saturation and lightness in percent). */
function rgbToHsl([red, green, blue]: Rgb): Hsl {
  const r = red / 255;
  const g = green / 255;
  const b = blue / 255;
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const chroma = max - min;
  const lightness = (max + min) / 2;

  if (chroma === 0) {
    return [0, 0, lightness * 100];
  }

  let hue: number;
  if (max === r) {
    hue = (g - b) / chroma;
  } else if (max === g) {
    hue = 2 + (b - r) / chroma;
  } else {
    hue = 4 + (r - g) / chroma;
  }
  hue *= 60;
  if (hue < 0) {
    hue += 360;
  }

  const saturation =
    lightness <= 0.5 ? chroma / (max + min) : chroma / (2 - max - min);
  return [hue, saturation * 100, lightness * 100];
}

function hueToChannel(p: number, q: number, t: number): number {
  let position = t;
  if (position < 0) {
    position += 1;
  }
  if (position > 1) {
    position -= 1;
  }
  if (position < 1 / 6) {
    return p + (q - p) * 6 * position;
  }
  if (position < 1 / 2) {
    return q;
  }
  if (position < 2 / 3) {
    return p + (q - p) * (2 / 3 - position) * 6;
  }
  return p;
}

/** HSL back to unrounded RGB (0-255). */
function hslToRgb([hue, saturation, lightness]: Hsl): Rgb {
  const h = hue / 360;
  const s = saturation / 100;
  const l = lightness / 100;
  if (s === 0) {
    return [l * 255, l * 255, l * 255];
  }
  const q = l < 0.5 ? l * (1 + s) : l + s - l * s;
  const p = 2 * l - q;
  return [
    hueToChannel(p, q, h + 1 / 3) * 255,
    hueToChannel(p, q, h) * 255,
    hueToChannel(p, q, h - 1 / 3) * 255,
  ];
}

/**
 * Scales the HSL lightness of `hex` by `1 + ratio` (a negative ratio darkens).
 * The result is clamped to the 0-100 % range and returned as `#rrggbb`.
 */
export function adjustLightness(hex: string, ratio: number): string {
  const normalized = normalizeHex(hex);
  if (normalized === null) {
    throw new TypeError(`"${String(hex)}" is not a hex colour`);
  }
  const [hue, saturation, lightness] = rgbToHsl(hexToRgb(normalized));
  // Written as `l + l * ratio` (not `l * (1 + ratio)`) on purpose: it is the
  // exact floating-point order the `color` package uses, so rounding matches.
  const adjusted = Math.min(100, Math.max(0, lightness + lightness * ratio));
  return rgbToHex(hslToRgb([hue, saturation, adjusted]));
}

/** `darken(hex, 0.1)` makes the colour 10 % darker, like `Color(hex).darken(0.1)`. */
export function darken(hex: string, ratio: number): string {
  return adjustLightness(hex, -ratio);
}

/** `lighten(hex, 0.1)` makes the colour 10 % lighter, like `Color(hex).lighten(0.1)`. */
export function lighten(hex: string, ratio: number): string {
  return adjustLightness(hex, ratio);
}

/**
 * Computes the primary colour and its six shades.
 * Returns `null` when `baseColor` is not a valid hex colour.
 */
export function computeShades(baseColor: unknown): Shade[] | null {
  const base = normalizeHex(baseColor);
  if (base === null) {
    return null;
  }
  return SHADE_DEFINITIONS.map((definition) => ({
    ...definition,
    hex:
      definition.adjustment === 0
        ? base
        : adjustLightness(base, definition.adjustment),
  }));
}

/** The selector whose block overrides the palette for a colour mode. */
export function selectorForMode(mode: ColorModeName): string {
  return mode === 'dark' ? "[data-theme='dark']" : ':root';
}

/** Builds the CSS block a reader pastes into their custom stylesheet. */
export function buildCssSnippet(
  shades: readonly Shade[],
  mode: ColorModeName,
): string {
  const declarations = shades
    .map((shade) => `  ${shade.variable}: ${shade.hex};`)
    .join('\n');
  return `${selectorForMode(mode)} {\n${declarations}\n}`;
}
