/**
 * The "—" that marks an option without a default is aria-hidden, so axe skips
 * it, yet sighted readers read it: it must reach WCAG AA's 4.5:1 against the
 * row it sits on (striped rows included) in both colour modes.
 */
import {test, expect, anyViewport} from './fixtures';

// Many tables, striped rows and several options without a default.
const pageWithOptionTable = '/docs/api/themes/configuration';

test.describe('no-default marker in option tables', anyViewport, () => {
  for (const mode of ['light', 'dark'] as const) {
    test(`the "—" reaches 4.5:1 contrast on every row (${mode})`, async ({page}) => {
      await page.emulateMedia({colorScheme: mode});
      await page.goto(pageWithOptionTable);
      await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
      const markers = page.locator('table span[aria-hidden="true"]', {hasText: '\u2014'});
      await expect(markers.first()).toBeVisible();

      const ratios = await markers.evaluateAll((elements) => {
        type Rgba = [number, number, number, number];
        const parse = (colour: string): Rgba => {
          const [r, g, b, a = 1] = (colour.match(/[\d.]+/g) ?? []).map(Number);
          return [r, g, b, a];
        };
        // Layers from the element outwards, composited from the page background inwards.
        const background = (element: Element): Rgba => {
          const layers: Rgba[] = [];
          for (let node: Element | null = element; node; node = node.parentElement) {
            const layer = parse(getComputedStyle(node).backgroundColor);
            if (layer[3] > 0) layers.push(layer);
            if (layer[3] >= 1) break;
          }
          return layers.reverse().reduce<Rgba>(
            (below, [r, g, b, a]) => [r * a + below[0] * (1 - a), g * a + below[1] * (1 - a), b * a + below[2] * (1 - a), 1],
            [255, 255, 255, 1],
          );
        };
        const luminance = ([r, g, b]: Rgba) => {
          const channel = (value: number) => {
            const c = value / 255;
            return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
          };
          return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
        };
        return elements.map((element) => {
          const text = luminance(parse(getComputedStyle(element).color));
          const behind = luminance(background(element));
          return (Math.max(text, behind) + 0.05) / (Math.min(text, behind) + 0.05);
        });
      });

      expect(ratios.length).toBeGreaterThan(1);
      expect(Math.min(...ratios)).toBeGreaterThanOrEqual(4.5);
    });
  }
});
