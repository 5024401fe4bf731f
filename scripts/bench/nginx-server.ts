/**
 * Serves any folder with the production nginx configuration
 * (deploy/nginx.conf), so our build and the stock site are served the same
 * way. scripts/serve-nginx.sh only serves build/, hence this launcher.
 */
import {spawn, type ChildProcess} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {waitForServer} from '../lib/servers';

const siteDir = path.resolve(__dirname, '../..');

export interface RunningServer {
  origin: string;
  stop(): void;
}

function nginxBinary(): string {
  const found = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((file) => fs.existsSync(file));
  if (!found) throw new Error('nginx is not installed (apt-get install nginx-light)');
  return found;
}

export async function serveWithNginx(rootDir: string, port: number): Promise<RunningServer> {
  if (!fs.existsSync(path.join(rootDir, 'index.html'))) {
    throw new Error(`nothing to serve: ${rootDir}/index.html is missing`);
  }
  const runDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-nginx-'));
  const config = fs
    .readFileSync(path.join(siteDir, 'deploy/nginx.conf'), 'utf8')
    .replaceAll('__SITE_ROOT__', rootDir)
    .replaceAll('__PORT__', String(port))
    .replaceAll('__RUN_DIR__', runDir)
    .replaceAll('__PID_FILE__', path.join(runDir, 'nginx.pid'));
  fs.writeFileSync(path.join(runDir, 'nginx.conf'), config);
  const child: ChildProcess = spawn(nginxBinary(), ['-c', path.join(runDir, 'nginx.conf'), '-g', 'daemon off;'], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const origin = `http://127.0.0.1:${port}`;
  await waitForServer(`${origin}/`);
  return {
    origin,
    stop() {
      child.kill('SIGTERM');
      fs.rmSync(runDir, {recursive: true, force: true});
    },
  };
}
