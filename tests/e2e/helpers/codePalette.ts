/**
 * The a11y sweep leaves code blocks out of axe's colour rules: their token
 * spans were about a third of the contrast rule's time over the site, and the
 * contrast of every token colour on every background a block can have is
 * already measured, exhaustively, by tests/unit/prism-themes.test.ts. What
 * that unit test cannot see is a page showing other colours in a block; this
 * check sees it, on every page and in both modes, in a few milliseconds.
 */
import type {Page} from '@playwright/test';
import type {PrismTheme} from 'prism-react-renderer';
import {darkCodeTheme, lightCodeTheme} from '../../../src/config/prismThemes';
import {parseColor} from '../../../src/utils/colorContrast';

/** Highlighted code: every Prism block and the live code editor. */
export const codeBlocks = 'pre.prism-code, pre[class*="playgroundEditor"]';

/** A palette colour as getComputedStyle writes it. */
function computedForm(colour: string): string {
  const {r, g, b} = parseColor(colour);
  return `rgb(${r}, ${g}, ${b})`;
}

function paletteOf(theme: PrismTheme): {text: string[]; background: string} {
  const colours = [theme.plain.color, ...theme.styles.map((entry) => entry.style.color)].filter(
    (colour): colour is string => typeof colour === 'string',
  );
  return {text: [...new Set(colours.map(computedForm))], background: computedForm(String(theme.plain.backgroundColor))};
}

const palettes = {light: paletteOf(lightCodeTheme), dark: paletteOf(darkCodeTheme)};

/**
 * Every code block's background, and the colour of each element in it that
 * holds text, as rendered, that is not in the mode's palette: one line each.
 */
export async function offPaletteCode(page: Page, mode: 'light' | 'dark'): Promise<string[]> {
  return page.evaluate(
    ({selector, palette}) => {
      const found: string[] = [];
      for (const block of document.querySelectorAll<HTMLElement>(selector)) {
        const background = getComputedStyle(block).backgroundColor;
        if (background !== palette.background) found.push(`block background ${background}`);
        for (const element of [block, ...block.querySelectorAll<HTMLElement>('*')]) {
          const ownText = [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim() !== '');
          const colour = getComputedStyle(element).color;
          if (ownText && !palette.text.includes(colour)) found.push(`"${element.textContent!.trim().slice(0, 30)}" in ${colour}`);
        }
      }
      return [...new Set(found)];
    },
    {selector: codeBlocks, palette: palettes[mode]},
  );
}
