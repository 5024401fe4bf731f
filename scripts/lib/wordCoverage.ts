/**
 * How much of what a reader sees on a page its Markdown export holds: the
 * share of the page's words (counted with repeats) that the Markdown has too.
 * Markup, URLs and syntax only add words to the Markdown side, so they do not
 * lower the figure; a dropped table or section does.
 */
import * as cheerio from 'cheerio';

export function words(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
}

function counts(list: readonly string[]): Map<string, number> {
  const result = new Map<string, number>();
  for (const word of list) result.set(word, (result.get(word) ?? 0) + 1);
  return result;
}

/** Share (0 to 1) of `pageWords` found in `markdownWords`, repeats included. */
export function coverage(pageWords: readonly string[], markdownWords: readonly string[]): number {
  if (pageWords.length === 0) return 1;
  const available = counts(markdownWords);
  let found = 0;
  for (const [word, count] of counts(pageWords)) found += Math.min(count, available.get(word) ?? 0);
  return found / pageWords.length;
}

/** Content a reader does not read as the page's text: controls, anchors' "#", hidden labels, icons. */
const NOT_CONTENT = ['script', 'style', 'svg', 'button', 'noscript', '.hash-link', '[aria-hidden="true"]', '.visually-hidden'].join(',');

/**
 * The text of a built page's Markdown body (docs, blog posts, changelog
 * entries), or null when the page has none.
 */
export function pageBodyText(html: string): string | null {
  // Parsing only the article is several times faster than the whole page.
  const start = html.indexOf('<article');
  const end = html.lastIndexOf('</article>');
  if (start < 0 || end < start) return null;
  const $ = cheerio.load(html.slice(start, end + '</article>'.length), null, false);
  const body = $('article .markdown').first();
  if (body.length === 0) return null;
  // A formula reads as its TeX source, which is what the Markdown holds.
  body.find('.katex').each((_, formula) => {
    $(formula).replaceWith(` ${$(formula).find('annotation').text()} `);
  });
  body.find(NOT_CONTENT).remove();
  // Block boundaries as spaces, so words of adjacent cells do not run together.
  body.find('p, li, td, th, pre, h1, h2, h3, h4, h5, h6, div, br').after(' ');
  return body.text();
}
