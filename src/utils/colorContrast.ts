/**
 * WCAG 2.x contrast arithmetic for CSS colours written as hex (#rgb, #rrggbb)
 * or rgb()/rgba(). Used to prove that the code-block palettes stay readable
 * on every background a token can sit on.
 */

export interface Rgba {
  r: number;
  g: number;
  b: number;
  /** 0 (transparent) to 1 (opaque). */
  a: number;
}

export function parseColor(css: string): Rgba {
  const text = css.trim().toLowerCase();
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/.exec(text);
  if (hex) {
    const digits = hex[1]!.length === 3 ? [...hex[1]!].map((digit) => digit + digit).join('') : hex[1]!;
    return {
      r: parseInt(digits.slice(0, 2), 16),
      g: parseInt(digits.slice(2, 4), 16),
      b: parseInt(digits.slice(4, 6), 16),
      a: 1,
    };
  }
  const functional = /^rgba?\(\s*([\d.]+)\s*,\s*([\d.]+)\s*,\s*([\d.]+)\s*(?:,\s*([\d.]+)\s*)?\)$/.exec(text);
  if (functional) {
    const [r, g, b, a] = functional.slice(1).map((part) => (part === undefined ? 1 : Number(part)));
    return {r: r!, g: g!, b: b!, a: a!};
  }
  throw new Error(`Not a colour this helper understands (hex or rgb/rgba expected): "${css}"`);
}

/** The opaque colour seen when `top` (possibly translucent) is painted over the opaque `bottom`. */
export function blend(top: Rgba, bottom: Rgba): Rgba {
  const mix = (over: number, under: number) => over * top.a + under * (1 - top.a);
  return {r: mix(top.r, bottom.r), g: mix(top.g, bottom.g), b: mix(top.b, bottom.b), a: 1};
}

/** Relative luminance as WCAG defines it (sRGB channels linearised). */
export function relativeLuminance({r, g, b}: Rgba): number {
  const linear = (channel: number) => {
    const value = channel / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** Contrast ratio between two opaque colours, from 1 (none) to 21 (black on white). */
export function contrastRatio(first: Rgba, second: Rgba): number {
  const [lighter, darker] = [relativeLuminance(first), relativeLuminance(second)].sort((a, b) => b - a);
  return (lighter! + 0.05) / (darker! + 0.05);
}
