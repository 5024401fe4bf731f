import {chromium} from '@playwright/test';
import {chromiumFlags, chromiumPath, localHostsOnlyFlag} from '/work/main/scripts/lib/servers';
(async () => {
  const browser = await chromium.launch({executablePath: chromiumPath, args: [...chromiumFlags, localHostsOnlyFlag]});
  const page = await browser.newPage();
  const seen: string[] = [];
  page.on('request', (r) => seen.push(r.url()));
  page.on('requestfailed', (r) => seen.push('FAILED ' + r.url() + ' ' + r.failure()?.errorText));
  await page.setContent('<p>x</p>');
  const r = await page.evaluate(() => fetch('https://fonts.googleapis.com/css?x').then(() => 'ok', (e) => 'err ' + e.message));
  await page.evaluate(() => { const i = new Image(); i.src = 'http://example.com/x.png'; document.body.append(i); });
  await page.waitForTimeout(1000);
  console.log(r, seen.filter((u) => !u.includes('127.0.0.1')));
  await browser.close();
})();
