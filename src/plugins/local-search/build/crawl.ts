/**
 * Reads one built HTML page and cuts it into DocSearch-style records: one per
 * heading and one per paragraph, list item or table row, each carrying the
 * headings above it (`hierarchy`) and the page's `docsearch:*` facets.
 */
import {
  findAll,
  findFirst,
  hasClass,
  parseHtml,
  type HtmlElement,
} from './html';
import {
  emptyHierarchy,
  levelWeight,
  ownText,
  type CrawledPage,
  type Hierarchy,
  type HierarchyLevel,
  type RecordType,
  type SearchRecord,
} from '../shared/format';
import {pathWithinSite, sitePolicy, type PageFacts, type SearchPolicy} from './sitePolicy';
import {camelCaseWords, isOneName, joinedNames, tokenSpans} from '../shared/tokenize';

export interface CrawlOptions {
  /** Path of the page derived from its file name, used without a canonical link. */
  fallbackUrl: string;
  /** The site's base URL, which the page paths start with (default `/`). */
  baseUrl?: string;
  /** Which pages stay out, their section labels and ranks (default: this site's). */
  policy?: SearchPolicy;
}

/** Parts of a page that are navigation or chrome, not content. */
const skippedTags = new Set([
  'aside', 'nav', 'footer', 'script', 'style', 'svg', 'button', 'pre', 'select',
  'textarea', 'noscript', 'iframe', 'video', 'audio', 'canvas', 'form',
]);
const skippedClasses = [
  'theme-doc-toc-desktop',
  'theme-doc-toc-mobile',
  'theme-doc-breadcrumbs',
  'theme-doc-version-badge',
  'theme-doc-version-banner',
  'theme-doc-footer',
  'theme-edit-this-page',
  'theme-last-updated',
  'pagination-nav',
  'hash-link',
  'card', // generated-index cards repeat other pages' titles
  'katex', // math: the MathML and the glyph layer are not prose
  'theme-code-block',
  'playgroundContainer',
  'navbar',
];

const blockTags = new Set(['p', 'li', 'dt', 'dd', 'summary', 'figcaption', 'tr']);
const headingTags: Record<string, number> = {h1: 1, h2: 2, h3: 3, h4: 4, h5: 5, h6: 6};

const maxContentLength = 1000;

function shouldSkip(element: HtmlElement): boolean {
  if (skippedTags.has(element.tag)) {
    return true;
  }
  if (element.attrs.role === 'tablist') {
    return true;
  }
  // A tab panel other than the first is hidden until its tab is chosen, but it is the page's content:
  // the Surge and Vercel steps of the deployment page, the yarn and pnpm commands of the installation page.
  if (element.attrs.hidden !== undefined && element.attrs.role !== 'tabpanel') {
    return true;
  }
  return skippedClasses.some((name) => hasClass(element, name));
}

function cleanText(text: string): string {
  return text
    .replace(/[\u200b\u200c\u200d\ufeff]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Text of an element, leaving out skipped parts and, when `stopAtBlocks`,
 * nested blocks (a sub-list inside a list item becomes its own records).
 */
function textOf(element: HtmlElement, stopAtBlocks: boolean): string {
  let text = '';
  for (const child of element.children) {
    if (child.kind === 'text') {
      text += child.text;
    } else if (!shouldSkip(child)) {
      if (stopAtBlocks && (blockTags.has(child.tag) || child.tag === 'ul' || child.tag === 'ol' || child.tag === 'table')) {
        text += ' ';
        continue;
      }
      // Line breaks and cells separate words even without spaces in the markup.
      const separator = child.tag === 'br' || child.tag === 'td' || child.tag === 'th' ? ' ' : '';
      text += separator + textOf(child, stopAtBlocks) + separator;
    }
  }
  return text;
}

function truncate(text: string): string {
  if (text.length <= maxContentLength) {
    return text;
  }
  const cut = text.lastIndexOf(' ', maxContentLength);
  return `${text.slice(0, cut > maxContentLength / 2 ? cut : maxContentLength)}…`;
}

function metaContent(document: HtmlElement, name: string): string | undefined {
  const meta = findFirst(
    document,
    (element) =>
      element.tag === 'meta' && (element.attrs.name === name || element.attrs.property === name),
  );
  return meta?.attrs.content;
}

function rowText(row: HtmlElement): string | null {
  const cells = row.children.filter(
    (child): child is HtmlElement => child.kind === 'element' && (child.tag === 'td' || child.tag === 'th'),
  );
  // A header row only names the columns.
  if (cells.length === 0 || cells.every((cell) => cell.tag === 'th')) {
    return null;
  }
  return cells
    .map((cell) => cleanText(textOf(cell, false)))
    .filter((text) => text.length > 0)
    .join(' · ');
}

/** What the policy needs to label and rank a page: its tag, classes and active menu items. */
function pageFacts(document: HtmlElement, tag: string, htmlClass: string): PageFacts {
  const activeCategory = findFirst(
    document,
    (element) =>
      hasClass(element, 'menu__link--sublist') &&
      hasClass(element, 'menu__link--active') &&
      !hasClass(element, 'navbar__link'),
  );
  const activeNavbarItem = findFirst(
    document,
    (element) => element.tag === 'a' && hasClass(element, 'navbar__link--active'),
  );
  return {
    tag,
    htmlClass,
    activeSidebarCategory: activeCategory ? cleanText(textOf(activeCategory, false)) : undefined,
    activeNavbarItem: activeNavbarItem ? cleanText(textOf(activeNavbarItem, false)) : undefined,
  };
}

function pageTitle(document: HtmlElement, contentRoot: HtmlElement): {title: string; heading?: HtmlElement} {
  const heading = findFirst(contentRoot, (element) => element.tag === 'h1');
  if (heading) {
    const title = cleanText(textOf(heading, false));
    if (title) {
      return {title, heading};
    }
  }
  const titleElement = findFirst(document, (element) => element.tag === 'title');
  const title = cleanText(titleElement ? textOf(titleElement, false) : '');
  // "Page | Site": keep the page part.
  return {title: title.replace(/\s+\|\s+[^|]+$/, '') || title};
}

function breadcrumbLabels(document: HtmlElement): string[] {
  const breadcrumbs = findFirst(document, (element) => hasClass(element, 'theme-doc-breadcrumbs'));
  if (!breadcrumbs) {
    return [];
  }
  return findAll(breadcrumbs, (element) => hasClass(element, 'breadcrumbs__link'))
    .map((link) => cleanText(textOf(link, false)))
    .filter((label) => label.length > 0);
}

/** `introduction` for `/docs/i18n/introduction/`; '' for the site root. */
export function lastPathSegment(url: string): string {
  const segments = url.split(/[?#]/)[0]!.split('/').filter(Boolean);
  return decodeURIComponent(segments[segments.length - 1] ?? '');
}

/** The page's `keywords` front matter, as Docusaurus writes it into `<meta name="keywords">`. */
function keywordsOf(document: HtmlElement): string[] {
  return (metaContent(document, 'keywords') ?? '')
    .split(',')
    .map(cleanText)
    .filter((keyword) => keyword.length > 0);
}

/** Every text under an element, code included (`textOf` skips `pre`); a code line's `br` ends the line. */
function allText(element: HtmlElement): string {
  return element.children
    .map((child) => (child.kind === 'text' ? child.text : child.kind !== 'element' ? '' : child.tag === 'br' ? '\n' : allText(child)))
    .join('');
}

/**
 * Names that the page's code blocks use and its text never says: camelCase
 * and PascalCase ones (`useActivePlugin` in an import), and ones joined by
 * `_` or `-` (`preserve_hierarchy` in a config file, `__comp` in generated
 * JSON). Code is left out of the records, so without these a search for such
 * a name would find nothing.
 */
function codeOnlyIdentifiers(codeTexts: string[], records: SearchRecord[]): string[] {
  const namesIn = (text: string) => [...camelCaseWords(text), ...joinedNames(text)];
  const prose = new Set(records.flatMap((record) => namesIn(ownText(record))));
  const inCode = codeTexts.flatMap(namesIn);
  return [...new Set(inCode)].filter((name) => !prose.has(name)).sort();
}

/**
 * Tab labels whose words the page's text never says: "Windows cmd" and
 * "PowerShell" over panels that hold only commands. The tab list is left out
 * of the records (its labels would be records of a word or two), so without
 * these a reader who types the label finds nothing.
 */
function unsaidTabLabels(root: HtmlElement, records: SearchRecord[]): string[] {
  const wordsOf = (text: string) => tokenSpans(text).map((span) => span.term);
  const prose = new Set(records.flatMap((record) => wordsOf(ownText(record))));
  const labels = findAll(root, (element) => element.attrs.role === 'tab').map((tab) => cleanText(allText(tab)));
  return [...new Set(labels)].filter((label) => wordsOf(label).some((word) => !prose.has(word)));
}

/** What separates the names of a code block: spaces, quotes, brackets and operators. */
const codeSeparators = /[\s"'`(){}[\],;=<>|&!?*+^~$\\]+/;

/**
 * Names written with their punctuation in the page's code blocks that its
 * text never writes (`twitter:label1` in a head block, `color-scheme` in a
 * config), lower case: a reader who types one as written (`isOneName`) finds
 * the page, though code is left out of the records.
 */
function codeOnlyNames(codeTexts: string[], records: SearchRecord[]): string[] {
  const prose = records.map((record) => ownText(record).toLowerCase()).join('\n');
  const inCode = codeTexts
    .flatMap((text) => text.split(codeSeparators))
    .map((token) => token.replace(/[.:/]+$/, '').toLowerCase())
    .filter(isOneName);
  return [...new Set(inCode)].filter((name) => !prose.includes(name)).sort();
}

/** Distinct lines of the code blocks, lower case with spaces collapsed, as `codeText` holds them. */
export function codeLines(codeTexts: string[]): string {
  const lines = codeTexts.flatMap((text) => text.toLowerCase().split('\n')).map((line) => line.replace(/\s+/g, ' ').trim());
  return [...new Set(lines.filter(Boolean))].join('\n');
}

/**
 * Is the page left out of the index? The policy decides by path and tag;
 * redirect pages, `noindex` pages and pages without DocSearch metadata are
 * never indexed.
 */
export function isExcluded(document: HtmlElement, sitePath: string, policy: SearchPolicy): boolean {
  if (policy.isExcludedPath(sitePath)) {
    return true;
  }
  const isRedirect = findFirst(
    document,
    (element) => element.tag === 'meta' && element.attrs['http-equiv']?.toLowerCase() === 'refresh',
  );
  if (isRedirect || /noindex/i.test(metaContent(document, 'robots') ?? '')) {
    return true;
  }
  const tag = metaContent(document, 'docsearch:docusaurus_tag');
  return !tag || policy.isListingTag(tag);
}

function pagePath(document: HtmlElement, fallbackUrl: string): string {
  const canonical = findFirst(
    document,
    (element) => element.tag === 'link' && element.attrs.rel === 'canonical',
  );
  if (canonical?.attrs.href) {
    try {
      return decodeURI(new URL(canonical.attrs.href, 'https://site.invalid').pathname);
    } catch {
      // fall through to the file name
    }
  }
  return fallbackUrl;
}

export function crawlPage(html: string, options: CrawlOptions): CrawledPage | null {
  const document = parseHtml(html);
  const url = pagePath(document, options.fallbackUrl);
  const policy = options.policy ?? sitePolicy;
  if (isExcluded(document, pathWithinSite(url, options.baseUrl ?? '/'), policy)) {
    return null;
  }
  const htmlElement = findFirst(document, (element) => element.tag === 'html');
  const htmlClass = htmlElement?.attrs.class ?? '';
  const language = metaContent(document, 'docsearch:language') ?? htmlElement?.attrs.lang ?? 'en';
  const tag = metaContent(document, 'docsearch:docusaurus_tag')!;
  const versionMeta = metaContent(document, 'docsearch:version');
  const version = versionMeta
    ? versionMeta.split(',').map((value) => value.trim()).filter(Boolean)
    : undefined;
  const facts = pageFacts(document, tag, htmlClass);

  const contentRoot =
    findFirst(document, (element) => hasClass(element, 'main-wrapper')) ??
    findFirst(document, (element) => element.tag === 'main') ??
    findFirst(document, (element) => element.tag === 'body') ??
    document;
  const {title, heading: titleHeading} = pageTitle(document, contentRoot);

  const hierarchy: Hierarchy = {...emptyHierarchy(), lvl0: policy.sectionLabel(facts), lvl1: title};
  const records: SearchRecord[] = [];
  let anchor: string | null = null;

  const addRecord = (type: RecordType, content: string | null) => {
    const urlWithAnchor = anchor ? `${url}#${anchor}` : url;
    records.push({
      url: urlWithAnchor,
      url_without_anchor: url,
      anchor,
      type,
      hierarchy: {...hierarchy},
      content,
      language,
      docusaurus_tag: tag,
      ...(version && {version}),
      weight: {pageRank: policy.pageRank(facts), level: levelWeight(type), position: records.length},
    });
  };

  addRecord('lvl1', null);

  const visit = (element: HtmlElement) => {
    for (const child of element.children) {
      if (child.kind !== 'element' || shouldSkip(child) || child === titleHeading) {
        continue;
      }
      const depth = headingTags[child.tag];
      if (depth !== undefined) {
        const text = cleanText(textOf(child, false));
        if (!text) {
          continue;
        }
        const level = `lvl${depth}` as HierarchyLevel;
        hierarchy[level] = text;
        for (let deeper = depth + 1; deeper <= 6; deeper += 1) {
          hierarchy[`lvl${deeper}` as HierarchyLevel] = null;
        }
        anchor = child.attrs.id ?? (depth === 1 ? null : anchor);
        addRecord(level, null);
        continue;
      }
      if (blockTags.has(child.tag)) {
        const text = cleanText(child.tag === 'tr' ? rowText(child) ?? '' : textOf(child, true));
        if (text.length > 1) {
          addRecord('content', truncate(text));
        }
        if (child.tag !== 'tr') {
          visit(child); // nested lists and paragraphs
        }
        continue;
      }
      visit(child);
    }
  };
  visit(contentRoot);
  const codeTexts = findAll(contentRoot, (element) => hasClass(element, 'theme-code-block')).map(allText);

  return {
    url,
    language,
    docusaurus_tag: tag,
    ...(version && {version}),
    breadcrumbs: breadcrumbLabels(document),
    keywords: keywordsOf(document),
    slug: lastPathSegment(url),
    tabLabels: unsaidTabLabels(contentRoot, records),
    codeIdentifiers: codeOnlyIdentifiers(codeTexts, records),
    codeNames: codeOnlyNames(codeTexts, records),
    codeText: codeLines(codeTexts),
    records,
  };
}
