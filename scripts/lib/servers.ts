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

/**
 * nginx, installed with apt when missing and running as root (CI), with the
 * brotli module when Debian has it. False when it cannot be had.
 */
export function ensureNginx(): boolean {
  if (findNginx()) return true;
  if (process.getuid?.() !== 0) return false;
  execSync(
    'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nginx-light >/dev/null' +
      ' && (DEBIAN_FRONTEND=noninteractive apt-get install -y -qq libnginx-mod-http-brotli-static >/dev/null || true)',
    {stdio: 'inherit', shell: '/bin/bash'},
  );
  return findNginx() !== null;
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
