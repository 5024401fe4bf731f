import {chromium} from '@playwright/test';
import {chromiumFlags, chromiumPath} from '/work/main/scripts/lib/servers';
(async () => {
  const browser = await chromium.launch({executablePath: chromiumPath, args: chromiumFlags});
  for (const mode of ['none', 'route', 'none', 'route', 'listen']) {
    const ctx = await browser.newContext({viewport: {width: 1280, height: 800}});
    const page = await ctx.newPage();
    if (mode === 'route') await page.route((url) => !/^https?:\/\/127\.0\.0\.1/.test(url.href), (r) => r.abort());
    if (mode === 'listen') page.on('request', (r) => void r.url());
    const cpu0 = process.cpuUsage();
    const t = Date.now();
    for (const p of ['/docs/installation', '/docs/sidebar/items', '/blog', '/docs/api/docusaurus-config', '/docs/cli', '/docs/i18n/tutorial']) {
      await page.goto('http://127.0.0.1:4180' + p, {waitUntil: 'networkidle'});
    }
    const cpu = process.cpuUsage(cpu0);
    console.log(mode, Date.now() - t, 'ms; node cpu', Math.round((cpu.user + cpu.system) / 1000));
    await ctx.close();
  }
  await browser.close();
})();
