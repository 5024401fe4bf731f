import {chromium} from '@playwright/test';
import fs from 'node:fs';
import {chromiumFlags, chromiumPath} from '/work/main/scripts/lib/servers';
import {offPaletteCode} from '../tests/e2e/helpers/codePalette';
import {axeViolations, colourRules, wcagTags} from '../tests/e2e/helpers/axe';
(async () => {
  const browser = await chromium.launch({executablePath: chromiumPath, args: chromiumFlags});
  const page = await browser.newPage({viewport: {width: 1280, height: 800}});
  for (const p of ['/docs/markdown-features/code-blocks', '/docs/api/themes/@docusaurus/theme-live-codeblock']) {
    await page.goto('http://127.0.0.1:4180' + p);
    await page.waitForTimeout(2000);
    console.log(p, 'light', await offPaletteCode(page, 'light'));
    await page.evaluate(() => { localStorage.setItem('theme', 'dark'); window.dispatchEvent(new StorageEvent('storage', {key: 'theme', newValue: 'dark'})); });
    await page.waitForTimeout(1000);
    console.log(p, 'dark', await offPaletteCode(page, 'dark'));
    await page.addStyleTag({content: '.token.comment{color:#777 !important} pre.prism-code .token.keyword{color:#aaa!important}'});
    console.log(p, 'dark after bad css', await offPaletteCode(page, 'dark'));
    const all = await axeViolations(page, {tags: wcagTags, except: colourRules});
    const cc = await axeViolations(page, {rules: colourRules}, 'pre.prism-code');
    const ccAll = await axeViolations(page, {rules: colourRules});
    console.log('except colour ->', all.map((v) => v.id), 'cc excl pre ->', cc.map((v) => v.id + v.nodes.length), 'cc all ->', ccAll.map((v) => v.id + v.nodes.length));
    await page.evaluate(() => localStorage.removeItem('theme'));
  }
  await browser.close();
})();
