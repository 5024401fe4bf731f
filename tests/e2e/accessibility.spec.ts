/** axe-core (WCAG 2.x A and AA rules) finds no violation on the key page types. */
import AxeBuilder from '@axe-core/playwright';
import {test, expect, waitForHydration} from './fixtures';

const pages: [string, string][] = [
  ['home page', '/'],
  ['doc page', '/docs/installation'],
  ['docs index with a striped table', '/docs/'],
  ['search page', '/search/?q=sidebar'],
  ['blog post', '/blog/2017/12/14/introducing-docusaurus'],
  ['404 page', '/no-such-page'],
];

for (const [name, path] of pages) {
  for (const mode of ['light', 'dark'] as const) {
    test(`${name} has no WCAG A/AA violations (${mode})`, async ({page}) => {
      await page.emulateMedia({colorScheme: mode});
      await page.goto(path);
      await waitForHydration(page);
      const results = await new AxeBuilder({page})
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
        .analyze();
      const summary = results.violations.map(
        (violation) =>
          `${violation.id}: ${violation.nodes.length} × ${violation.nodes[0]?.target.join(' ')}`,
      );
      expect(summary).toEqual([]);
    });
  }
}
