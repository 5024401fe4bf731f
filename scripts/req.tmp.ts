import {chromium} from '@playwright/test';
import {chromiumFlags, chromiumPath} from '/work/main/scripts/lib/servers';
(async () => {
  const browser = await chromium.launch({executablePath: chromiumPath, args: chromiumFlags});
  const page = await browser.newPage({viewport: {width: 1280, height: 800}});
  const urls: string[] = [];
  page.on('request', (r) => urls.push(r.url()));
  await page.goto('http://127.0.0.1:4180/docs/installation');
  await page.waitForTimeout(8000);
  console.log(urls.length, urls.filter((u) => u.includes('search-index')).length);
  const bytes = await page.evaluate(() => performance.getEntriesByType('resource').reduce((a, e: any) => a + e.transferSize, 0));
  console.log('bytes', bytes);
  await browser.close();
})();
