#!/usr/bin/env node
// Parity check of our two ways to host build/: the production nginx
// configuration (deploy/nginx.conf, run by scripts/serve-nginx.sh, which the
// end-to-end tests use) and scripts/serve-build.mjs (used by `npm run site`,
// the measurement scripts, and the tests where nginx is missing). For a set of
// paths it compares status, caching, content type, compression and security
// headers, and fails on any difference.
// Needs Debian's nginx (installed when missing and running as root).
import {execSync, spawn} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const siteDir = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const buildDir = path.join(siteDir, 'build');
const nginxPort = 4711;
const nodePort = 4712;

function ensureNginx() {
  try {
    execSync('command -v nginx || test -x /usr/sbin/nginx', {stdio: 'ignore', shell: '/bin/bash'});
    return true;
  } catch {
    if (process.getuid?.() !== 0) return false;
    execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nginx-light >/dev/null', {
      stdio: 'inherit',
      shell: '/bin/bash',
    });
    return true;
  }
}

if (!fs.existsSync(path.join(buildDir, 'index.html'))) {
  console.error('check-hosting: no build/ to serve; run the build first');
  process.exit(1);
}

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
  '/img/docusaurus.svg',
  '/katex/katex.min.css',
  '/versions/some/sub/path',
  '/showcase/anything',
  '/tests/unknown/fixture',
  '/no/such/page',
  '/changelog/V2%20Changelog/',
];
// One content-hashed script, whatever its hash is in this build.
const hashedScript = fs.readdirSync(path.join(buildDir, 'assets/js')).find((name) => name.endsWith('.js'));
if (hashedScript) paths.push(`/assets/js/${hashedScript}`);

async function headersOf(port, urlPath) {
  const response = await fetch(`http://127.0.0.1:${port}${urlPath}`, {
    headers: {'Accept-Encoding': 'gzip'},
    redirect: 'manual',
  });
  await response.arrayBuffer();
  const type = (response.headers.get('content-type') ?? '').split(';')[0];
  return {
    status: response.status,
    type,
    cache: response.headers.get('cache-control'),
    gzip: response.headers.get('content-encoding') === 'gzip',
    nosniff: response.headers.get('x-content-type-options'),
  };
}

async function waitFor(port) {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    try {
      await fetch(`http://127.0.0.1:${port}/`);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw new Error(`nothing listens on ${port}`);
}

if (!ensureNginx()) {
  console.log('check-hosting: nginx is not installed and cannot be installed here; skipped');
  process.exit(0);
}

const nginx = spawn('bash', [path.join(siteDir, 'scripts/serve-nginx.sh'), String(nginxPort)], {stdio: 'inherit'});
const node = spawn('node', [path.join(siteDir, 'scripts/serve-build.mjs'), '--port', String(nodePort)], {stdio: 'ignore'});

let failures = 0;
try {
  await Promise.all([waitFor(nginxPort), waitFor(nodePort)]);
  for (const urlPath of paths) {
    const [fromNginx, fromNode] = await Promise.all([headersOf(nginxPort, urlPath), headersOf(nodePort, urlPath)]);
    const same = JSON.stringify(fromNginx) === JSON.stringify(fromNode);
    if (!same) failures += 1;
    console.log(`${same ? 'same' : 'DIFF'}  ${urlPath}  ${JSON.stringify(fromNginx)}${same ? '' : `  vs node ${JSON.stringify(fromNode)}`}`);
  }
} finally {
  nginx.kill();
  node.kill();
}
console.log(`hosting parity: ${paths.length - failures} passed, ${failures} failed`);
process.exit(failures ? 1 : 0);
