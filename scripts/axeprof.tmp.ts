import {chromium} from '@playwright/test';
import fs from 'node:fs';
import {chromiumFlags, chromiumPath} from '/work/main/scripts/lib/servers';
const axeSource = fs.readFileSync(require.resolve('/work/main/node_modules/axe-core/axe.min.js'), 'utf8');
(async () => {
  const browser = await chromium.launch({executablePath: chromiumPath, args: chromiumFlags});
  const page = await browser.newPage({viewport: {width: 1280, height: 800}});
  for (const path of (process.argv[2] ?? '/docs/installation').split(',')) {
    await page.goto('http://127.0.0.1:4180' + path);
    await page.waitForTimeout(1500);
    await page.evaluate(axeSource);
    const counts = await page.evaluate(() => ({els: document.querySelectorAll('*').length, spans: document.querySelectorAll('pre span').length}));
    const res = await page.evaluate(async () => {
      const axe = (window as any).axe;
      const rules = axe.getRules(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa']).map((r: any) => r.ruleId);
      const out: Record<string, number> = {};
      let t = performance.now();
      await axe.run(document, {runOnly: {type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa']}, resultTypes: ['violations'], iframes: false});
      out.ALL = performance.now() - t;
      for (const r of ['color-contrast', 'link-in-text-block']) {
        t = performance.now();
        await axe.run(document, {runOnly: {type: 'rule', values: [r]}, resultTypes: ['violations'], iframes: false});
        out[r] = performance.now() - t;
      }
      t = performance.now();
      await axe.run(document, {runOnly: {type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa']}, rules: {'color-contrast': {enabled: false}, 'link-in-text-block': {enabled: false}}, resultTypes: ['violations'], iframes: false});
      out.ALLminusColour = performance.now() - t;
      t = performance.now();
      await axe.run({exclude: [['pre']]}, {runOnly: {type: 'rule', values: ['color-contrast']}, resultTypes: ['violations'], iframes: false});
      out.ccNoPre = performance.now() - t;
      t = performance.now();
      await axe.run(document, {runOnly: {type: 'rule', values: ['color-contrast']}, rules: {'color-contrast': {options: {ignorePseudo: true}}}, resultTypes: ['violations'], iframes: false} as any);
      out.ccNoPseudo = performance.now() - t;
      return out;
    });
    console.log(path, JSON.stringify(counts), JSON.stringify(res, (k, v) => typeof v === 'number' ? Math.round(v) : v));
  }
  await browser.close();
})();
