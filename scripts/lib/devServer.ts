/**
 * Starts `docusaurus start` (the contributors' dev server) as the README tells
 * contributors to, for the dev-server spec (tests/dev/) and the contributors'
 * loop measurement (scripts/measure-dev-loop.ts). It watches the server's
 * output, so a caller can wait for the next compilation and see every webpack
 * error or warning it printed.
 */
import {spawn, type ChildProcess} from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

const siteDir = path.resolve(__dirname, '../..');

/** The line webpack's dev server prints at the end of each compilation. */
const compilationDone = /client \(webpack [^)]+\) compiled[^\n]*/g;
/** What the output must never contain: a failed or warning compilation, a framework error. */
export const devServerProblems = /compiled with \d+ (error|warning)|\[ERROR\]|\[WARNING\]|Module build failed/i;

export type DevServer = {
  url: string;
  /** Everything the server printed so far (colours removed). */
  output: () => string;
  /** Resolves with the status line of the next compilation to end after this call. */
  nextCompilation: (timeoutMs?: number) => Promise<string>;
  /** Milliseconds from spawning to the end of the first compilation. */
  firstCompilationMs: Promise<number>;
  stop: () => Promise<void>;
};

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const {port} = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

const withoutColours = (text: string) => text.replace(/\u001b\[[0-9;]*m/g, '');

export async function startDevServer(options: {port?: number; env?: NodeJS.ProcessEnv} = {}): Promise<DevServer> {
  const port = options.port ?? (await freePort());
  const startedAt = Date.now();
  const child: ChildProcess = spawn(
    path.join(siteDir, 'node_modules/.bin/docusaurus'),
    ['start', '--port', String(port), '--host', '127.0.0.1', '--no-open'],
    {
      cwd: siteDir,
      env: {...process.env, NO_UPDATE_NOTIFIER: '1', BROWSER: 'none', ...options.env},
      stdio: ['ignore', 'pipe', 'pipe'],
      // Its own process group, so stop() also ends the workers it forks.
      detached: true,
    },
  );
  let output = '';
  let compilations = 0;
  const waiters: Array<{after: number; resolve: (line: string) => void}> = [];
  const onData = (chunk: Buffer) => {
    output += withoutColours(chunk.toString());
    const lines = output.match(compilationDone) ?? [];
    compilations = lines.length;
    for (const waiter of [...waiters]) {
      if (compilations > waiter.after) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve(lines[waiter.after]!);
      }
    }
  };
  child.stdout!.on('data', onData);
  child.stderr!.on('data', onData);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  const nextCompilation = (timeoutMs = 240_000) => {
    const after = compilations;
    return new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => {
        reject(new Error(`dev server: no compilation ended within ${timeoutMs / 1000} s. Output:\n${output.slice(-3000)}`));
      }, timeoutMs);
      waiters.push({after, resolve: (line) => (clearTimeout(timer), resolve(line))});
      void exited.then(() => reject(new Error(`dev server exited. Output:\n${output.slice(-3000)}`)));
    });
  };
  const firstCompilationMs = nextCompilation().then(() => Date.now() - startedAt);
  firstCompilationMs.catch(() => undefined);

  return {
    url: `http://127.0.0.1:${port}`,
    output: () => output,
    nextCompilation,
    firstCompilationMs,
    stop: async () => {
      if (child.exitCode === null) {
        try {
          process.kill(-child.pid!, 'SIGTERM');
        } catch {
          // already gone
        }
        await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
      }
    },
  };
}
