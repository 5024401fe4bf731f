/**
 * Some of our URLs hold a space (the changelog's "/changelog/V2 Changelog",
 * the fixtures' "/tests/docs/folder with space/"). React Router decodes every
 * link target, so the theme writes them into `href` raw, which HTML does not
 * allow in a URL (the Nu HTML Checker reports each one). This writes them
 * percent-encoded into the built pages; browsers resolve both forms to the
 * same page, and the router's own navigation is unchanged.
 */
import fs from 'node:fs';
import path from 'node:path';

/** `href="..."` and `src="..."` values (not `srcset`, whose spaces separate candidates). */
const URL_ATTRIBUTE = /(\s(?:href|src)=")([^"]*)"/g;

export function encodeUrlSpaces(html: string): {html: string; count: number} {
  let count = 0;
  const encoded = html.replace(URL_ATTRIBUTE, (whole, start: string, url: string) => {
    if (!url.includes(' ')) return whole;
    count += 1;
    return `${start}${url.replace(/ /g, '%20')}"`;
  });
  return {html: encoded, count};
}

/** Rewrites every page of `root` in place; returns how many URLs it encoded, and in how many pages. */
export function encodeUrlSpacesInBuild(root: string, skipFolders: readonly string[]): {urls: number; pages: number} {
  const total = {urls: 0, pages: 0};
  const walk = (folder: string) => {
    for (const entry of fs.readdirSync(folder, {withFileTypes: true})) {
      const file = path.join(folder, entry.name);
      if (entry.isDirectory()) {
        if (!skipFolders.includes(path.relative(root, file))) walk(file);
      } else if (entry.name.endsWith('.html')) {
        const {html, count} = encodeUrlSpaces(fs.readFileSync(file, 'utf8'));
        if (count > 0) {
          fs.writeFileSync(file, html);
          total.urls += count;
          total.pages += 1;
        }
      }
    }
  };
  walk(root);
  return total;
}
