/**
 * Parity check of our two ways to host build/: the production nginx
 * configuration (deploy/nginx.conf, run by scripts/serve-nginx.sh, which the
 * end-to-end tests use) and the Node server (scripts/lib/staticSite.ts, behind
 * scripts/serve-build.ts and the servers tests start themselves). For a set of
 * paths it compares the status and every header that matters (caching, type
 * and charset, compression, ETag and 304, the security headers and the
 * content security policy), checks that nginx covers every section route,
 * that errors of the server itself are never cached, and that the HTTPS block
 * works, with a throwaway self-signed certificate, and that the build's
 * precompressed files are what both send. Fails on any difference.
 * Needs Debian's nginx and openssl (nginx is installed when missing and
 * running as root).
 *
 * Usage: node --import tsx scripts/check-hosting.ts
 */
import {execFileSync, spawn} from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import {sectionRoutes} from '../src/plugins/section-pages/sectionRoutes';
import {securityHeaders, strictTransportSecurity} from '../deploy/headers';
import {brotliModule, ensureNginx, exitUnlessBuilt, waitForServer} from './lib/servers';

const siteDir = path.resolve(__dirname, '..');
const buildDir = path.join(siteDir, 'build');
const nginxPort = 4711;
const nodePort = 4712;
const tlsPort = 4713;
const redirectPort = 4714;

exitUnlessBuilt(buildDir, 'check-hosting');
if (!ensureNginx()) {
  console.log('check-hosting: nginx is not installed and cannot be installed here; skipped');
  process.exit(0);
}

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
}

interface RequestOptions {
  method?: string;
  headers?: http.OutgoingHttpHeaders;
  tls?: boolean;
}

/** One raw request: status and headers, body discarded. */
function request(port: number, urlPath: string, {method = 'GET', headers = {}, tls = false}: RequestOptions = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const client = tls ? https : http;
    const req = client.request(
      {host: '127.0.0.1', port, path: urlPath, method, headers, rejectUnauthorized: false, agent: false},
      (res) => {
        res.resume();
        res.on('end', () => resolve({status: res.statusCode ?? 0, headers: res.headers}));
      },
    );
    req.on('error', reject);
    req.end();
  });
}

const compared = [
  'content-type',
  'cache-control',
  'content-encoding',
  'vary',
  'content-security-policy',
  ...Object.keys(securityHeaders()).map((name) => name.toLowerCase()),
];
const summary = ({status, headers}: Answer): Record<string, unknown> => ({
  status,
  ...Object.fromEntries(compared.map((name) => [name, headers[name] ?? null])),
  etag: Boolean(headers.etag),
});

let passed = 0;
const failures: string[] = [];
function check(name: string, ok: boolean, detail: string): void {
  if (ok) passed += 1;
  else failures.push(`${name}: ${detail}`);
  console.log(`${ok ? 'ok  ' : 'FAIL'}  ${name}${ok ? '' : `  ${detail}`}`);
}

// Paths of every kind of answer; headers are compared in full.
const hashedScript = fs.readdirSync(path.join(buildDir, 'assets/js')).find((name) => name.endsWith('.js')) ?? '';
const redirectPage: string | undefined = Object.keys(JSON.parse(fs.readFileSync(path.join(buildDir, '_hosting/policy.json'), 'utf8')).documents)[0];
const paths = [
  '/',
  '/docs/',
  '/docs/installation',
  '/docs/installation/',
  '/docs/2.0.0-beta.22/installation',
  '/blog/',
  '/blog/rss.xml',
  '/sw.js',
  '/manifest.json',
  '/assets/search-index/manifest.json',
  '/img/docusaurus.svg',
  '/img/docusaurus.png',
  '/katex/katex.min.css',
  '/no/such/page',
  '/changelog/V2%20Changelog/',
  '/_headers',
  '/_hosting/policy.json',
  `/assets/js/${hashedScript}`,
  ...(redirectPage ? [redirectPage.replace(/index\.html$/, '')] : []),
  // Every section: its sub-paths render it, or keep their 404 (serverFallback).
  ...sectionRoutes.map((route) => `${route.path}/some/sub/path`),
];

const certDir = fs.mkdtempSync(path.join(os.tmpdir(), 'check-hosting-tls-'));
const cert = path.join(certDir, 'cert.pem');
const key = path.join(certDir, 'key.pem');
execFileSync('openssl', [
  'req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=127.0.0.1',
  '-keyout', key, '-out', cert,
], {stdio: 'ignore'});

const servers = [
  spawn('bash', [path.join(siteDir, 'scripts/serve-nginx.sh'), String(nginxPort)], {stdio: 'inherit'}),
  spawn('node', ['--import', 'tsx', path.join(siteDir, 'scripts/serve-build.ts'), '--port', String(nodePort)], {stdio: 'inherit'}),
  spawn(
    'bash',
    [path.join(siteDir, 'scripts/serve-nginx.sh'), String(redirectPort), '--tls-port', String(tlsPort), '--cert', cert, '--key', key],
    {stdio: 'inherit'},
  ),
];

async function main(): Promise<void> {
  try {
    await Promise.all([waitForServer(`http://127.0.0.1:${nginxPort}/`), waitForServer(`http://127.0.0.1:${nodePort}/`)]);
    // Without Debian's brotli module nginx cannot send the .br files (the Node
    // server always can): brotli is then left out of the comparison.
    const brotli = fs.existsSync(brotliModule);
    if (!brotli) console.log('check-hosting: nginx has no brotli_static module here; brotli not compared');
    for (const encoding of [...(brotli ? ['br, gzip'] : []), 'gzip', 'identity']) {
      for (const urlPath of paths) {
        const headers = {'Accept-Encoding': encoding};
        const [fromNginx, fromNode] = await Promise.all([request(nginxPort, urlPath, {headers}), request(nodePort, urlPath, {headers})]);
        const [a, b] = [summary(fromNginx), summary(fromNode)];
        const same = JSON.stringify(a) === JSON.stringify(b);
        check(`${urlPath} (${encoding}) ${a.status} ${a['cache-control']}`, same, `nginx ${JSON.stringify(a)}\n      node  ${JSON.stringify(b)}`);
        // A browser that holds the file revalidates it for nothing.
        if (fromNginx.status === 200 && encoding === 'gzip') {
          const [again, againNode] = await Promise.all([
            request(nginxPort, urlPath, {headers: {...headers, 'If-None-Match': fromNginx.headers.etag}}),
            request(nodePort, urlPath, {headers: {...headers, 'If-None-Match': fromNode.headers.etag}}),
          ]);
          check(`${urlPath} revalidated: 304 on both`, again.status === 304 && againNode.status === 304, `nginx ${again.status}, node ${againNode.status}`);
        }
      }
    }
    // The build's precompressed copies are what both servers send.
    const precompressed = path.join(buildDir, 'assets/js', hashedScript);
    const encodings: Array<[encoding: string, extension: string]> = [...(brotli ? [['br', '.br'] as [string, string]] : []), ['gzip', '.gz']];
    for (const [encoding, extension] of encodings) {
      const size = fs.statSync(precompressed + extension).size;
      const answers = await Promise.all(
        [nginxPort, nodePort].map((port) => request(port, `/assets/js/${hashedScript}`, {headers: {'Accept-Encoding': encoding}})),
      );
      check(
        `${encoding}: both send the build's ${extension} file as it is`,
        answers.every(({headers}) => headers['content-encoding'] === encoding && Number(headers['content-length']) === size),
        JSON.stringify(answers.map(({headers}) => [headers['content-encoding'], headers['content-length']])),
      );
    }
    for (const route of sectionRoutes) {
      const {status} = await request(nginxPort, `${route.path}/some/sub/path`);
      check(`nginx covers section ${route.path}`, status === (route.serverFallback ? 200 : 404), `status ${status}`);
    }

    // Errors of the server itself: never cached, same headers as everything else.
    const methodNotAllowed = await Promise.all([nginxPort, nodePort].map((port) => request(port, '/', {method: 'POST'})));
    check(
      'POST / is 405 no-store on both',
      methodNotAllowed.every(({status, headers}) => status === 405 && headers['cache-control'] === 'no-store'),
      JSON.stringify(methodNotAllowed.map(summary)),
    );
    const longPath = `/${'a'.repeat(9000)}`;
    const tooLong = await Promise.all([nginxPort, nodePort].map((port) => request(port, longPath)));
    check(
      'an over-long URI is 414 no-store on both',
      tooLong.every(({status, headers}) => status === 414 && headers['cache-control'] === 'no-store' && headers['content-security-policy']),
      JSON.stringify(tooLong.map(summary)),
    );
    const server = await request(nginxPort, '/');
    check('nginx does not disclose its version', server.headers.server === 'nginx', `Server: ${server.headers.server}`);

    // HTTPS: served with HSTS; plain HTTP only redirects to it.
    await waitForServer(`http://127.0.0.1:${redirectPort}/`);
    const secure = await request(tlsPort, '/docs/installation', {tls: true});
    check(
      'HTTPS serves the site with HSTS and the policy',
      secure.status === 200 && secure.headers['strict-transport-security'] === strictTransportSecurity && Boolean(secure.headers['content-security-policy']),
      JSON.stringify(secure.headers),
    );
    const redirect = await request(redirectPort, '/docs/installation?x=1');
    check(
      'HTTP redirects to HTTPS, path and query kept, no HSTS over HTTP',
      redirect.status === 301 &&
        redirect.headers.location === `https://127.0.0.1:${tlsPort}/docs/installation?x=1` &&
        !redirect.headers['strict-transport-security'],
      `${redirect.status} ${redirect.headers.location}`,
    );
  } finally {
    for (const child of servers) child.kill();
    fs.rmSync(certDir, {recursive: true, force: true});
  }
  console.log(`hosting check: ${passed} passed, ${failures.length} failed`);
  process.exit(failures.length ? 1 : 0);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
