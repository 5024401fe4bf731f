/**
 * What the scripts that start servers and browsers share: finding (or
 * installing) Debian's nginx, waiting until a server answers, and the flags
 * Debian's Chromium needs here.
 */
import {execSync} from 'node:child_process';
import fs from 'node:fs';

export const nginxBinaries = ['/usr/sbin/nginx', '/usr/bin/nginx'];

export function findNginx(): string | null {
  return nginxBinaries.find((file) => fs.existsSync(file)) ?? null;
}

export const brotliModule = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';

const aptInstall = (packages: string) =>
  execSync(`DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${packages} >/dev/null`, {stdio: 'inherit', shell: '/bin/bash'});

/**
 * nginx with Debian's brotli_static module, installed with apt when missing
 * and running as root (CI). False when nginx cannot be had; without the
 * module, nginx serves gzip only (scripts/serve-nginx.sh loads it if present).
 */
export function ensureNginx(): boolean {
  const isRoot = process.getuid?.() === 0;
  if (!findNginx() && isRoot) {
    execSync('apt-get update -qq', {stdio: 'inherit'});
    aptInstall('nginx-light');
  }
  if (findNginx() && !fs.existsSync(brotliModule) && isRoot) {
    try {
      aptInstall('libnginx-mod-http-brotli-static');
    } catch {
      // gzip only then
    }
  }
  return findNginx() !== null;
}

/** Exits with a clear message when `buildDir` holds no finished build. */
export function exitUnlessBuilt(buildDir: string, script: string): void {
  if (fs.existsSync(`${buildDir}/index.html`)) return;
  console.error(`${script}: no build/ to serve; run the build first`);
  process.exit(1);
}

/** Resolves once `url` answers at all; rejects after `timeoutMs`. */
export async function waitForServer(url: string, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      await fetch(url, {redirect: 'manual'});
      return;
    } catch {
      if (Date.now() > deadline) throw new Error(`nothing answers at ${url}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

/** Debian's Chromium as the tests and measurements run it (no sandbox as root). */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/**
 * For the end-to-end tests: every host but this machine fails to resolve, so
 * nothing a page asks of another site can leave it (the tests record and
 * fail such requests; this keeps them from reaching the network meanwhile).
 */
export const localHostsOnlyFlag = '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost';
