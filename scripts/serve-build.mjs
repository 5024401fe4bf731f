#!/usr/bin/env node
// Serves the production build the way our static host does: gzip, long-lived
// caching for content-hashed assets, no-cache for HTML and the service worker,
// security headers, and the site's 404 page with a real 404 status.
// `docusaurus serve` does none of the caching/compression, so performance and
// end-to-end tests run against this server instead.
// Usage: node scripts/serve-build.mjs [--port 4173] [--dir build]
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const args = process.argv.slice(2);
const argValue = (name, fallback) => {
  const index = args.indexOf(name);
  return index >= 0 ? args[index + 1] : fallback;
};
const port = Number(argValue('--port', process.env.PORT ?? 4173));
const root = path.resolve(argValue('--dir', 'build'));
const host = argValue('--host', '127.0.0.1');

const contentTypes = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'application/javascript; charset=utf-8',
  '.mjs': 'application/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.xml': 'text/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
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
  '.map': 'application/json',
};
const compressible = /^(text\/|application\/(javascript|json|xml|manifest\+json)|image\/svg)/;
// Webpack emits `name.<hash>.js` and `<hash>.js`; ideal-image emits `name-<hash>-640.webp`.
const hashedAsset = /(^|[./-])[0-9a-f]{8,}([.-]|$)/;

// `/tests/` is non-exact too, but other routes live under it (/tests/docs...),
// so its unknown sub-paths keep the 404 status and are rendered by the client.
const sectionFallbacks = ['/versions/', '/feature-requests/', '/showcase/'];

const securityHeaders = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'SAMEORIGIN',
};

function resolveFile(urlPath) {
  const safe = path.normalize(urlPath).replace(/^(\.\.[/\\])+/, '');
  const candidates = [safe];
  if (safe.endsWith('/')) {
    candidates.push(path.join(safe, 'index.html'));
  } else {
    candidates.push(`${safe}.html`, path.join(safe, 'index.html'));
  }
  for (const candidate of candidates) {
    const file = path.join(root, candidate);
    if (!file.startsWith(root)) continue;
    try {
      if (fs.statSync(file).isFile()) return file;
    } catch {
      // not this candidate
    }
  }
  return null;
}

function cacheControl(file) {
  const base = path.basename(file);
  if (base === 'sw.js' || base === 'manifest.json' || file.endsWith('.html')) {
    return 'no-cache';
  }
  if (file.includes(`${path.sep}assets${path.sep}`) && hashedAsset.test(base)) {
    return 'public, max-age=31536000, immutable';
  }
  return 'public, max-age=3600';
}

function send(req, res, file, status) {
  const type = contentTypes[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
  const headers = {
    ...securityHeaders,
    'Content-Type': type,
    'Cache-Control': status === 404 ? 'no-cache' : cacheControl(file),
    Vary: 'Accept-Encoding',
  };
  let body = fs.readFileSync(file);
  if (compressible.test(type) && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '')) {
    body = zlib.gzipSync(body, {level: 6});
    headers['Content-Encoding'] = 'gzip';
  }
  headers['Content-Length'] = body.length;
  res.writeHead(status, headers);
  res.end(req.method === 'HEAD' ? undefined : body);
}

const server = http.createServer((req, res) => {
  let pathname;
  try {
    pathname = decodeURIComponent(new URL(req.url, 'http://localhost').pathname);
  } catch {
    res.writeHead(400, {'Content-Type': 'text/plain'}).end('Bad request');
    return;
  }
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, {Allow: 'GET, HEAD'}).end();
    return;
  }
  const file = resolveFile(pathname);
  if (file) {
    send(req, res, file, 200);
    return;
  }
  // Sections whose sub-paths render the section page (spec §2, non-exact routes).
  const section = sectionFallbacks.find((prefix) => pathname.startsWith(prefix));
  if (section) {
    send(req, res, path.join(root, section, 'index.html'), 200);
    return;
  }
  send(req, res, path.join(root, '404.html'), 404);
});

server.listen(port, host, () => {
  console.log(`Serving ${root} at http://${host}:${port}/`);
});
