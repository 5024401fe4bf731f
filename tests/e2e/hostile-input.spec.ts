/**
 * Hostile input against the production server and the built site: markup,
 * `javascript:` URLs, 100 KB strings, malformed percent-escapes, NUL bytes and
 * traversal tricks, in the showcase filters, the hash and the path (the
 * search query's are in search.spec). A payload that ran would open a dialog, set `window.__pwned` or
 * leave an element with id `pwned`; none may, no page may throw, and the
 * server answers with a sensible status and never a file from outside build/.
 *
 * Each test reuses one page for many inputs; statuses are checked with raw
 * HTTP requests (a browser or fetch client would normalise `..` and escapes
 * before sending them).
 */
import http from 'node:http';
import {test, expect, waitForHydration, anyViewport} from './fixtures';
import {
  expectNothingInjected,
  loadEach,
  longString,
  marker,
  payloads,
  query,
  typeLongString,
  watch,
} from './helpers/hostileInput';

test.describe('hostile input in the browser', anyViewport, () => {
  test.describe.configure({timeout: 120_000});

  test('the showcase filters ignore or display hostile values without running them', async ({page}) => {
    const watcher = watch(page);
    const inputs = [
      ...payloads.map((payload) => ['name', 'tags', 'operator'].map((name) => query(name, payload)).join('&')),
      'name=%C3%28&tags=%FF&operator=%00',
      'tags=__proto__&tags=constructor&name=%',
    ];
    await loadEach(
      page,
      watcher,
      inputs.map((input) => `/showcase/?${input}`),
    );
    await page.goto(`/showcase/?${query('name', payloads[1])}`);
    await expect(page.locator('#showcase-name-search')).toHaveValue(payloads[1]);
    await typeLongString(page, watcher, '#showcase-name-search');
    expect(watcher.incidents).toEqual([]);
  });

  test('a hostile hash, on load and on an in-page change, runs nothing and breaks nothing', async ({page}) => {
    const watcher = watch(page);
    const hashes = [
      ...[...payloads, longString].map((payload) => encodeURIComponent(payload)),
      `<img src=x id=pwned onerror=${marker}>`,
      '%C3%28',
      '%FF',
      '%',
      '%00',
    ];
    // A distinct query per hash: each is a new document, not a same-page jump.
    await loadEach(
      page,
      watcher,
      hashes.map((hash, index) => `/docs/installation?load=${index}#${hash}`),
    );
    // The hash changing under a loaded page (a crafted in-page link, the address bar).
    await page.goto('/docs/installation');
    await waitForHydration(page);
    for (const hash of hashes) {
      watcher.setInput(`in-page #${hash}`);
      await page.evaluate((value) => {
        window.location.hash = value;
      }, hash);
      await expect(page.locator('article h1')).toHaveText('Installation');
      await expectNothingInjected(page, hash);
    }
    expect(watcher.incidents).toEqual([]);
  });

  test('hostile paths end on the not-found page without running anything', async ({page, baseURL}) => {
    const watcher = watch(page);
    const paths = [
      `/<img src=x id=pwned onerror=${marker}>`,
      `/docs/"><script>${marker}</script>`,
      `/javascript:${marker}`,
      '/docs/%252e%252e%252fpackage.json',
      `/${'a'.repeat(2000)}`,
    ];
    // Malformed escapes the router cannot decode: nginx serves the not-found
    // page for them, the Node server a bare 400 (see serverDisagreements).
    for (const path of ['/%C3%28', '/docs/%FF']) {
      const {status} = await rawGet(baseURL!, path);
      if (status === 404) paths.push(path);
      else expect(status, path).toBe(400);
    }
    for (const path of paths) {
      watcher.setInput(path);
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole('heading', {name: 'Page Not Found'})).toBeVisible();
      await waitForHydration(page);
      await expectNothingInjected(page, path);
    }
    expect(watcher.incidents).toEqual([]);
  });
});

interface RawResponse {
  status: number;
  body: string;
}

/** GET with the path sent byte for byte, as an attacker's client would. */
function rawGet(baseURL: string, rawPath: string): Promise<RawResponse> {
  const {hostname, port} = new URL(baseURL);
  return new Promise((resolve, reject) => {
    const request = http.request({hostname, port, path: rawPath, method: 'GET'}, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString()}));
    });
    // A server that drops an over-long request resets the connection.
    request.on('error', (error: NodeJS.ErrnoException) =>
      error.code === 'ECONNRESET' || error.code === 'EPIPE' ? resolve({status: 0, body: ''}) : reject(error),
    );
    request.end();
  });
}

/** Text found only in files outside build/ (this repository's package.json, the system's passwd). */
const outsideBuild = /docusaurus-docs-site|root:x:0:0|"devDependencies"/;

/**
 * Where deploy/nginx.conf and scripts/serve-build.ts answer differently
 * (nginx rejects `..` above the root and NUL bytes with 400 and serves
 * malformed UTF-8 as not found; the Node server does the reverse, and its
 * section fallbacks answer 200 where nginx says 400). Each answer is safe; the
 * test accepts exactly these two and nothing else.
 */
const serverDisagreements: [path: string, nginx: number, node: number][] = [
  ['/..%2fpackage.json', 400, 404],
  ['/docs/..%2f..%2fpackage.json', 400, 404],
  ['/search/%2e%2e%2f%2e%2e%2fpackage.json', 400, 404],
  ['/%2e%2e/%2e%2e/etc/passwd', 400, 404],
  ['/../../etc/passwd', 400, 404],
  ['/%C3%28', 404, 400],
  ['/%FF', 404, 400],
  ['/%00', 400, 404],
  ['/index.html%00.txt', 400, 404],
  ['/showcase/%FF', 200, 400],
  ['/showcase/..%2f..%2fpackage.json', 400, 200],
  ['/versions/%00', 400, 200],
];

test.describe('hostile input at the server', anyViewport, () => {
  test('unknown and hostile paths get 404 or 400, never a 5xx, never a file from outside build/', async ({
    baseURL,
  }) => {
    const agreed: [path: string, status: number][] = [
      ['/no-such-page', 404],
      ['/docs/no-such-page', 404],
      ['/%3Cscript%3Ealert(1)%3C/script%3E', 404],
      ['/javascript:alert(1)', 404],
      ['/%252e%252e%252fpackage.json', 404],
      ['/docs/%252e%252e%252f%252e%252e%252fpackage.json', 404],
      ['/..\\..\\package.json', 404],
      ['//etc/passwd', 404],
      ['/%', 400],
      // `..` inside the site stays inside it.
      ['/docs/installation/..%2f..%2fsw.js', 200],
    ];
    const cases: [path: string, statuses: number[]][] = [
      ...agreed.map(([path, status]): [string, number[]] => [path, [status]]),
      ...serverDisagreements.map(([path, nginx, node]): [string, number[]] => [path, [nginx, node]]),
    ];
    const answers = await Promise.all(cases.map(([path]) => rawGet(baseURL!, path)));
    cases.forEach(([path, statuses], index) => {
      const {status, body} = answers[index];
      expect(statuses, `${path} answered ${status}`).toContain(status);
      expect(body, path).not.toMatch(outsideBuild);
    });
    // The query string never changes which file is served.
    for (const payload of payloads) {
      const {status} = await rawGet(baseURL!, `/search/?${query('q', payload)}`);
      expect(status, payload).toBe(200);
    }
  });

  test('an over-long request line is refused, never answered with a 5xx', async ({baseURL}) => {
    // nginx answers 414; Node's HTTP parser drops the connection (status 0 here).
    for (const path of [`/search/?q=${longString}`, `/${longString}`]) {
      const {status} = await rawGet(baseURL!, path);
      expect([0, 414, 431], `${path.slice(0, 20)}… answered ${status}`).toContain(status);
    }
  });
});
