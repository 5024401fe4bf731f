/**
 * Where the generated social card of a page lives in the build:
 * `/docs/installation` → `/img/social-cards/docs/installation.png`,
 * `/docs/` → `/img/social-cards/docs/index.png`. Shared by the build (which
 * writes the file) and the page metadata (which points og:image at it).
 */
export function socialCardPathFor(permalink: string, baseUrl: string): string {
  const [pathname] = permalink.split(/[?#]/);
  const relative = pathname.startsWith(baseUrl) ? pathname.slice(baseUrl.length) : pathname.replace(/^\//, '');
  const name = relative === '' || relative.endsWith('/') ? `${relative}index` : relative;
  return `${baseUrl}img/social-cards/${name}.png`;
}
