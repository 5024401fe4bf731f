/**
 * Serves the production build as deploy/nginx.conf does (same headers, caching,
 * precompressed files, section fallbacks and the site's 404 page), for machines
 * without nginx: `npm run site`, the measurement scripts, and the end-to-end
 * tests when nginx is missing. The request handler is scripts/lib/staticSite.ts.
 *
 * Usage: node --import tsx scripts/serve-build.ts [--port 4173] [--dir build] [--host 127.0.0.1]
 */
import http from 'node:http';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {createSiteHandler} from './lib/staticSite';

const {values} = parseArgs({
  options: {
    port: {type: 'string', default: process.env.PORT ?? '4173'},
    dir: {type: 'string', default: 'build'},
    host: {type: 'string', default: '127.0.0.1'},
  },
});
// parseArgs fills in the defaults; this version of its types does not say so.
const root = path.resolve(values.dir!);
const server = http.createServer(createSiteHandler({root}));
server.listen(Number(values.port), values.host, () => {
  console.log(`Serving ${root} at http://${values.host}:${values.port}/`);
});
