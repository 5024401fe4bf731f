import {chromium} from '@playwright/test';
import {chromiumFlags, chromiumPath} from '/work/main/scripts/lib/servers';
(async () => {
  const browser = await chromium.launch({executablePath: chromiumPath, args: chromiumFlags});
  const page = await browser.newPage({viewport: {width: 1280, height: 800}});
  let t = Date.now();
  const inputs = ['a','b','c','d','e','f','g','h','i','j','k','l','m','n','o'];
  for (const q of inputs) { await page.goto('http://127.0.0.1:4180/search/?q=' + q); await page.waitForFunction(() => { const b = document.querySelector('button[class*="toggleButton"]'); return b && !b.hasAttribute('disabled'); }); }
  console.log('15 loads', Date.now() - t); t = Date.now();
  await page.locator('input[type="search"]').first().fill('x'.repeat(100 * 1024));
  console.log('fill', Date.now() - t); t = Date.now();
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0))));
  console.log('settle', Date.now() - t);
  await browser.close();
})();
