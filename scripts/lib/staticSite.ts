/**
 * The Node request handler for the production build: the same answers as
 * deploy/nginx.conf (scripts/check-hosting.ts compares the two), for the
 * places nginx is not at hand. Used by scripts/serve-build.ts (`npm run
 * site`, the measurement scripts, the end-to-end tests when nginx is missing)
 * and by tests/e2e/helpers/buildServer.ts (servers a test starts for itself).
 *
 * Like nginx it serves `x`, `x.html` or `x/index.html`; the sections' sub-paths
 * render their section page; precompressed `.br`/`.gz` files next to a text
 * file are sent as they are (compressing on the fly only when they are
 * missing); every response carries the headers of deploy/headers.ts; ETags
 * and 304s spare the browser a download it already has.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type http from 'node:http';
import {sectionRoutes} from '../../src/plugins/section-pages/sectionRoutes';
import {
  cacheControlFor,
  cacheControlForError,
  policyFor,
  securityHeaders,
  textTypes,
  type SitePolicies,
} from '../../deploy/headers';

/** Folder of build/ holding the generated hosting files; never served. */
export const hostingFolder = '_hosting';
export const policyFile = `${hostingFolder}/policy.json`;

const mediaTypes: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'application/javascript',
  '.mjs': 'application/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.map': 'application/json',
  '.xml': 'text/xml',
  '.txt': 'text/plain',
  '.md': 'text/markdown',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.webmanifest': 'application/manifest+json',
};

/** Types worth compressing: the text types, as nginx's gzip_types. */
const compressible = new Set(textTypes);

function contentTypeOf(sitePath: string): {type: string; header: string} {
  const type = mediaTypes[path.extname(sitePath).toLowerCase()] ?? 'application/octet-stream';
  return {type, header: textTypes.includes(type) ? `${type}; charset=utf-8` : type};
}

/** The policies the build wrote next to its pages (see deploy/headers.ts). */
export function readSitePolicies(root: string): SitePolicies {
  const file = path.join(root, policyFile);
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as SitePolicies;
  } catch (error) {
    throw new Error(
      `${file} is missing or unreadable (${(error as Error).message}): this build/ predates the ` +
        'content security policy, rebuild it (bash scripts/build.sh)',
    );
  }
}

/** Hidden from readers: the hosting files and the CDN headers file. */
function isHostingFile(sitePath: string): boolean {
  return sitePath === '/_headers' || sitePath.startsWith(`/${hostingFolder}/`);
}

/** nginx's `try_files $uri $uri.html $uri/index.html` inside root. */
function resolveFile(root: string, sitePath: string): string | null {
  const candidates = sitePath.endsWith('/')
    ? [path.join(sitePath, 'index.html')]
    : [sitePath, `${sitePath}.html`, path.join(sitePath, 'index.html')];
  for (const candidate of candidates) {
    const file = path.join(root, candidate);
    if (!file.startsWith(root + path.sep)) continue;
    try {
      if (fs.statSync(file).isFile()) return file;
    } catch {
      // not this candidate
    }
  }
  return null;
}

/** The page of a section whose sub-paths render it, if `sitePath` is one. */
function sectionFallback(sitePath: string): string | null {
  const section = sectionRoutes.find(
    (route) => route.serverFallback && sitePath.startsWith(`${route.path}/`),
  );
  return section ? `${section.path}/index.html` : null;
}

/** nginx's ETag: modification time and size, in hex. */
function fileEtag(stat: fs.Stats): string {
  return `"${Math.floor(stat.mtimeMs / 1000).toString(16)}-${stat.size.toString(16)}"`;
}

/** If-None-Match, compared weakly as nginx does for GET and HEAD. */
function isFresh(req: http.IncomingMessage, etag: string): boolean {
  const header = req.headers['if-none-match'];
  if (!header) return false;
  const strip = (tag: string) => tag.trim().replace(/^W\//, '');
  return header === '*' || header.split(',').some((tag) => strip(tag) === strip(etag));
}

function acceptedEncodings(req: http.IncomingMessage): Set<string> {
  const header = String(req.headers['accept-encoding'] ?? '');
  return new Set(
    header
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, quality]) => !quality || !/^q=0(\.0*)?$/.test(quality.trim()))
      .map(([name]) => name!.trim().toLowerCase()),
  );
}

interface Body {
  status: number;
  sitePath: string;
  data: Buffer;
  etag: string;
  /** `gzip`/`br` when `data` is already compressed (a precompressed file). */
  encoding?: string;
}

export interface SiteHandlerOptions {
  /** Folder to serve: a production build. */
  root: string;
  /**
   * Path the site is mounted under, e.g. `/wrong-base/`. Requests outside it
   * get a bare 404, as on a host where the site was copied into a sub-folder.
   */
  mountPath?: string;
  /** Bodies served instead of the build's files, by site path (a new deployment). */
  overrides?: ReadonlyMap<string, string>;
  /** Called with every request's path (tests count requests). */
  onRequest?: (pathname: string) => void;
}

export function createSiteHandler(options: SiteHandlerOptions): http.RequestListener {
  const root = path.resolve(options.root);
  const mountPath = options.mountPath ?? '/';
  const policies = readSitePolicies(root);
  const headers = securityHeaders();

  function sendError(res: http.ServerResponse, status: number, title: string, extra: Record<string, string> = {}) {
    const body = `<!DOCTYPE html><html><head><title>${status} ${title}</title></head><body><h1>${status} ${title}</h1></body></html>\n`;
    res.writeHead(status, {
      ...headers,
      'Content-Security-Policy': policyFor(policies, ''),
      ...extra,
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': cacheControlForError(status),
      'Content-Length': Buffer.byteLength(body),
    });
    res.end(body);
  }

  function fileBody(status: number, file: string, req: http.IncomingMessage): Body {
    const sitePath = `/${path.relative(root, file).split(path.sep).join('/')}`;
    const accepted = acceptedEncodings(req);
    if (compressible.has(contentTypeOf(sitePath).type)) {
      for (const [encoding, extension] of [
        ['br', '.br'],
        ['gzip', '.gz'],
      ] as const) {
        if (!accepted.has(encoding)) continue;
        try {
          const stat = fs.statSync(file + extension);
          return {status, sitePath, data: fs.readFileSync(file + extension), etag: fileEtag(stat), encoding};
        } catch {
          // no precompressed file of this kind
        }
      }
    }
    return {status, sitePath, data: fs.readFileSync(file), etag: fileEtag(fs.statSync(file))};
  }

  function send(req: http.IncomingMessage, res: http.ServerResponse, body: Body) {
    const {type, header} = contentTypeOf(body.sitePath);
    const isCompressible = compressible.has(type);
    const responseHeaders: Record<string, string | number> = {
      ...headers,
      'Content-Security-Policy': policyFor(policies, body.sitePath),
      'Content-Type': header,
      'Cache-Control': body.status === 200 ? cacheControlFor(body.sitePath) : cacheControlForError(body.status),
      ...(isCompressible ? {Vary: 'Accept-Encoding'} : {}),
    };
    let {data, etag, encoding} = body;
    if (!encoding && isCompressible && acceptedEncodings(req).has('gzip')) {
      // No precompressed file: compress now, as nginx's `gzip on` does, which
      // also weakens the ETag (the bytes differ from the file's).
      data = zlib.gzipSync(data, {level: 6});
      encoding = 'gzip';
      etag = `W/${etag}`;
    }
    // The site's 404 page carries its file's ETag too (as nginx's error_page).
    responseHeaders.ETag = etag;
    if (body.status === 200) {
      if (isFresh(req, etag)) {
        res.writeHead(304, responseHeaders);
        res.end();
        return;
      }
    }
    if (encoding) responseHeaders['Content-Encoding'] = encoding;
    responseHeaders['Content-Length'] = data.length;
    res.writeHead(body.status, responseHeaders);
    res.end(req.method === 'HEAD' ? undefined : data);
  }

  return (req, res) => {
    // nginx's limit: a request line must fit its 8 KB header buffer.
    if ((req.url ?? '').length > 8 * 1024) {
      sendError(res, 414, 'Request-URI Too Large');
      return;
    }
    let pathname: string;
    try {
      pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname);
    } catch {
      sendError(res, 400, 'Bad Request');
      return;
    }
    options.onRequest?.(pathname);
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      sendError(res, 405, 'Not Allowed', {Allow: 'GET, HEAD'});
      return;
    }
    if (!pathname.startsWith(mountPath)) {
      sendError(res, 404, 'Not Found');
      return;
    }
    const sitePath = path.posix.normalize(`/${pathname.slice(mountPath.length)}`);
    const override = options.overrides?.get(sitePath);
    if (override !== undefined) {
      const data = Buffer.from(override);
      const etag = `"${crypto.createHash('sha1').update(data).digest('hex').slice(0, 16)}"`;
      send(req, res, {status: 200, sitePath, data, etag});
      return;
    }
    const visible = !isHostingFile(sitePath);
    const file = visible ? resolveFile(root, sitePath) : null;
    if (file) {
      send(req, res, fileBody(200, file, req));
      return;
    }
    const section = visible ? sectionFallback(sitePath) : null;
    if (section) {
      send(req, res, fileBody(200, path.join(root, section), req));
      return;
    }
    send(req, res, fileBody(404, path.join(root, '404.html'), req));
  };
}
