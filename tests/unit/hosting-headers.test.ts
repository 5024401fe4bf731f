import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import {
  cacheControlFor,
  cacheControlForError,
  contentSecurityPolicy,
  nginxHttpSnippet,
  policyFor,
} from '../../deploy/headers';
import {inlineCodeOf, sha256Source} from '../../scripts/lib/inlineCode';
import {planPolicies, policyViolations, type BuiltPage} from '../../scripts/lib/sitePolicies';
import {sectionRoutes} from '../../src/plugins/section-pages/sectionRoutes';

const themeScript = 'document.documentElement.dataset.theme="dark"';
const appPage = (servedPath: string, scripts = [themeScript]): BuiltPage => ({
  servedPath,
  isApp: true,
  code: {scripts, forbidden: []},
});

test('inline scripts are found, external scripts and data blocks are not', () => {
  const code = inlineCodeOf(
    `<script src="/a.js"></script><script>${themeScript}</script>` +
      '<script type="application/ld+json">{"a":1}</script><script type="module">go()</script>',
  );
  assert.deepEqual(code.scripts, [themeScript, 'go()']);
  assert.deepEqual(code.forbidden, []);
});

test('inline event handlers and javascript: URLs are reported, text mentioning them is not', () => {
  const code = inlineCodeOf(
    '<p>write onclick="x" in <code>&lt;a href="javascript:..."&gt;</code></p>' +
      '<img src="x.png" onerror="steal()"><a href="javascript:alert(1)">x</a>',
  );
  assert.equal(code.forbidden.length, 2);
});

test('a page whose inline script is not in its policy fails the build', () => {
  const policies = planPolicies([appPage('/index.html')], false);
  assert.deepEqual(policyViolations([appPage('/index.html')], policies), []);
  const problems = policyViolations([appPage('/docs/index.html', ['alert(1)'])], policies);
  assert.equal(problems.length, 1);
  assert.match(problems[0]!, /\/docs\/index\.html: inline script sha256-/);
});

test('a redirect page gets its own policy; the shared one does not grow', () => {
  const redirect: BuiltPage = {
    servedPath: '/old/index.html',
    isApp: false,
    code: {scripts: ["window.location.href = '/new'"], forbidden: []},
  };
  const policies = planPolicies([appPage('/index.html'), redirect], false);
  assert.deepEqual(policies.app.scriptHashes, [sha256Source(themeScript)]);
  assert.match(policyFor(policies, '/old/index.html'), new RegExp(sha256Source(redirect.code.scripts[0]!).replace(/[+/]/g, '\\$&')));
  assert.deepEqual(policyViolations([appPage('/index.html'), redirect], policies), []);
  // nginx finds it under both names $uri takes for it.
  assert.match(nginxHttpSnippet(policies), /"\/old\/index\.html"/);
  assert.match(nginxHttpSnippet(policies), /"\/old\/\/index\.html"/);
});

test('Algolia hosts are allowed only when hosted search is configured', () => {
  const base = {scriptHashes: [], hostedSearch: false};
  assert.match(contentSecurityPolicy(base), /connect-src 'self';/);
  assert.match(contentSecurityPolicy({...base, hostedSearch: true}), /connect-src 'self' https:\/\/\*\.algolia\.net/);
  assert.match(contentSecurityPolicy(base), /object-src 'none'/);
});

test('caching: hashed assets for a year, pages, worker and search manifest revalidated, errors never stored', () => {
  assert.equal(cacheControlFor('/assets/js/main.05403ad9.js'), 'public, max-age=31536000, immutable');
  assert.equal(cacheControlFor('/assets/search-index/manifest.json'), 'no-cache');
  assert.equal(cacheControlFor('/docs/index.html'), 'no-cache');
  assert.equal(cacheControlFor('/sw.js'), 'no-cache');
  assert.equal(cacheControlFor('/247.sw.js'), 'no-cache', 'worker chunks have unhashed names');
  assert.equal(cacheControlFor('/img/logo.svg'), 'public, max-age=3600');
  assert.equal(cacheControlForError(404), 'no-cache');
  assert.equal(cacheControlForError(405), 'no-store');
});

test('deploy/nginx-site.conf has a fallback location for every section that needs one', () => {
  const conf = fs.readFileSync('deploy/nginx-site.conf', 'utf8');
  for (const route of sectionRoutes) {
    const block = `location ${route.path}/ { try_files $uri $uri.html $uri/index.html ${route.path}/index.html; }`;
    assert.equal(conf.includes(block), route.serverFallback, route.path);
  }
});
