/**
 * Serves a finished build folder with scripts/serve-nginx.sh (the production
 * configuration, deploy/nginx.conf), so our build and the stock site are
 * served the same way.
 */
import {spawn} from 'node:child_process';
import path from 'node:path';
import {waitForServer} from '../lib/servers';

const siteDir = path.resolve(__dirname, '../..');

export interface RunningServer {
  origin: string;
  stop(): void;
}

export async function serveWithNginx(rootDir: string, port: number): Promise<RunningServer> {
  const child = spawn('bash', [path.join(siteDir, 'scripts/serve-nginx.sh'), String(port), '--root', rootDir], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<never>((_, reject) =>
    child.once('exit', (code) => reject(new Error(`nginx for ${rootDir} exited (status ${code}) before it answered`))),
  );
  const origin = `http://127.0.0.1:${port}`;
  await Promise.race([waitForServer(`${origin}/`), exited]);
  // Once it answers, its exit (when stopped) is expected.
  exited.catch(() => {});
  return {
    origin,
    stop() {
      child.kill('SIGTERM');
    },
  };
}
