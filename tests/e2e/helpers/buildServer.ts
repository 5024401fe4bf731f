/**
 * A throw-away static server for the production build, started inside a test.
 *
 * The shared server (scripts/serve-build.mjs, started by playwright.config.ts)
 * serves `build/` exactly as deployed. Some states can only be reached when the
 * hosting changes under the reader's feet: a new deployment replacing `sw.js`,
 * or the site mounted under the wrong path. Those tests start their own server
 * on a free port, so they never disturb the other specs running in parallel.
 */
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import type {AddressInfo} from 'node:net';

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'application/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.webmanifest': 'application/manifest+json',
  '.woff2': 'font/woff2',
};

export interface BuildServerOptions {
  /** Folder to serve; `build` by default. */
  dir?: string;
  /**
   * Path the site is mounted under, e.g. `/wrong-base/`. Requests outside it
   * get a bare 404, as on a host where the site was copied into a sub-folder.
   */
  mountPath?: string;
}

export interface BuildServer {
  /** Origin plus mount path, ending with `/`. */
  readonly url: string;
  /** Serves `body` instead of the file at `urlPath` (a new deployment). */
  override(urlPath: string, body: string): void;
  /** How many times each path was requested, for asserting on caching. */
  readonly hits: Map<string, number>;
  close(): Promise<void>;
}

function resolveFile(root: string, urlPath: string): string | null {
  const safe = path.normalize(urlPath).replace(/^(\.\.[/\\])+/, '');
  const candidates = safe.endsWith('/')
    ? [path.join(safe, 'index.html')]
    : [safe, `${safe}.html`, path.join(safe, 'index.html')];
  for (const candidate of candidates) {
    const file = path.join(root, candidate);
    if (file.startsWith(root) && fs.existsSync(file) && fs.statSync(file).isFile()) {
      return file;
    }
  }
  return null;
}

export async function startBuildServer(options: BuildServerOptions = {}): Promise<BuildServer> {
  const root = path.resolve(options.dir ?? 'build');
  const mountPath = options.mountPath ?? '/';
  const overrides = new Map<string, string>();
  const hits = new Map<string, number>();

  const server = http.createServer((req, res) => {
    const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname);
    hits.set(pathname, (hits.get(pathname) ?? 0) + 1);
    if (!pathname.startsWith(mountPath)) {
      res.writeHead(404, {'Content-Type': 'text/plain'}).end('Not found');
      return;
    }
    const sitePath = `/${pathname.slice(mountPath.length)}`;
    const overridden = overrides.get(sitePath);
    const file = overridden === undefined ? resolveFile(root, sitePath) : null;
    const finalFile = file ?? path.join(root, '404.html');
    const extension = overridden === undefined ? path.extname(finalFile) : path.extname(sitePath);
    res.writeHead(file || overridden !== undefined ? 200 : 404, {
      'Content-Type': contentTypes[extension] ?? 'application/octet-stream',
      // Like the real host: HTML and the worker script are always revalidated.
      'Cache-Control': 'no-cache',
    });
    res.end(overridden ?? fs.readFileSync(finalFile));
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const {port} = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}${mountPath}`,
    override: (urlPath, body) => overrides.set(urlPath, body),
    hits,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
