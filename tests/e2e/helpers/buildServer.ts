/**
 * A throw-away static server for the production build, started inside a test.
 *
 * The shared server (nginx with deploy/nginx.conf, or the Node server where
 * nginx is missing; see playwright.config.ts) serves `build/` exactly as
 * deployed. Some states can only be reached when the hosting changes under the
 * reader's feet: a new deployment replacing `sw.js`, or the site mounted under
 * the wrong path. Those tests start their own server on a free port, with the
 * Node server's request handler, so they never disturb the other specs.
 */
import http from 'node:http';
import path from 'node:path';
import type {AddressInfo} from 'node:net';
import {createSiteHandler} from '../../../scripts/lib/staticSite';

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

export async function startBuildServer(options: BuildServerOptions = {}): Promise<BuildServer> {
  const mountPath = options.mountPath ?? '/';
  const overrides = new Map<string, string>();
  const hits = new Map<string, number>();
  const server = http.createServer(
    createSiteHandler({
      root: path.resolve(options.dir ?? 'build'),
      mountPath,
      overrides,
      onRequest: (pathname) => hits.set(pathname, (hits.get(pathname) ?? 0) + 1),
    }),
  );

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
