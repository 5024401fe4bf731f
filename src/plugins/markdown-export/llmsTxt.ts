/**
 * `/llms.txt` (https://llmstxt.org): an H1 with the site name, a blockquote
 * summary, then H2 sections listing the current version's pages as
 * `- [title](url): description`, linking to their Markdown copies.
 * `/llms-full.txt` holds the same pages' Markdown one after another.
 */
import type {ContentPage} from '../shared/contentPages';

export interface LlmsSite {
  title: string;
  summary: string;
  /** `https://docusaurus.io` (no trailing slash). */
  siteOrigin: string;
  /** Absolute Markdown URL of a page. */
  markdownUrl: (page: ContentPage) => string;
}

interface Section {
  heading: string;
  pages: ContentPage[];
}

/** One line of description: the first sentence-ish, without line breaks. */
function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

function byOrder(a: ContentPage, b: ContentPage): number {
  return a.order - b.order || a.permalink.localeCompare(b.permalink);
}

/** The current version's pages, grouped the way the site's navigation groups them. */
export function llmsSections(pages: readonly ContentPage[]): Section[] {
  const current = pages.filter((page) => page.isCurrent);
  const of = (predicate: (page: ContentPage) => boolean) => current.filter(predicate).sort(byOrder);
  const sections: Section[] = [
    {heading: 'Docs', pages: of((page) => page.kind === 'docs' && page.sidebar !== 'api')},
    {heading: 'API reference', pages: of((page) => page.kind === 'docs' && page.sidebar === 'api')},
    {heading: 'Community', pages: of((page) => page.kind === 'community')},
    {heading: 'Blog', pages: of((page) => page.kind === 'blog')},
    // "Optional" is the llms.txt name for links a reader with little context can skip.
    {heading: 'Optional', pages: of((page) => page.kind === 'changelog')},
  ];
  return sections.filter((section) => section.pages.length > 0);
}

export function llmsTxt(site: LlmsSite, pages: readonly ContentPage[]): string {
  const lines = [`# ${site.title}`, '', `> ${oneLine(site.summary)}`, ''];
  lines.push(
    `Every page below is also published as Markdown at its URL plus \`.md\`; ${site.siteOrigin}/llms-full.txt holds all the current docs in one file.`,
    '',
  );
  for (const section of llmsSections(pages)) {
    lines.push(`## ${section.heading}`, '');
    for (const page of section.pages) {
      const description = oneLine(page.description);
      lines.push(`- [${page.title}](${site.markdownUrl(page)})${description ? `: ${description}` : ''}`);
    }
    lines.push('');
  }
  return lines.join('\n');
}

/** The current docs and community pages, in sidebar order, each under its own URL. */
export function llmsFullTxt(
  site: LlmsSite,
  pages: ReadonlyArray<{page: ContentPage; markdown: string}>,
  pageUrl: (page: ContentPage) => string,
): string {
  const included = pages
    .filter(({page}) => page.isCurrent && (page.kind === 'docs' || page.kind === 'community'))
    .sort((a, b) => (a.page.kind === b.page.kind ? byOrder(a.page, b.page) : a.page.kind === 'docs' ? -1 : 1));
  const header = `# ${site.title}\n\n> ${oneLine(site.summary)}\n`;
  return [header, ...included.map(({page, markdown}) => `Source: ${pageUrl(page)}\n\n${markdown.trim()}\n`)].join('\n---\n\n');
}
