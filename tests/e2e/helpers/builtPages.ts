/**
 * Every page a reader can open on the built site, for checks that must cover
 * the whole site rather than a sample: the sitemap's URLs, plus every other
 * HTML page under build/ (the test fixtures are left out of the sitemap on
 * purpose, and would otherwise never be checked). Client-redirect stubs are
 * skipped: they only forward the reader to a page that is already listed.
 */
import fs from 'node:fs';
import path from 'node:path';

export const buildDir = path.resolve(__dirname, '../../../build');

/** The refresh tag plugin-client-redirects writes into each of its stubs. */
const isClientRedirectStub = (html: string): boolean => /<meta http-equiv="refresh"/i.test(html);

/** Every HTML file under `dir`, client-redirect stubs and the 404 document included. */
export function htmlFiles(dir: string = buildDir): string[] {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return htmlFiles(file);
    return entry.name.endsWith('.html') ? [file] : [];
  });
}

/** `docs/intro/index.html` -> `/docs/intro`, `index.html` -> `/`, `a/b.html` -> `/a/b.html`. */
export function routeOfHtmlFile(relativeFile: string): string {
  const route = `/${relativeFile.split(path.sep).join('/')}`.replace(/(^|\/)index\.html$/, '');
  return route === '' ? '/' : route;
}

/** Paths listed in build/sitemap.xml, without the site's origin. */
export function sitemapPaths(): string[] {
  const xml = fs.readFileSync(path.join(buildDir, 'sitemap.xml'), 'utf8');
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
}

const withoutTrailingSlash = (route: string): string => (route.length > 1 ? route.replace(/\/$/, '') : route);

/**
 * Sitemap paths first (in the form the site links to), then the HTML pages of
 * build/ the sitemap does not list. The 404 document is left to the caller,
 * which should request an unknown path to see it as readers do.
 */
export function builtPagePaths(): string[] {
  const seen = new Set<string>();
  const paths: string[] = [];
  const add = (route: string) => {
    const key = withoutTrailingSlash(route);
    if (seen.has(key)) return;
    seen.add(key);
    paths.push(route);
  };
  sitemapPaths().forEach(add);
  for (const file of htmlFiles(buildDir).sort()) {
    const relative = path.relative(buildDir, file);
    if (relative === '404.html') continue;
    if (isClientRedirectStub(fs.readFileSync(file, 'utf8'))) continue;
    add(routeOfHtmlFile(relative));
  }
  return paths;
}
