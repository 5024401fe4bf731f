import {chromium} from '@playwright/test';
import {chromiumFlags, chromiumPath} from '/work/main/scripts/lib/servers';
import {axeViolations, colourRules, wcagTags} from '../tests/e2e/helpers/axe';
(async () => {
  const browser = await chromium.launch({executablePath: chromiumPath, args: chromiumFlags});
  const page = await browser.newPage({viewport: {width: 1280, height: 800}});
  await page.goto('http://127.0.0.1:4180/docs/installation');
  await page.evaluate(() => { const i = document.createElement('img'); i.src = '/img/x.png'; document.querySelector('main')!.append(i); const p = document.createElement('p'); p.textContent = 'faint'; p.style.color = '#eee'; document.querySelector('main')!.append(p); });
  console.log((await axeViolations(page, {tags: wcagTags, except: colourRules})).map((v) => v.id));
  console.log((await axeViolations(page, {rules: colourRules}, 'pre.prism-code')).map((v) => v.id));
  console.log((await axeViolations(page, {rules: colourRules})).map((v) => v.id));
  console.log((await axeViolations(page, {tags: wcagTags})).map((v) => v.id));
  console.log(await page.evaluate(() => document.querySelectorAll('main img').length));
  await browser.close();
})();
