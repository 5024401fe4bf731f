/**
 * A bounded loopback load test of both ways to serve build/: nginx with
 * deploy/nginx.conf and the Node server. For a few paths it runs wrk (Debian's,
 * installed when missing and running as root) with 50 connections for 10 s
 * and prints requests per second and the 99th percentile latency. The servers
 * run one after the other on the same port, never at the same time.
 *
 * Usage: node --import tsx scripts/load-test.ts [--port 4720] [--seconds 10] [--connections 50]
 */
import {execFileSync, execSync, spawn} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {ensureNginx, exitUnlessBuilt, waitForServer} from './lib/servers';

const {values} = parseArgs({
  options: {
    port: {type: 'string', default: '4720'},
    seconds: {type: 'string', default: '10'},
    connections: {type: 'string', default: '50'},
  },
});
const port = Number(values.port);
const siteDir = path.resolve(__dirname, '..');
const buildDir = path.join(siteDir, 'build');

function ensureWrk(): boolean {
  if (fs.existsSync('/usr/bin/wrk')) return true;
  if (process.getuid?.() !== 0) return false;
  execSync('DEBIAN_FRONTEND=noninteractive apt-get install -y -qq wrk >/dev/null', {stdio: 'inherit', shell: '/bin/bash'});
  return fs.existsSync('/usr/bin/wrk');
}

exitUnlessBuilt(buildDir, 'load-test');
if (!ensureWrk()) {
  console.error('load-test: wrk is not installed (apt-get install wrk)');
  process.exit(1);
}

const mainScript = fs.readdirSync(path.join(buildDir, 'assets/js')).find((name) => /^main\..*\.js$/.test(name));
const paths = ['/', '/docs/installation', `/assets/js/${mainScript}`, '/assets/search-index/manifest.json'];

function measure(urlPath: string): {requestsPerSecond: number; p99: string} {
  const output = execFileSync(
    'wrk',
    ['-t2', `-c${values.connections}`, `-d${values.seconds}s`, '--latency', '-H', 'Accept-Encoding: br, gzip', `http://127.0.0.1:${port}${urlPath}`],
    {encoding: 'utf8'},
  );
  return {
    requestsPerSecond: Number(/Requests\/sec:\s+([\d.]+)/.exec(output)?.[1] ?? 0),
    p99: /\s99%\s+(\S+)/.exec(output)?.[1] ?? '?',
  };
}

const servers: [string, string, string[]][] = [
  ['nginx', 'bash', [path.join(siteDir, 'scripts/serve-nginx.sh'), String(port)]],
  ['node', 'node', ['--import', 'tsx', path.join(siteDir, 'scripts/serve-build.ts'), '--port', String(port)]],
];

async function main() {
  if (!ensureNginx()) servers.shift();
  console.log(`wrk, ${values.connections} connections, ${values.seconds} s per path, Accept-Encoding: br, gzip`);
  for (const [name, command, args] of servers) {
    const server = spawn(command, args, {cwd: siteDir, stdio: 'ignore'});
    try {
      await waitForServer(`http://127.0.0.1:${port}/`);
      for (const urlPath of paths) {
        const {requestsPerSecond, p99} = measure(urlPath);
        console.log(`${name.padEnd(6)} ${urlPath.padEnd(40)} ${requestsPerSecond.toFixed(0).padStart(7)} req/s   p99 ${p99}`);
      }
    } finally {
      server.kill();
      await new Promise((resolve) => server.once('exit', resolve));
    }
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
