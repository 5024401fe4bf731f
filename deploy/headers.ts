/**
 * The one source of the HTTP headers the site is served with. From it come:
 * the nginx snippets deploy/nginx.conf includes, the headers the Node server
 * (scripts/lib/staticSite.ts) sends, and the `_headers` file a CDN host
 * (Netlify, Cloudflare Pages) reads. The build writes the generated files into
 * `build/_hosting/` and `build/_headers` (src/plugins/content-security-policy),
 * because the script hashes in the policy belong to that build's HTML: a
 * rollback that swaps build/ swaps its policy with it.
 */

/** What the policy of one document depends on. */
export interface PolicyInputs {
  /** `sha256-...` of the inline `<script>`s the document may run. */
  scriptHashes: string[];
  /** Hosted Algolia search is configured (ALGOLIA_* set at build time). */
  hostedSearch: boolean;
}

/**
 * The policies of one build. The pages of the app share one policy; the
 * standalone documents (the client-redirect pages, each with its own inline
 * script) get a policy of their own, keyed by the site path of their file, so
 * the shared header does not grow by one hash per redirect. A standalone
 * document is always loaded by a full navigation, so its own header applies.
 */
export interface SitePolicies {
  app: PolicyInputs;
  documents: Record<string, PolicyInputs>;
}

/** The policy of the file served at `servedPath` (e.g. `/docs/x/index.html`). */
export function policyFor(policies: SitePolicies, servedPath: string): string {
  return contentSecurityPolicy(policies.documents[servedPath] ?? policies.app);
}

/** Algolia's query hosts (DSN and fallbacks), needed only with hosted search. */
const algoliaHosts = ['https://*.algolia.net', 'https://*.algolianet.com', 'https://*.algolia.io'];

export function contentSecurityPolicy(inputs: PolicyInputs): string {
  const quote = (hash: string) => `'${hash}'`;
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    [
      'script-src',
      [
        "'self'",
        ...inputs.scriptHashes.map(quote),
        // The live code editor (theme-live-codeblock, react-live) compiles the
        // reader's code and runs it with `new Function`. A policy is fixed for
        // the document that was loaded first, and pages change on the client,
        // so a per-page exception cannot work: any page may lead to one with
        // a live editor.
        "'unsafe-eval'",
      ],
    ],
    // Style attributes: KaTeX, Prism code colours, the live editor and the
    // theme's collapsibles set `style="..."`, in the pre-rendered HTML and at
    // run time. <style> elements: the live editor and the search modal insert
    // theirs at run time, so no hash of the build can cover them. Styles
    // cannot run code; scripts stay restricted above.
    ['style-src', ["'self'", "'unsafe-inline'"]],
    // data: for the theme's inline SVG icons (Infima's carets and checkboxes
    // in CSS) and the blurred placeholders of ideal-image.
    ['img-src', ["'self'", 'data:']],
    ['font-src', ["'self'"]],
    ['connect-src', ["'self'", ...(inputs.hostedSearch ? algoliaHosts : [])]],
    ['worker-src', ["'self'"]],
    ['manifest-src', ["'self'"]],
    ['media-src', ["'self'"]],
    ['frame-src', ["'none'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    // Same rule as X-Frame-Options: the site may frame itself, nobody else may.
    ['frame-ancestors', ["'self'"]],
  ];
  return directives.map(([name, values]) => `${name} ${values.join(' ')}`).join('; ');
}

/** Powerful browser features the site never uses, switched off for every frame. */
const permissionsPolicy = [
  'accelerometer',
  'camera',
  'geolocation',
  'gyroscope',
  'magnetometer',
  'microphone',
  'payment',
  'usb',
]
  .map((feature) => `${feature}=()`)
  .join(', ');

/** Headers on every response, errors included, but the policy (see policyFor). */
export function securityHeaders(): Record<string, string> {
  return {
    'Permissions-Policy': permissionsPolicy,
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Cross-Origin-Resource-Policy': 'same-origin',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'SAMEORIGIN',
  };
}

/** Sent over HTTPS only: two years, the preload list's minimum is one. */
export const strictTransportSecurity = 'max-age=63072000; includeSubDomains';

export const longLived = 'public, max-age=31536000, immutable';
export const revalidate = 'no-cache';
export const shortLived = 'public, max-age=3600';
/** Errors of the server itself (400, 405, 414...) must never be kept by a cache. */
export const noStore = 'no-store';

/**
 * Caching of successful responses, by the path of the file actually served
 * (`/docs/x` is served from `/docs/x/index.html`). First match wins. The
 * patterns are written once and used as JavaScript and as nginx (PCRE)
 * regular expressions, so they keep to the syntax both share.
 */
export const cacheRules: readonly {pattern: string; value: string; why: string}[] = [
  {
    pattern: '^/assets/search-index/manifest\\.json$',
    value: revalidate,
    why: 'names the current index files: must be fresh after a deploy',
  },
  {
    pattern: '^/assets/.*[0-9a-f]{8,}',
    value: longLived,
    why: 'content-hashed name: a new version gets a new name',
  },
  {pattern: '\\.html$', value: revalidate, why: 'pages name the current assets'},
  {pattern: '^/sw\\.js$', value: revalidate, why: 'the browser checks the worker for updates'},
  {
    pattern: '^/[0-9]+\\.sw\\.js$',
    value: revalidate,
    why: "chunks of the worker (our swCustom code): unhashed names, so they must follow sw.js, not lag an hour",
  },
  {pattern: '^/manifest\\.json$', value: revalidate, why: 'the PWA manifest follows the deploy'},
];

/** Cache-Control of a successful response for the served file's site path. */
export function cacheControlFor(servedPath: string): string {
  return cacheRules.find((rule) => new RegExp(rule.pattern).test(servedPath))?.value ?? shortLived;
}

/** Cache-Control by status: the site's 404 page is revalidated, other errors never stored. */
export function cacheControlForError(status: number): string {
  return status === 404 ? revalidate : noStore;
}

/** Media types that get `; charset=utf-8` (nginx: `charset_types`). */
export const textTypes = [
  'text/html',
  'text/css',
  'text/plain',
  'text/xml',
  'text/markdown',
  'application/javascript',
  'application/json',
  'application/xml',
  'application/manifest+json',
  'image/svg+xml',
];

const nginxQuote = (value: string) => `"${value.replace(/(["\\])/g, '\\$1')}"`;

/**
 * `http`-level nginx snippet: Cache-Control chosen from the status and the
 * served path ($uri after try_files: site 404 page first, then any other error
 * (no-store), then the path rules), and the policy of the served file.
 */
export function nginxHttpSnippet(policies: SitePolicies): string {
  const documents = Object.entries(policies.documents);
  return [
    '# Generated from deploy/headers.ts by the build: do not edit.',
    // One entry per standalone document: room for all of them in the table.
    `map_hash_max_size ${Math.max(2048, 2 ** Math.ceil(Math.log2(documents.length * 16 + 1)))};`,
    'map_hash_bucket_size 256;',
    'map "$status:$uri" $cache_control {',
    `  "~^404:" ${nginxQuote(revalidate)};`,
    `  "~^[45]" ${nginxQuote(noStore)};`,
    ...cacheRules.map((rule) => {
      const onPath = rule.pattern.startsWith('^') ? rule.pattern.slice(1) : `.*${rule.pattern}`;
      return `  ${nginxQuote(`~^\\d+:${onPath}`)} ${nginxQuote(rule.value)};`;
    }),
    `  default ${nginxQuote(shortLived)};`,
    '}',
    'map $uri $content_security_policy {',
    `  default ${nginxQuote(contentSecurityPolicy(policies.app))};`,
    // A folder request (`/x/`) is served by try_files' `$uri/index.html`,
    // which leaves $uri at `/x//index.html`.
    ...documents.flatMap(([servedPath, inputs]) =>
      [servedPath, ...(servedPath.endsWith('/index.html') ? [servedPath.replace(/\/index\.html$/, '//index.html')] : [])].map(
        (uri) => `  ${nginxQuote(uri)} ${nginxQuote(contentSecurityPolicy(inputs))};`,
      ),
    ),
    '}',
    '',
  ].join('\n');
}

/** `server`-level nginx snippet: the headers of every response. */
export function nginxServerSnippet(): string {
  return [
    '# Generated from deploy/headers.ts by the build: do not edit.',
    'add_header Cache-Control $cache_control always;',
    'add_header Content-Security-Policy $content_security_policy always;',
    ...Object.entries(securityHeaders()).map(([name, value]) => `add_header ${name} ${nginxQuote(value)} always;`),
    '',
  ].join('\n');
}

/** Snippet of the HTTPS server block. */
export function nginxTlsSnippet(): string {
  return [
    '# Generated from deploy/headers.ts by the build: do not edit.',
    `add_header Strict-Transport-Security ${nginxQuote(strictTransportSecurity)} always;`,
    '',
  ].join('\n');
}

/** The request paths a host without try_files serves a file at. */
function requestPathsOf(servedPath: string): string[] {
  if (servedPath.endsWith('/index.html')) {
    const folder = servedPath.slice(0, -'index.html'.length);
    return folder === '/' ? ['/'] : [folder, folder.slice(0, -1)];
  }
  return servedPath.endsWith('.html') ? [servedPath.slice(0, -'.html'.length), servedPath] : [servedPath];
}

/**
 * `_headers` for Cloudflare Pages (Netlify reads the same format, but cannot
 * replace a header set by `/*`, so there the standalone documents would carry
 * two policies). The host merges the headers of every matching block, so
 * Cache-Control is only set on paths whose every file shares one rule;
 * everything else keeps the host's default of revalidating. `! Name` drops a
 * header set by an earlier block.
 */
export function cdnHeadersFile(policies: SitePolicies): string {
  const block = (path: string, headers: Record<string, string>, detach: string[] = []) =>
    [path, ...detach.map((name) => `  ! ${name}`), ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join(
      '\n',
    );
  return [
    '# Generated from deploy/headers.ts by the build: do not edit.',
    block('/*', {
      ...securityHeaders(),
      'Content-Security-Policy': contentSecurityPolicy(policies.app),
      'Strict-Transport-Security': strictTransportSecurity,
    }),
    block('/assets/js/*', {'Cache-Control': longLived}),
    block('/assets/css/*', {'Cache-Control': longLived}),
    block('/assets/images/*', {'Cache-Control': longLived}),
    block('/assets/ideal-img/*', {'Cache-Control': longLived}),
    block('/sw.js', {'Cache-Control': revalidate}),
    block('/assets/search-index/manifest.json', {'Cache-Control': revalidate}),
    ...Object.entries(policies.documents).flatMap(([servedPath, inputs]) =>
      requestPathsOf(servedPath).map((requestPath) =>
        block(requestPath, {'Content-Security-Policy': contentSecurityPolicy(inputs)}, ['Content-Security-Policy']),
      ),
    ),
    '',
  ].join('\n');
}
